// npm run bench:score — getDateMatch for a day with 300 matches under load, against /healthz in the same run.
// The API runs in a child process (so the load generator does not share its event loop) on a fresh SQLite
// database seeded with the real catalog; the bench day is topped up to 300 matches with generated friendlies
// between real clubs that have no match that day, and the engine clock is set to that afternoon so about a
// third of the matches are live (their states are derived per request second, as in production).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const BENCH_DAY = '2026-11-21';
const ENGINE_START = `${BENCH_DAY}T15:30:00Z`;
const TARGET = 300;
const BUDGET_P99_MS = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

async function serve(): Promise<void> {
  const { buildApp, createContext, loadConfig } = await import('../../apps/api/src/index');
  const { seedSports } = await import('../../apps/api/src/modules/sports/seed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-bench-score-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ENGINE_START, NODE_ENV: 'production' });
  const ctx = await createContext(config);
  const { catalog } = await seedSports(ctx.db, { now: Date.parse(ENGINE_START), seed: config.sports.seed });
  const from = Date.parse(`${BENCH_DAY}T00:00:00Z`) / 1000;
  const onDay = catalog.matches.filter((m) => m.time >= from && m.time < from + 86400);
  const busy = new Set(onDay.flatMap((m) => [m.home_id, m.away_id]));
  const free = catalog.teams.filter((t) => t.sport_id === 1 && !busy.has(t.id));
  const seasonOf = new Map(catalog.seasons.map((s) => [s.competition_id, s.id]));
  const extra = [];
  for (let i = 0; onDay.length + extra.length < TARGET && 2 * i + 1 < free.length; i++) {
    const [home, away] = [free[2 * i]!, free[2 * i + 1]!];
    extra.push({
      id: 2_100_000_000 + i,
      sport_id: 1,
      competition_id: home.competition_id,
      season_id: seasonOf.get(home.competition_id)!,
      round: 'Friendly',
      time: from + 11 * 3600 + (i % 40) * 900,
      home_id: home.id,
      away_id: away.id,
      source: 'generated',
    });
  }
  for (let i = 0; i < extra.length; i += 200)
    await ctx.db.kysely
      .insertInto('sports_matches')
      .values(extra.slice(i, i + 200))
      .execute();
  const app = await buildApp(ctx, { serveWeb: false, proxyIm: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} ${onDay.length + extra.length}\n`);
  process.on('SIGTERM', () => {
    // Exit even if a keep-alive socket holds the close up.
    setTimeout(() => process.exit(0), 3000).unref();
    void app
      .close()
      .then(() => ctx.db.close())
      .then(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number; matches: number }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), matches: Number(m[2]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  const body = JSON.stringify({ date: BENCH_DAY, tz: 0 });
  const check = await fetch(`${base}/api/race/getDateMatch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const day = (await check.json()) as {
    data: { total: number; list: Array<{ status: number; sport_id: number }> };
  };
  const live = day.data.list.filter((m) => m.status > 1 && m.status < (m.sport_id === 2 ? 10 : 8)).length;
  console.log(
    `bench:score — ${day.data.total} matches on ${BENCH_DAY} (${live} live), ${CONNECTIONS} connections, ${DURATION}s each`,
  );

  // Browsers send accept-encoding: gzip; the plain run shows the cost for a client that does not.
  const run = async (
    label: string,
    options: { url: string; method?: 'GET' | 'POST'; body?: string },
    gzip = true,
  ) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
    };
    // A short warm-up, then the measured run.
    await autocannon({ ...options, headers, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({ ...options, headers, connections: CONNECTIONS, duration: DURATION });
    console.log(
      `${label.padEnd(22)} req/s ${r.requests.average.toFixed(0).padStart(6)}  p50 ${r.latency.p50} ms  p90 ${r.latency.p90} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  errors ${r.errors + r.non2xx + r.timeouts}`,
    );
    return r;
  };
  const baseline = await run('baseline GET /healthz', { url: `${base}/healthz` });
  const score = await run('POST getDateMatch gzip', {
    url: `${base}/api/race/getDateMatch`,
    method: 'POST',
    body,
  });
  const plain = await run(
    'POST getDateMatch plain',
    { url: `${base}/api/race/getDateMatch`, method: 'POST', body },
    false,
  );
  child.kill('SIGTERM');
  console.log(
    `plain (no gzip) p99 ${plain.latency.p99} ms, ${(plain.latency.p99 / Math.max(1, baseline.latency.p99)).toFixed(2)} x baseline`,
  );
  const ratio = score.latency.p99 / Math.max(1, baseline.latency.p99);
  const pass =
    score.latency.p99 <= BUDGET_P99_MS && day.data.total >= TARGET && score.errors + score.non2xx === 0;
  console.log(
    `p99 ratio getDateMatch (gzip) / healthz: ${ratio.toFixed(2)}; budget p99 <= ${BUDGET_P99_MS} ms: ${pass ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = pass ? 0 : 1;
}

if (process.argv[2] === 'serve') await serve();
else await main();
