// npm run bench:room-flood [build dir ...] — a live room's page under a chat flood, on a phone-sized Chromium
// with the CPU slowed 4x (DevTools protocol): frames per second of the page (chat list and danmaku moving) and
// the video's progress, quiet and then with BENCH_FLOOD_RATE (40) messages a second, back to back on the same
// page. BENCH_FLOOD_ROUNDS rounds; with several builds (`npx vite build --outDir <dir>` in apps/web), every round
// visits each build in a rotating order, so all see the same machine load (flood-web.ts); with none, the current
// sources are built into the run's folder. Starts the whole product like `npm start` (bench/src/media/stack.ts)
// on its own ports and data folder; loopback only; stops by itself.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { devices, type Browser, type CDPSession, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signUserSig } from '@tifo/protocol/node';
import { launchBrowser } from '../media/browser';
import { startStack, type Stack } from '../media/stack';
import { waitForDemoStreams } from '../media/streams';
import { profileFlood } from './flood-profile';
import { prepareWeb } from './flood-web';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = env('PORT', 3960);
const RATE = env('BENCH_FLOOD_RATE', 40);
const SECONDS = env('BENCH_FLOOD_SECONDS', 30);
const CPU_SLOWDOWN = env('BENCH_FLOOD_CPU_SLOWDOWN', 4);
const ROUNDS = env('BENCH_FLOOD_ROUNDS', 3);
/** A folder for a trace and CPU profile of each build's first flood (flood-profile.ts). */
const PROFILE_DIR = process.env.BENCH_FLOOD_PROFILE;
/** A folder for a screenshot of each build's page at the end of its first flood. */
const SHOT_DIR = process.env.BENCH_FLOOD_SHOT;

