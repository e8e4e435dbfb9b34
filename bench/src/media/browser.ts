// Chromium (Debian's, through Playwright; never a downloaded browser) on the product's /live-detail/:id page,
// with page-probe.js installed at document start: glass-to-glass latency and time to first frame.
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('./page-probe.js', import.meta.url));

/** What page-probe.js collects. */
interface ProbeState {
  firstFrameMs: number | null;
  frames: number;
  samples: Array<{ at: number; latencyMs: number }>;
  misreads: number;
  engine: string | null;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** An Android phone (the product's MSE path: HTTP-FLV through mpegts.js, or hls.js with ?player=hls). */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    locale: 'zh-CN',
  });
  await context.addInitScript({ path: PROBE });
  return context;
}

/**
 * BENCH_MEDIA_RTT_MS: Chromium's network emulation adds this latency to every request of the page (a phone
 * network's round trip; loopback has none, so the bench alone cannot show what a request chain costs there).
 */
async function emulateRtt(context: BrowserContext, page: Page): Promise<void> {
  const latency = Number(process.env.BENCH_MEDIA_RTT_MS ?? 0);
  if (!latency) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

const probeOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __benchProbe: ProbeState }).__benchProbe);

async function waitForProbe(
  page: Page,
  ready: (p: ProbeState) => boolean,
  timeoutMs: number,
): Promise<ProbeState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const p = await probeOf(page);
    if (ready(p)) return p;
    if (Date.now() > until)
      throw new Error(
        `page probe not ready in ${timeoutMs} ms: ${JSON.stringify({ ...p, samples: p.samples.length })}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Latency samples of one engine: one per presented frame whose clock bar read cleanly. */
export interface LatencyRun {
  engine: string;
  latenciesMs: number[];
  frames: number;
  misreads: number;
}

/**
 * Opens the room with `engine` ('flv' is the product's default on MSE browsers; 'hls' forces hls.js), lets the
 * player settle for `warmupMs` after its first clean frame, then keeps every frame's latency for `windowMs`.
 */
export async function measureLatency(
  browser: Browser,
  pageUrl: string,
  engine: 'flv' | 'hls',
  warmupMs: number,
  windowMs: number,
): Promise<LatencyRun> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${pageUrl}?player=${engine}`);
    await waitForProbe(page, (p) => p.samples.length > 0, 30_000);
    await page.waitForTimeout(warmupMs);
    const start = Date.now();
    await page.waitForTimeout(windowMs);
    const p = await probeOf(page);
    const kept = p.samples.filter((s) => s.at >= start).map((s) => s.latencyMs);
    return { engine: p.engine ?? '?', latenciesMs: kept, frames: p.frames, misreads: p.misreads };
  } finally {
    await context.close();
  }
}

/** Milestones of a visit, ms since navigation start (page-probe.js __benchTimings). */
export type Timings = Record<
  | 'domContentLoaded'
  | 'lastScript'
  | 'screenCode'
  // The player library's chunk (mpegts.js or hls.js): asked and loaded.
  | 'playerCodeAsked'
  | 'playerCode'
  | 'pageDataAsked'
  | 'pageData'
  | 'video'
  | 'streamRequest'
  | 'streamHeaders'
  | 'firstFrame'
  // Resource requests started before the first frame: all, scripts, style sheets.
  | 'requests'
  | 'scriptRequests'
  | 'styleRequests',
  number | null
>;

const timingsOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __benchTimings: () => Timings }).__benchTimings());

/** Time to first frame of one visit: ms from navigation start to the first presented video frame. */
export interface FirstFrameRun {
  coldMs: number;
  cold: Timings;
  warm: Timings;
  /** The same page opened again in the same browser profile (its HTTP cache holds the app's files). */
  warmMs: number;
  engine: string;
}

/** Each run: a fresh browser profile (empty cache) opens the room, then opens it again. */
export async function measureFirstFrame(
  browser: Browser,
  pageUrl: string,
  runs: number,
): Promise<FirstFrameRun[]> {
  const out: FirstFrameRun[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await phoneContext(browser);
    try {
      const page = await context.newPage();
      await emulateRtt(context, page);
      await page.goto(pageUrl);
      const cold = await waitForProbe(page, (p) => p.firstFrameMs !== null, 20_000);
      const coldTimings = await timingsOf(page);
      await page.goto('about:blank');
      await page.goto(pageUrl);
      const warm = await waitForProbe(page, (p) => p.firstFrameMs !== null, 20_000);
      out.push({
        coldMs: cold.firstFrameMs!,
        warmMs: warm.firstFrameMs!,
        engine: warm.engine ?? '?',
        cold: coldTimings,
        warm: await timingsOf(page),
      });
    } finally {
      await context.close();
    }
  }
  return out;
}
