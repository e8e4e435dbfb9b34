// Builds a library package (packages/<name>) into its dist/: one ES module per public entry, with a bundled
// declaration file beside it, as its package.json exports them under the "tifo-built" condition. The
// package's own files are bundled together (the sources import each other without file extensions, which
// Node's ES module loader does not accept); every other package, the workspace's included, stays an import.
// Usage (from the package's folder, as its `npm run build` does): node ../../scripts/build/package.mjs
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { recordInputs } from './freshness.mjs';

/** The condition under which a package.json exports its built files (README.md, "Built files"). */
export const BUILT_CONDITION = 'tifo-built';

/** A bare import (another package): never bundled into a library's dist. */
const isBare = (/** @type {string} */ id) => !id.startsWith('.') && !path.isAbsolute(id);

/**
 * The entries to build, from the package.json's exports: the source each subpath names by default, and the
 * dist file it names under the built condition. Entries without a built form are skipped.
 * @param {string} packageDir
 * @returns {{ name: string, source: string }[]} name: the output's path inside dist/ without its extension
 */
export function packageEntries(packageDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  /** @type {{ name: string, source: string }[]} */
  const entries = [];
  for (const target of Object.values(manifest.exports ?? {})) {
    const built = target?.[BUILT_CONDITION]?.default;
    if (typeof built !== 'string' || typeof target.default !== 'string') continue;
    const name = path.posix.relative('dist', built).replace(/\.js$/, '');
    entries.push({ name, source: path.join(packageDir, target.default) });
  }
  return entries;
}

/**
 * Builds `packageDir` into `packageDir/dist`; resolves the files written (relative to the package).
 * @param {string} root the repository
 * @param {string} packageDir
 */
export async function buildPackage(root, packageDir) {
  const entries = packageEntries(packageDir);
  if (entries.length === 0)
    throw new Error(`${packageDir}: no export names a built file (${BUILT_CONDITION})`);
  const outDir = path.join(packageDir, 'dist');
  const startedAt = Date.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((e) => [e.name, e.source])),
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const types = await rollup({
    input: Object.fromEntries(entries.map((e) => [e.name, e.source])),
    plugins: [
      dts({
        tsconfig: path.join(packageDir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true },
      }),
    ],
    external: isBare,
    onwarn: (warning) => console.warn(`${path.basename(packageDir)} types: ${warning.message}`),
  });
  await types.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: '[name]-[hash].d.ts',
  });
  await types.close();
  recordInputs(root, outDir, startedAt, [
    ...Object.keys(result.metafile.inputs),
    path.relative(root, path.join(packageDir, 'package.json')),
  ]);
  return entries.map((e) => `dist/${e.name}.js`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const packageDir = process.cwd();
  const root = path.resolve(packageDir, '../..');
  const written = await buildPackage(root, packageDir);
  console.log(`${path.basename(packageDir)}: ${written.join(', ')} (with .d.ts)`);
}
