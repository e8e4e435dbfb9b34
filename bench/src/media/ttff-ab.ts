// Time to first frame of two or more builds of the web app, interleaved in one running stack, so that every
// build sees the same machine load (on the shared machine, separate bench:media runs minutes apart differ by
// more than the change being measured). Usage:
//   npx tsx bench/src/media/ttff-ab.ts <build dir> <build dir> [...]   (e.g. `npx vite build --outDir <dir>`)
// The builds' hashed assets are merged into one folder the API serves; before each visit, that build's pages
// (index.html, the route pages, their .br/.gz) are put in place; a page a build lacks is removed, so the API
// answers with index.html as for a build without it. Visits alternate build by build, in a rotating order;
// each visit is a fresh profile (cold) and then the same page again (warm), as in bench:media.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { percentile } from '../im/stats';
import { createBenchAnchor } from './anchor';
import { launchBrowser, measureFirstFrame, type FirstFrameRun, type Timings } from './browser';
import { pushClock, stopPush } from './clock-stream';
import { startStack, type Stack } from './stack';
import { waitForDemoStreams } from './streams';

const builds = process.argv.slice(2).map((d) => path.resolve(d));
if (builds.length < 2) throw new Error('usage: ttff-ab.ts <build dir> <build dir> [...]');
const ROUNDS = Number(process.env.BENCH_MEDIA_TTFF_RUNS ?? 6);
const PORT = Number(process.env.PORT ?? 3900);
const runDir = path.join(path.resolve(process.env.DATA_DIR ?? '/tmp/tifo-bench-media'), `ab-${Date.now()}`);
const served = path.join(runDir, 'web');

/** Top-level files of a build: its pages and what the API reads beside them. */
const pagesOf = (dir: string) => readdirSync(dir).filter((f) => f !== 'assets');

function merge(): void {
  mkdirSync(path.join(served, 'assets'), { recursive: true });
  for (const dir of builds)
    cpSync(path.join(dir, 'assets'), path.join(served, 'assets'), { recursive: true });
  // The union of route-pages.json files is the same list in every build of one source; take the first found.
  const withPages = builds.find((d) => existsSync(path.join(d, 'route-pages.json')));
  if (withPages) cpSync(path.join(withPages, 'route-pages.json'), path.join(served, 'route-pages.json'));
}

function use(dir: string): void {
  const keep = new Set(pagesOf(dir));
  for (const f of pagesOf(served)) if (f !== 'route-pages.json' && !keep.has(f)) rmSync(path.join(served, f));
  for (const f of keep) if (f !== 'route-pages.json') cpSync(path.join(dir, f), path.join(served, f));
}

const ms = (v: number) => `${Math.round(v)}`;
let stack: Stack | null = null;
try {
  merge();
  use(builds[0]!);
  process.env.WEB_DIST = served;
  process.env.TIFO_SKIP_WEB_BUILD = '1';
  stack = await startStack({
    port: PORT,
    imPort: PORT + 1,
    mediaHttpPort: PORT + 2,
    rtmpPort: Number(process.env.MEDIA_RTMP_PORT ?? 19390),
    dataDir: runDir,
  });
  await waitForDemoStreams(stack, 8, 120_000);
  const anchor = await createBenchAnchor(stack);
  const push = pushClock(stack.rtmpPort, anchor.streamKey);
  const browser = await launchBrowser();
  const results = builds.map(() => [] as FirstFrameRun[]);
  try {
    await waitForDemoStreams(stack, 9, 30_000);
    const pageUrl = `${stack.baseUrl}/m/live-detail/${anchor.uid}`;
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < builds.length; k++) {
        const b = (round + k) % builds.length;
        use(builds[b]!);
        const [run] = await measureFirstFrame(browser, pageUrl, 1);
        results[b]!.push(run!);
        console.log(
          `round ${round + 1} ${path.basename(builds[b]!)}: cold ${run!.coldMs} ms, warm ${run!.warmMs} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await stopPush(push);
  }
  builds.forEach((dir, b) => {
    const runs = results[b]!;
    const cold = runs.map((r) => r.coldMs);
    const warm = runs.map((r) => r.warmMs);
    console.log(
      `${path.basename(dir)}: cold p50 ${ms(percentile(cold, 50))} [${cold.map(ms).join(', ')}], ` +
        `warm p50 ${ms(percentile(warm, 50))} [${warm.map(ms).join(', ')}]`,
    );
    for (const which of ['cold', 'warm'] as const) {
      const keys = Object.keys(runs[0]![which]) as Array<keyof Timings>;
      const parts = keys.map(
        (k) =>
          `${k} ${ms(
            percentile(
              runs.map((r) => r[which][k] ?? NaN),
              50,
            ),
          )}`,
      );
      console.log(`  ${which} milestones (median ms): ${parts.join(', ')}`);
    }
  });
} finally {
  await stack?.stop();
  if (process.env.BENCH_MEDIA_KEEP !== '1') rmSync(runDir, { recursive: true, force: true });
}
process.exit(0);
