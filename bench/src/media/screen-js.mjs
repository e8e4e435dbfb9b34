#!/usr/bin/env node
// What each screen of two or more web builds loads before it renders: the entry of index.html with its static
// imports, plus the screen's chunk (`<name>-screen|page|tab-<hash>.js`) with its own, as files (requests) and
// gzipped bytes (level 9). Strings chunks, which the routes fetch beside their code, are not counted here.
// Used to check that a chunking change adds no code a screen does not use (bench README, "fewer requests").
// Usage: node bench/src/media/screen-js.mjs <build dir> <build dir> [...]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const builds = process.argv.slice(2).map((d) => path.resolve(d));
if (builds.length < 2) throw new Error('usage: screen-js.mjs <build dir> <build dir> [...]');

/** Files (absolute) a module chunk imports statically: `import{a}from"./x.js"`, `import"./x.js"`. */
function staticImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
}

function measure(dist) {
  const gzCache = new Map();
  const gz = (f) => {
    if (!gzCache.has(f)) gzCache.set(f, zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length);
    return gzCache.get(f);
  };
  const walk = (file, seen) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of staticImports(file)) walk(dep, seen);
    return seen;
  };
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = new Set();
  for (const m of html.matchAll(/<script[^>]+src="\/m\/([^"]+\.js)"/g)) walk(path.join(dist, m[1]), entry);
  const screens = new Map();
  for (const f of fs.readdirSync(path.join(dist, 'assets'))) {
    const name = /^(.+-(?:screen|page|tab))-[\w-]{8}\.js$/.exec(f)?.[1];
    if (!name) continue;
    const files = walk(path.join(dist, 'assets', f), new Set(entry));
    screens.set(name, { files: files.size, gz: [...files].reduce((s, x) => s + gz(x), 0) });
  }
  const entryGz = [...entry].reduce((s, x) => s + gz(x), 0);
  return { entry: { files: entry.size, gz: entryGz }, screens };
}

const results = builds.map(measure);
const kb = (b) => (b / 1024).toFixed(1);
const names = [...results[0].screens.keys()].filter((n) => results.every((r) => r.screens.has(n))).sort();
const head = builds.map((b) => path.basename(b));
console.log(`| screen | ${head.map((h) => `${h}: files, KB gz`).join(' | ')} | change |`);
console.log(`| --- | ${head.map(() => '---').join(' | ')} | --- |`);
const row = (name, cells) => {
  const change = cells.at(-1).gz - cells[0].gz;
  console.log(
    `| ${name} | ${cells.map((c) => `${c.files}, ${kb(c.gz)}`).join(' | ')} | ${change >= 0 ? '+' : ''}${kb(change)} KB |`,
  );
};
row(
  '(entry only)',
  results.map((r) => r.entry),
);
for (const n of names)
  row(
    n,
    results.map((r) => r.screens.get(n)),
  );
