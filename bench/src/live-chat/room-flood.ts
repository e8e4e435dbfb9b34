// npm run bench:room-flood — a live room's page under a chat flood, on a phone-sized Chromium with the CPU
// slowed 4x (DevTools protocol): frames per second of the page (chat list and danmaku moving) and the video's
// progress, quiet and then with BENCH_FLOOD_RATE (40) messages a second, in the same run. Starts the whole
// product like `npm start` (bench/src/media/stack.ts) on its own ports; loopback only; stops by itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signUserSig } from '@tifo/protocol/node';
import { launchBrowser } from '../media/browser';
import { startStack, type Stack } from '../media/stack';
import { waitForDemoStreams } from '../media/streams';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = env('PORT', 3960);
const RATE = env('BENCH_FLOOD_RATE', 40);
const SECONDS = env('BENCH_FLOOD_SECONDS', 30);
const CPU_SLOWDOWN = env('BENCH_FLOOD_CPU_SLOWDOWN', 4);

interface FrameStats {
  frames: number;
  fps: number;
  /** Frames that took longer than two 60 Hz intervals (33 ms). */
  long: number;
  p95Ms: number;
  videoSeconds: number;
  chatLines: number;
  danmaku: number;
}

async function post<T>(stack: Stack, url: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${stack.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 0) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

/** Posts chat messages to the room through the messaging service's admin API, as many fans would send them. */
function startFlood(stack: Stack, groupID: string, sdkAppID: number, rate: number): () => number {
  const secret = readFileSync(path.join(stack.dataDir, '.im-secret'), 'utf8').trim();
  const usersig = signUserSig({ secret, sdkAppID, userID: 'administrator', expireSeconds: 3600 });
  const url =
    `http://127.0.0.1:${stack.imPort + 1000}/im/admin/message/group?sdkappid=${sdkAppID}` +
    `&identifier=administrator&usersig=${encodeURIComponent(usersig)}`;
  let sent = 0;
  const lines = [
    '好球！',
    'What a save',
    'Vamos!',
    '这波进攻漂亮',
    'offside?',
    'GOOOL',
    '裁判加油',
    'hahaha',
  ];
  const timer = setInterval(() => {
    const n = sent++;
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        groupID,
        from: `flood_fan_${n % 300}`,
        nick: `fan${n % 300}`,
        elements: [{ type: 'TIMTextElem', content: { text: `${lines[n % lines.length]} #${n}` } }],
      }),
    }).catch(() => undefined);
  }, 1000 / rate);
  return () => {
    clearInterval(timer);
    return sent;
  };
}

const FRAME_PROBE = fileURLToPath(new URL('./frame-probe.js', import.meta.url));

/** Counts the page's animation frames for `seconds` (frame-probe.js). */
function measure(page: Page, seconds: number): Promise<FrameStats> {
  return page.evaluate(
    (ms) =>
      (globalThis as unknown as { __measureFrames(ms: number): Promise<FrameStats> }).__measureFrames(ms),
    seconds * 1000,
  );
}

const line = (label: string, s: FrameStats) =>
  `${label}: ${s.fps.toFixed(1)} fps (${s.frames} frames), ${s.long} over 33 ms, p95 ${s.p95Ms.toFixed(1)} ms, ` +
  `video +${s.videoSeconds.toFixed(1)} s, ${s.chatLines} chat lines rendered, ${s.danmaku} danmaku on screen`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-bench-flood-'));
  const watchdog = setTimeout(() => {
    process.stderr.write('room-flood: watchdog, stopping\n');
    process.exit(2);
  }, 600_000);
  const stack = await startStack({
    port: PORT,
    imPort: PORT + 1,
    mediaHttpPort: PORT + 2,
    rtmpPort: PORT + 9,
    dataDir,
  });
  const browser = await launchBrowser();
  try {
    await waitForDemoStreams(stack, 1, 120_000);
    const lives = await post<{ list: Array<{ id: number; anchorid: number }> }>(
      stack,
      '/api/live/getRealLives',
      {},
    );
    const room = lives.list[0];
    if (!room) throw new Error('no live room');
    const chat = await post<{ group_id: string }>(stack, '/api/live/getLiveChat', { liveid: room.id });
    const config = (
      (await (await fetch(`${stack.baseUrl}/api/config/getCommonConfig`)).json()) as {
        data: { config: { im_sdkappid: number } };
      }
    ).data;

    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN' });
    await context.addInitScript({ path: FRAME_PROBE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${stack.baseUrl}/m/live-detail/${room.anchorid}`);
    await page.getByTestId('room-chat').waitFor({ timeout: 60_000 });
    // The video plays before anything is measured (a function, not a string: the page's CSP forbids eval).
    const video = page.locator('video');
    for (
      let i = 0;
      i < 60 && (await video.evaluate((v: { currentTime: number }) => v.currentTime)) <= 1;
      i++
    ) {
      await page.waitForTimeout(1000);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    console.log(
      `room-flood: /m/live-detail/${room.anchorid} (${chat.group_id}), Pixel 7 viewport, CPU ${CPU_SLOWDOWN}x slower, ` +
        `${SECONDS} s each, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const quiet = await measure(page, SECONDS);
    console.log(line('quiet', quiet));
    const stop = startFlood(stack, chat.group_id, Number(config.config.im_sdkappid), RATE);
    await page.waitForTimeout(2000);
    const flooded = await measure(page, SECONDS);
    const sent = stop();
    console.log(line(`flood ${RATE} msgs/s`, flooded) + `; ${sent} messages sent`);
    console.log(
      `room-flood: flooded/quiet fps ${(flooded.fps / quiet.fps).toFixed(2)}  [target: >= 50 fps flooded, video plays]`,
    );
  } finally {
    await browser.close();
    await stack.stop();
    clearTimeout(watchdog);
    if (!process.env.BENCH_FLOOD_KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
