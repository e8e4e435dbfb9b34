import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A fresh database per run. The config is evaluated by the runner and again by each worker; workers inherit
// the runner's environment, so the folder is created once and shared (tests read the SMS outbox from it).
process.env.TIFO_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tifo-e2e-'));
const port = Number(process.env.TIFO_E2E_PORT ?? 3100);
// The media service's RTMP ingest of the run (the live tests push to it with ffmpeg); HTTP is PORT+2.
process.env.TIFO_E2E_RTMP_PORT ??= String(port + 9);
// Development shortcut: TIFO_E2E_BASE_URL points at an already running app (e.g. `npx vite` in front of an API
// whose DATA_DIR is TIFO_E2E_DATA_DIR); then no server is started.
const external = process.env.TIFO_E2E_BASE_URL;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Per run, beside the run's database: concurrent runs must not delete each other's traces.
  outputDir: path.join(process.env.TIFO_E2E_DATA_DIR, 'test-results'),
  use: {
    ...devices['iPhone 12'],
    // The iPhone profile asks for WebKit; we run the same phone viewport and touch in the installed Chromium.
    browserName: 'chromium',
    baseURL: external ?? `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The go-live tests broadcast from Chromium's fake camera and microphone, without a permission prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'node ../../scripts/start.mjs',
        url: `http://127.0.0.1:${port}/healthz`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          IM_PORT: String(port + 1),
          MEDIA_RTMP_PORT: process.env.TIFO_E2E_RTMP_PORT,
          DATA_DIR: process.env.TIFO_E2E_DATA_DIR,
          LOG_LEVEL: 'warn',
          // Every test registers its users from 127.0.0.1: the run needs more SMS codes than one real address.
          SMS_IP_PER_HOUR: '2000',
          SMS_IP_PER_DAY: '10000',
          // The sports tests need live matches whenever they run: start the engine on a busy Sunday afternoon
          // and play it 10 times faster so clocks and scores move within a test (the afternoon's matches then
          // last about half an hour of the run).
          ENGINE_START: process.env.ENGINE_START ?? '2026-11-22T15:20:00Z',
          ENGINE_SPEED: process.env.ENGINE_SPEED ?? '10',
        },
      },
});
