#!/usr/bin/env node
// How much JavaScript /m/score loads before its first paint, from the built assets (apps/web/dist):
// the entry script of index.html, every module it imports statically (modulepreload), and the lazily loaded
// score-page chunk with its own static imports and the route's strings chunks (the router loads them before it
// renders the list).
// Later chunks (detail tabs, ECharts, other routes) are not counted. Sizes are gzip level 9, like a CDN.
// Usage: npm run build -w @tifo/web && node bench/src/score-route-js.mjs [budgetKB]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const budget = Number(process.argv[2] ?? 170);
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const assetPath = (url) => path.join(dist, url.replace(/^\/m\//, ''));

const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
const seen = new Map();

function staticImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  const dir = path.dirname(file);
  // Minified ES modules: `import{a as b}from"./x.js"` or `import"./x.js"` (not `import("./x.js")`).
  return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)].map((m) =>
    path.resolve(dir, m[1]),
  );
}

function walk(file) {
  if (seen.has(file)) return;
  const bytes = fs.readFileSync(file);
  seen.set(file, { raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 9 }).length });
  for (const dep of staticImports(file)) walk(dep);
}

for (const url of entry) walk(assetPath(url));
const assets = fs.readdirSync(path.join(dist, 'assets'));
const scoreChunk = assets.find((f) => /^score-page-.*\.js$/.test(f));
if (!scoreChunk) throw new Error('score-page chunk not found: is /score registered as a lazy route?');
walk(path.join(dist, 'assets', scoreChunk));
// The route loads its i18n namespaces in parallel with its code (lazyScreen `strings` in score/routes.tsx),
// in the default language; each is a chunk named strings-<feature>-<lang>-<hash>.js.
const routes = fs.readFileSync(path.join(root, 'apps/web/src/features/score/routes.tsx'), 'utf8');
const namespaces = [...(/const strings = \[([^\]]*)\]/.exec(routes)?.[1].matchAll(/'([^']+)'/g) ?? [])].map(
  (m) => m[1],
);
if (namespaces.length === 0) throw new Error('no `const strings = [...]` in score/routes.tsx');
for (const ns of namespaces) {
  const folder = ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const chunk = assets.find((f) => f.startsWith(`strings-${folder}-zh-CN-`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`strings chunk of ${ns} not found`);
  walk(path.join(dist, 'assets', chunk));
}

let raw = 0;
let gz = 0;
for (const [file, s] of [...seen].sort((a, b) => b[1].gz - a[1].gz)) {
  raw += s.raw;
  gz += s.gz;
  console.log(
    `${(s.gz / 1024).toFixed(1).padStart(7)} KB gz  ${(s.raw / 1024).toFixed(1).padStart(7)} KB  ${path.relative(dist, file)}`,
  );
}
const all = assets.filter((f) => f.endsWith('.js'));
const allGz = all.reduce(
  (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length,
  0,
);
console.log(
  `\n/m/score before first paint: ${seen.size} files, ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw)`,
);
console.log(
  `all JS of the app (baseline): ${all.length} files, ${(allGz / 1024).toFixed(1)} KB gzipped; ratio ${(gz / allGz).toFixed(2)}`,
);
console.log(`budget ${budget} KB: ${gz / 1024 <= budget ? 'OK' : 'OVER'}`);
process.exitCode = gz / 1024 <= budget ? 0 : 1;
