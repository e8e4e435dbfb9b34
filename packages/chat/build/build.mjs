/**
 * Builds the installable package of @tifo/chat into a folder (default dist/) that is itself the package:
 *   index.js          ESM (bundlers, Node `import`)
 *   index.cjs         CommonJS (Node `require`): module.exports is the Chat class (`require(...).create`)
 *   tifo-chat.min.js  minified script-tag bundle, globals `TifoChat` and `TIM` (unless a page already has a TIM)
 *   index.d.ts/.d.cts the types, one bundled file each
 *   package.json      the published manifest, README.md
 * @tifo/protocol is bundled into each; `ws` stays a dependency, loaded on first connect in Node only.
 *
 * The workspace's own package.json keeps exporting src/ (the monorepo imports the source) and stays
 * private; npm applies no publishConfig overrides, so the published manifest is this folder's.
 *
 * Usage: node build/build.mjs [--out <dir>] [--pack <tarball dir>] [--skip-types]
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const out = resolve(arg('--out') ?? join(root, 'dist'));
const packDir = arg('--pack');
// Tests that load only the bundles skip the declarations, which take most of the build's time.
const skipTypes = process.argv.includes('--skip-types');
if (skipTypes && packDir) throw new Error('--skip-types cannot pack: the package needs its declarations');
const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entry = join(root, 'src/index.ts');

/** The browser global's name (documented in the README). */
export const GLOBAL_NAME = 'TifoChat';
/** tim-js-sdk's global, defined by the script-tag bundle too. */
export const TIM_GLOBAL = 'TIM';
/** The entry whose default export is the Chat class carrying every export (CommonJS and script tag). */
const globalEntry = join(root, 'build/global-entry.ts');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const common = {
  bundle: true,
  target: 'es2020',
  external: ['ws'],
  logLevel: 'warning',
  legalComments: 'none',
};
await Promise.all([
  build({
    ...common,
    entryPoints: [entry],
    platform: 'neutral',
    format: 'esm',
    outfile: join(out, 'index.js'),
  }),
  build({
    ...common,
    entryPoints: [globalEntry],
    platform: 'node',
    format: 'cjs',
    // tim-js-sdk's `const TIM = require('tim-js-sdk')` is the factory: module.exports is the Chat class, which
    // carries the named exports too (`require('@tifo/chat').Chat`, `.default` for transpiled default imports).
    footer: { js: 'module.exports = module.exports.default;' },
    outfile: join(out, 'index.cjs'),
  }),
  build({
    ...common,
    entryPoints: [globalEntry],
    platform: 'browser',
    format: 'iife',
    globalName: GLOBAL_NAME,
    // The IIFE yields the module namespace; the global is its default export (the Chat class). TIM too, as
    // tim-js-sdk's script defines it, unless the page already has one (a page moving over may load both).
    footer: {
      js: `${GLOBAL_NAME}=${GLOBAL_NAME}.default;if(typeof globalThis.${TIM_GLOBAL}==="undefined")globalThis.${TIM_GLOBAL}=${GLOBAL_NAME};`,
    },
    minify: true,
    outfile: join(out, 'tifo-chat.min.js'),
  }),
]);

if (!skipTypes) {
  // One declaration file with @tifo/protocol's types inlined (respectExternal follows workspace packages).
  const types = await rollup({
    input: entry,
    plugins: [
      dts({
        respectExternal: true,
        tsconfig: join(root, 'tsconfig.json'),
        compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true },
      }),
    ],
    external: (id) => id === 'ws',
    onwarn: (warning) => console.warn(`types: ${warning.message}`),
  });
  await types.write({ file: join(out, 'index.d.ts'), format: 'es' });
  await types.close();
  // require('@tifo/chat') is the Chat class itself (tim-js-sdk's `TIM.create(...)`): the CommonJS types say so too,
  // or a TypeScript host writing `import TIM = require('@tifo/chat')` cannot call TIM.create.
  const cjsTypes = readFileSync(join(out, 'index.d.ts'), 'utf8');
  writeFileSync(
    join(out, 'index.d.cts'),
    `${cjsTypes}\n/** \`require('@tifo/chat').create\`: the factory, as tim-js-sdk's \`TIM.create\`. */\nexport declare const create: typeof Chat.create;\n`,
  );
}

const manifest = {
  name: workspace.name,
  version: workspace.version,
  description: workspace.description,
  license: 'UNLICENSED',
  type: 'module',
  main: './index.cjs',
  module: './index.js',
  types: './index.d.ts',
  exports: {
    '.': {
      import: { types: './index.d.ts', default: './index.js' },
      require: { types: './index.d.cts', default: './index.cjs' },
    },
    './tifo-chat.min.js': './tifo-chat.min.js',
    './package.json': './package.json',
  },
  // Bundlers targeting browsers leave ws out (the SDK uses the page's WebSocket there).
  browser: { ws: false },
  unpkg: './tifo-chat.min.js',
  jsdelivr: './tifo-chat.min.js',
  files: ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts', 'tifo-chat.min.js', 'README.md'],
  sideEffects: false,
  engines: { node: '>=20' },
  dependencies: { ws: workspace.dependencies.ws },
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(root, 'README.md'), join(out, 'README.md'));

if (packDir) {
  mkdirSync(packDir, { recursive: true });
  const name = execFileSync('npm', ['pack', out, '--pack-destination', resolve(packDir)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(join(resolve(packDir), name.split('\n').pop() ?? ''));
} else {
  console.log(out);
}