interface FrameStats {
  frames: number;
  fps: number;
  /** Frames that took longer than two 60 Hz intervals (33 ms). */
  long: number;
  p95Ms: number;
  videoSeconds: number;
  chatLines: number;
  danmaku: number;
  /** Distinct chat messages the list showed during the window (frame-probe.js). */
  seenMessages: number;
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

const LINES = ['好球！', 'What a save', 'Vamos!', '这波进攻漂亮', 'offside?', 'GOOOL', '裁判加油', 'hahaha'];
let floodSeq = 0;

/** Posts chat messages to the room through the messaging service's admin API, as many fans would send them. */
function startFlood(stack: Stack, groupID: string, sdkAppID: number, rate: number): () => number {
  const secret = readFileSync(path.join(stack.dataDir, '.im-secret'), 'utf8').trim();
  const usersig = signUserSig({ secret, sdkAppID, userID: 'administrator', expireSeconds: 3600 });
  const url =
    `http://127.0.0.1:${stack.imPort + 1000}/im/admin/message/group?sdkappid=${sdkAppID}` +
    `&identifier=administrator&usersig=${encodeURIComponent(usersig)}`;
  let sent = 0;
  const timer = setInterval(() => {
    const n = floodSeq++;
    sent++;
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        groupID,
        from: `flood_fan_${n % 300}`,
        nick: `fan${n % 300}`,
        elements: [{ type: 'TIMTextElem', content: { text: `${LINES[n % LINES.length]} #${n}` } }],
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
  `video +${s.videoSeconds.toFixed(1)} s, ${s.seenMessages} messages shown, ${s.chatLines} chat lines ` +
  `rendered, ${s.danmaku} danmaku on screen`;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Room {
  anchorid: number;
  groupID: string;
  sdkAppID: number;
}

/** Opens the room, waits for chat and video, slows the CPU. */
async function openRoom(browser: Browser, stack: Stack, room: Room) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN' });
  await context.addInitScript({ path: FRAME_PROBE });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await page.goto(`${stack.baseUrl}/m/live-detail/${room.anchorid}`);
  await page.locator('[data-testid="room-chat"][data-joined="1"]').waitFor({ timeout: 60_000 });
  // The video plays before anything is measured (a function, not a string: the page's CSP forbids eval).
  const video = page.locator('video');
  for (let i = 0; i < 60 && (await video.evaluate((v: { currentTime: number }) => v.currentTime)) <= 1; i++)
    await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** The page as the viewer sees it, and the heights of the chat rows on screen (a one-line row is 28 px). */
async function screenshot(page: Page, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  const heights = await page
    .getByTestId('chat-line')
    .evaluateAll((rows: Array<{ offsetHeight: number }>) => rows.map((row) => row.offsetHeight));
  const counts = new Map<number, number>();
  for (const h of heights) counts.set(h, (counts.get(h) ?? 0) + 1);
  console.log(`  screenshot ${file}; chat row heights (px: rows) ${JSON.stringify([...counts])}`);
}

async function main(): Promise<void> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'tifo-bench-flood-'));
  const watchdog = setTimeout(
    () => {
      process.stderr.write('room-flood: watchdog, stopping\n');
      process.exit(2);
    },
    (300 + ROUNDS * 200) * 1000,
  );
  const web = prepareWeb(process.argv.slice(2), runDir);
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const stack = await startStack({
    port: PORT,
    imPort: PORT + 1,
    mediaHttpPort: PORT + 2,
    rtmpPort: PORT + 9,
    dataDir: path.join(runDir, 'data'),
  });
  let browser: Browser | null = null;
  const results = web.builds.map(() => ({ quiet: [] as FrameStats[], flooded: [] as FrameStats[] }));
  try {
    browser = await launchBrowser();
    await waitForDemoStreams(stack, 1, 120_000);
    const lives = await post<{ list: Array<{ id: number; anchorid: number }> }>(
      stack,
      '/api/live/getRealLives',
      {},
    );
    const live = lives.list[0];
    if (!live) throw new Error('no live room');
    const chat = await post<{ group_id: string }>(stack, '/api/live/getLiveChat', { liveid: live.id });
    const config = (
      (await (await fetch(`${stack.baseUrl}/api/config/getCommonConfig`)).json()) as {
        data: { config: { im_sdkappid: number } };
      }
    ).data;
    const room: Room = {
      anchorid: live.anchorid,
      groupID: chat.group_id,
      sdkAppID: Number(config.config.im_sdkappid),
    };
    console.log(
      `room-flood: /m/live-detail/${room.anchorid} (${room.groupID}), Pixel 7 viewport, CPU ${CPU_SLOWDOWN}x ` +
        `slower, ${SECONDS} s quiet then ${SECONDS} s at ${RATE} msgs/s, ${ROUNDS} rounds, ` +
        `builds: ${web.builds.map((b) => path.basename(b)).join(', ')}`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < web.builds.length; k++) {
        const b = (round + k) % web.builds.length;
        const name = path.basename(web.builds[b]!);
        web.use(web.builds[b]!);
        const { context, page, cdp } = await openRoom(browser, stack, room);
        try {
          const load = loadavg()[0]!.toFixed(1);
          const quiet = await measure(page, SECONDS);
          if (PROFILE_DIR && round === 0) await profileFlood(cdp, PROFILE_DIR, `${name}-quiet`, 10);
          const stop = startFlood(stack, room.groupID, room.sdkAppID, RATE);
          await page.waitForTimeout(2000);
          const flooded = await measure(page, SECONDS);
          if (PROFILE_DIR && round === 0) await profileFlood(cdp, PROFILE_DIR, `${name}-flood`, 10);
          if (SHOT_DIR && round === 0) await screenshot(page, path.join(SHOT_DIR, `${name}.png`));
          const sent = stop();
          results[b]!.quiet.push(quiet);
          results[b]!.flooded.push(flooded);
          console.log(`round ${round + 1} ${name} (load average ${load} -> ${loadavg()[0]!.toFixed(1)})`);
          console.log(`  ${line('quiet', quiet)}`);
          console.log(`  ${line(`flood ${RATE} msgs/s`, flooded)}; ${sent} messages sent`);
        } finally {
          await context.close();
        }
        // The room's backlog drains before the next visit.
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
    web.builds.forEach((dir, b) => {
      const { quiet, flooded } = results[b]!;
      const fps = (s: FrameStats[]) => s.map((x) => x.fps);
      console.log(
        `room-flood ${path.basename(dir)}: median quiet ${median(fps(quiet)).toFixed(1)} fps ` +
          `[${fps(quiet)
            .map((f) => f.toFixed(1))
            .join(', ')}], flooded ${median(fps(flooded)).toFixed(1)} fps ` +
          `[${fps(flooded)
            .map((f) => f.toFixed(1))
            .join(', ')}], flooded p95 frame ` +
          `${median(flooded.map((s) => s.p95Ms)).toFixed(1)} ms, flooded video ` +
          `+${median(flooded.map((s) => s.videoSeconds)).toFixed(1)} s  [target: >= 50 fps flooded, video plays]`,
      );
    });
  } finally {
    await browser?.close();
    await stack.stop();
    clearTimeout(watchdog);
    if (!process.env.BENCH_FLOOD_KEEP) rmSync(runDir, { recursive: true, force: true });
  }
}

await main();
