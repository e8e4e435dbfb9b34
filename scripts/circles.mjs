#!/usr/bin/env node
// `npm run circles`: every app and package must be free of import circles, runtime or type-only, so that
// dependencies run one way inside a package too. Part of `npm run check`. Prints each circle it finds.
// `node scripts/circles.mjs apps/im` checks one package.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL = [
  'packages/protocol',
  'packages/sports',
  'packages/chat',
  'packages/api-contract',
  'packages/media-contract',
  'apps/im',
  'apps/api',
  'apps/media',
  'apps/web',
];
const targets = process.argv.length > 2 ? process.argv.slice(2) : ALL;

let failed = false;
for (const target of targets) {
  const src = path.join(root, target, 'src');
  const result = await madge(src, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    // Type-only imports count: a type circle is still two files that cannot be understood apart.
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    excludeRegExp: [/\.test\.tsx?$/, /node_modules/],
  }).catch((error) => (error?.code === 'ENOENT' ? null : Promise.reject(error)));
  if (!result) continue;
  const circles = result.circular();
  if (circles.length === 0) {
    console.log(`${target}: no circles`);
    continue;
  }
  failed = true;
  console.log(`${target}: ${circles.length} circle(s)`);
  for (const circle of circles) console.log(`  ${[...circle, circle[0]].join(' > ')}`);
}
process.exit(failed ? 1 : 0);
