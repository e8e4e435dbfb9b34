#!/usr/bin/env node
// Lighthouse (the bench workspace's own copy, its default mobile profile: simulated slow 4G, 4x CPU slowdown)
// against a running product, in Debian's Chromium (CHROME_PATH; a browser is never downloaded). For each page it
// prints the performance and accessibility scores, LCP, total blocking time, the bytes, and the main-thread
// breakdown, whose "Rendering" and "Other" rows show a page that keeps painting after it has loaded.
// Usage: BASE_URL=http://127.0.0.1:3000 [RUNS=2] [PAGES=/m/score,/m/live] npm run bench:lighthouse
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.resolve(here, '../../node_modules/lighthouse/cli/index.js');
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.RUNS ?? 2);
const pages = (process.env.PAGES ?? '/m/score,/m/live').split(',');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run; the report's JSON, or null when Lighthouse gave up (it does, now and then, NO_NAVSTART). */
function lighthouseOnce(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tifo-lighthouse-'));
  const out = path.join(dir, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const report = result.status === 0 ? JSON.parse(readFileSync(out, 'utf8')) : null;
  rmSync(dir, { recursive: true, force: true });
  return report;
}

/** A Lighthouse run, tried up to three times: a trace that failed to record says nothing about the page. */
function lighthouse(url) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const report = lighthouseOnce(url);
    if (report) return report;
    process.stderr.write(`lighthouse failed on ${url} (attempt ${attempt})\n`);
  }
  throw new Error(`lighthouse failed three times on ${url}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const page of pages) {
  for (let run = 1; run <= runs; run += 1) {
    const report = lighthouse(`${base}${page}`);
    const audit = (id) => report.audits[id];
    const breakdown = (audit('mainthread-work-breakdown').details?.items ?? [])
      .map((item) => `${item.groupLabel ?? item.group} ${seconds(item.duration)}`)
      .join(', ');
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    process.stdout.write(
      `${page} run ${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `LCP ${seconds(audit('largest-contentful-paint').numericValue)}, ` +
        `TBT ${seconds(audit('total-blocking-time').numericValue)}, ` +
        `${Math.round(audit('total-byte-weight').numericValue / 1024)} KB\n` +
        `  main thread: ${breakdown}\n`,
    );
  }
}
process.stdout.write(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)\n`,
);
