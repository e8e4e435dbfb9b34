// Helpers of the live browser tests: an anchor account, an RTMP push with ffmpeg exactly as OBS would, and a
// check that a <video> really shows moving, non-black pictures.
import { expect, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshMobile } from './outbox';
import { register } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An Android phone: the MSE path (HTTP-FLV through mpegts.js); the project's iPhone profile takes native HLS. */
export const android = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

/** The RTMP port of the media service under test (playwright.config.ts sets it). */
export const rtmpPort = Number(process.env.TIFO_E2E_RTMP_PORT ?? 3109);

/** Debian's ffmpeg when installed, else the one shipped in @ffmpeg-installer (as the media service does). */
export function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  if (fs.existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  const require = createRequire(path.join(root, 'apps/media/package.json'));
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** The logged-in user's id and web token, read from the persisted store. */
export async function storedUser(page: Page): Promise<{ id: number; token: string }> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (!key.endsWith('-tifo')) continue;
      const user = (
        JSON.parse(localStorage.getItem(key)!) as { state?: { user?: { id: number; token_web?: string } } }
      ).state?.user;
      if (user?.id) return { id: Number(user.id), token: user.token_web ?? '' };
    }
    throw new Error('no logged-in user in localStorage');
  });
}

/** Registers a fresh user in `page`, makes them an anchor with the operator command, and returns their id. */
export async function registerAnchor(page: Page): Promise<number> {
  await register(page, freshMobile(), 'secret123');
  const { id } = await storedUser(page);
  const dataDir = process.env.TIFO_E2E_DATA_DIR!;
  const secretFile = path.join(dataDir, '.media-secret');
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/make-anchor.ts', String(id)], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MEDIA_SECRET: fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : '',
      NODE_ENV: fs.existsSync(secretFile) ? 'production' : 'development',
    },
    stdio: 'pipe',
  });
  return id;
}

/** The anchor's ingest settings through the API (as the go-live screen reads them). */
export async function pushInfo(
  page: Page,
): Promise<{ liveid: number; rtmp: { key: string }; stream_name: string }> {
  const { id, token } = await storedUser(page);
  const res = await page.request.post('/api/live/getPushInfo', { data: { uid: id, token } });
  const body = (await res.json()) as {
    status: number;
    data: { liveid: number; rtmp: { key: string }; stream_name: string };
  };
  expect(body.status).toBe(0);
  return body.data;
}

/** Pushes a test picture (moving colour bars and a clock) and a tone over RTMP, as OBS would. */
export function pushRtmp(key: string): ChildProcess {
  const child = spawn(
    ffmpegPath(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=15',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '15',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-f',
      'flv',
      `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[ffmpeg] ${d.toString()}`));
  return child;
}

/** Stops an ffmpeg push and waits for it to exit. */
export async function stopPush(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** currentTime of the page's live video and the mean brightness and spread of a frame drawn to a canvas. */
export async function videoSample(page: Page): Promise<{ time: number; mean: number; spread: number }> {
  return page.locator('[data-testid="live-video"]').evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const ctx = canvas.getContext('2d')!;
    if (v.videoWidth === 0) return { time: v.currentTime, mean: 0, spread: 0 };
    ctx.drawImage(v, 0, 0, 64, 36);
    const px = ctx.getImageData(0, 0, 64, 36).data;
    const lum: number[] = [];
    for (let i = 0; i < px.length; i += 4) lum.push(0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!);
    const mean = lum.reduce((a, b) => a + b, 0) / lum.length;
    const spread = Math.sqrt(lum.reduce((a, b) => a + (b - mean) ** 2, 0) / lum.length);
    return { time: v.currentTime, mean, spread };
  });
}

/** Waits until the video plays: currentTime advances by a second and a frame is neither black nor flat. */
export async function expectVideoPlays(page: Page, timeout = 30_000): Promise<void> {
  let first: number | null = null;
  await expect
    .poll(
      async () => {
        const s = await videoSample(page);
        if (first === null && s.time > 0) first = s.time;
        const advanced = first !== null && s.time - first >= 1;
        return advanced && s.mean > 16 && s.spread > 8;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
}

/** The first live room card on /live (demo anchors go live at kickoff: the media service may need a while). */
export async function firstLiveRoom(page: Page) {
  await page.goto('/m/live');
  const card = page.getByTestId('room-card').first();
  await expect(card).toBeVisible({ timeout: 60_000 });
  return { card, href: (await card.getAttribute('href'))! };
}

/** Collects what the page's Content Security Policy refused (the players must run under it without any). */
export function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}
