// npm run bench:media — the product as `npm start` runs it (8 demo anchors live), measured from outside:
// 1. glass-to-glass latency in Chromium, HTTP-FLV (mpegts.js) and HLS (hls.js), from a wall-clock time drawn in
//    every frame of an RTMP push to the moment the page presents that frame;
// 2. time to first frame on /live-detail/:id;
// 3. media service CPU per 100 FLV and per 100 HLS viewers, minus its idle CPU with the 8 streams, beside
//    Debian's nginx serving the same HLS files in the same run.
// Bounded: a watchdog ends the run after BENCH_MEDIA_MAX_S seconds whatever happens.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { percentile } from '../im/stats';
import { createBenchAnchor } from './anchor';
import { launchBrowser, measureFirstFrame, measureLatency, type LatencyRun, type Timings } from './browser';
import { pushClock, stopPush } from './clock-stream';
import { measureServing } from './serving';
import { startStack, type Stack } from './stack';
import { waitForDemoStreams } from './streams';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = env('PORT', 3900);
const PARTS = (process.env.BENCH_MEDIA_PARTS ?? 'latency,ttff,cpu').split(',');
const DEMO_STREAMS = env('BENCH_MEDIA_STREAMS', 8);
const LATENCY_MS = env('BENCH_MEDIA_LATENCY_S', 20) * 1000;
const TTFF_RUNS = env('BENCH_MEDIA_TTFF_RUNS', 5);
const VIEWERS = env('BENCH_MEDIA_VIEWERS', 100);
const CPU_WINDOW_MS = env('BENCH_MEDIA_CPU_S', 12) * 1000;
const MAX_MS = env('BENCH_MEDIA_MAX_S', 480) * 1000;

const runDir = path.join(path.resolve(process.env.DATA_DIR ?? '/tmp/tifo-bench-media'), `run-${Date.now()}`);
let stack: Stack | null = null;

async function cleanup(): Promise<void> {
  await stack?.stop();
  if (process.env.BENCH_MEDIA_KEEP !== '1') rmSync(runDir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`bench:media: over ${MAX_MS / 1000} s, stopping`);
  void cleanup().finally(() => process.exit(1));
}, MAX_MS);

const ms = (v: number) => `${Math.round(v)} ms`;
function latencyLine(r: LatencyRun, target: number): string {
  const l = r.latenciesMs;
  const p50 = percentile(l, 50);
  return (
    `latency ${r.engine}: p50 ${ms(p50)}, p90 ${ms(percentile(l, 90))}, min ${ms(Math.min(...l))}, ` +
    `max ${ms(Math.max(...l))} over ${l.length} frames (${r.misreads} of ${r.frames} frames unreadable) ` +
    `[target p50 <= ${target} ms: ${p50 <= target ? 'met' : 'MISSED'}]`
  );
}

try {
  const started = Date.now();
  stack = await startStack({
    port: PORT,
    imPort: env('IM_PORT', PORT + 1),
    mediaHttpPort: env('MEDIA_HTTP_PORT', PORT + 2),
    rtmpPort: env('MEDIA_RTMP_PORT', 19390),
    dataDir: runDir,
  });
  const demo = await waitForDemoStreams(stack, DEMO_STREAMS, 120_000);
  console.log(
    `stack up in ${((Date.now() - started) / 1000).toFixed(0)} s; ${demo.length} demo streams live: ${demo.join(', ')}`,
  );

  if (PARTS.includes('latency') || PARTS.includes('ttff')) {
    const anchor = await createBenchAnchor(stack);
    const push = pushClock(stack.rtmpPort, anchor.streamKey);
    const browser = await launchBrowser();
    try {
      await waitForDemoStreams(stack, DEMO_STREAMS + 1, 30_000);
      const pageUrl = `${stack.baseUrl}/m/live-detail/${anchor.uid}`;
      if (PARTS.includes('latency')) {
        console.log(latencyLine(await measureLatency(browser, pageUrl, 'flv', 5000, LATENCY_MS), 1500));
        console.log(latencyLine(await measureLatency(browser, pageUrl, 'hls', 5000, LATENCY_MS), 4000));
      }
      if (PARTS.includes('ttff')) {
        const runs = await measureFirstFrame(browser, pageUrl, TTFF_RUNS);
        const cold = runs.map((r) => r.coldMs);
        const warm = runs.map((r) => r.warmMs);
        console.log(
          `first frame on /live-detail (${runs[0]?.engine}), ${runs.length} runs: cold profile p50 ${ms(percentile(cold, 50))} ` +
            `[${cold.map(ms).join(', ')}], warm cache p50 ${ms(percentile(warm, 50))} [${warm.map(ms).join(', ')}] ` +
            `[target p50 <= 1000 ms: ${percentile(cold, 50) <= 1000 ? 'met' : 'MISSED'} cold, ` +
            `${percentile(warm, 50) <= 1000 ? 'met' : 'MISSED'} warm]`,
        );
        // Where the time goes, median of each milestone (ms since navigation start).
        for (const which of ['cold', 'warm'] as const) {
          const keys = Object.keys(runs[0]![which]) as Array<keyof Timings>;
          const parts = keys.map(
            (k) =>
              `${k} ${Math.round(
                percentile(
                  runs.map((r) => r[which][k] ?? NaN),
                  50,
                ),
              )}`,
          );
          console.log(`  ${which} milestones (median ms): ${parts.join(', ')}`);
        }
      }
    } finally {
      await browser.close();
      await stopPush(push);
    }
  }

  if (PARTS.includes('cpu')) {
    await waitForDemoStreams(stack, DEMO_STREAMS, 30_000, true);
    for (const line of await measureServing(stack, demo, VIEWERS, CPU_WINDOW_MS)) console.log(line);
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`bench:media failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
process.exit(process.exitCode ?? 0);
