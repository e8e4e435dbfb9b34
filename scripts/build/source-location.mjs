// In a bundle every module shares the bundle's location, so `import.meta.dirname` in apps/api/src/config.ts
// would mean apps/api/dist and its '../../..' would leave the repository. This gives each bundled module of the
// repository its own location back: import.meta.url, .dirname and .filename become the module's source file,
// computed at run time from the bundle's own URL and the relative path between the two, so paths written
// relative to a source file (the demo data, the built web app, createRequire) mean the same under tsx and in
// dist, and a copy of the repository elsewhere still works.
import fs from 'node:fs';
import path from 'node:path';

const META = /\bimport\.meta\.(url|dirname|filename)\b/g;

const LOADERS = /** @type {const} */ ({
  '.ts': 'ts',
  '.mts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
});

/**
 * @param {string} root the repository: only its own modules are rewritten (node_modules stay external anyway)
 * @param {string} outDir where the bundle is written
 * @returns {import('esbuild').Plugin}
 */
export function sourceLocationPlugin(root, outDir) {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.(m?ts|tsx|m?js)$/ }, (args) => {
        if (!args.path.startsWith(root) || args.path.includes(`${path.sep}node_modules${path.sep}`)) {
          return undefined;
        }
        const source = fs.readFileSync(args.path, 'utf8');
        if (!META.test(source)) return undefined;
        META.lastIndex = 0;
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const names = { url: '__tifoSourceUrl', dirname: '__tifoSourceDir', filename: '__tifoSourceFile' };
        const body = source.replace(META, (_, key) => names[/** @type {keyof typeof names} */ (key)]);
        // One line, prepended to the module's first line, so the source map's line numbers stay right.
        const prologue =
          "import { fileURLToPath as __tifoFileURLToPath } from 'node:url';" +
          "import { dirname as __tifoDirname } from 'node:path';" +
          `const __tifoSourceUrl = new URL(${JSON.stringify(relative)}, import.meta.url).href;` +
          'const __tifoSourceFile = __tifoFileURLToPath(__tifoSourceUrl);' +
          'const __tifoSourceDir = __tifoDirname(__tifoSourceFile);';
        const extension = /** @type {keyof typeof LOADERS} */ (path.extname(args.path));
        return {
          contents: prologue + body,
          loader: LOADERS[extension],
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
