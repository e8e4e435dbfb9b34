#!/usr/bin/env node
// `npm run test:e2e`: the browser tests of the web app (apps/web/e2e) in the installed Chromium.
// Browsers are never downloaded; without /usr/bin/chromium this says how to install it and fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  process.stderr.write(
    `[e2e] ${chromium} not found. The browser tests use the system Chromium and never download one.\n` +
      '[e2e] Debian/Ubuntu: sudo apt-get install chromium   (then run npm run test:e2e again)\n',
  );
  process.exit(1);
}

// One fresh data folder per run; the Playwright config and the tests read it from the environment.
const dataDir = process.env.TIFO_E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tifo-e2e-'));
process.stdout.write(`[e2e] data folder: ${dataDir}\n`);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const result = spawnSync(
  npx,
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TIFO_E2E_DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
process.exit(result.status ?? 1);
