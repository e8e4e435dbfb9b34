// Builds one service (apps/<app>) into one ES module, apps/<app>/dist/main.js, with its source map, which
// `npm start` runs with plain Node. The workspace packages (@tifo/*) are bundled in from their TypeScript
// sources, so no package must be built first; every other package stays an import resolved in node_modules at
// run time (native ones such as better-sqlite3 and sharp cannot be bundled, and the others need not be).
import { build } from 'esbuild';
import path from 'node:path';
import { recordInputs, writeAtomically } from './freshness.mjs';
import { sourceLocationPlugin } from './source-location.mjs';

/** Keeps every bare import but the workspace's own packages out of the bundle. */
const externalDependencies = {
  name: 'external-dependencies',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tifo/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds apps/<app>/src/main.ts into apps/<app>/dist/main.js (or into `outDir`); resolves the bundle's path.
 * @param {string} root the repository
 * @param {string} app a folder under apps/
 * @param {{ outDir?: string }} [options]
 */
export async function buildService(root, app, options = {}) {
  const outDir = options.outDir ?? path.join(root, 'apps', app, 'dist');
  const outfile = path.join(outDir, 'main.js');
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'apps', app, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces in the logs name the TypeScript files and lines (node --enable-source-maps).
    sourcemap: true,
    // Class and function names stay as written: logs and errors print them.
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalDependencies, sourceLocationPlugin(root, outDir)],
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  recordInputs(root, outDir, startedAt, [...Object.keys(result.metafile.inputs), `apps/${app}/package.json`]);
  return outfile;
}
