#!/usr/bin/env node
// How long a service of `npm start` is away after a crash: starts the product (scripts/start.mjs, or the
// command given after --), kills one service's process with SIGKILL a few times, and times each until its
// health check answers again (the supervisor's 1 s backoff included). Prints each run, the median, and the
// load average, since the figure depends on how busy the machine is.
// Usage: node scripts/measure-restart.mjs [--service api|im|media] [--runs 3] [--port 3500] [--start <script>]
// (--start: another start script, relative to the repository, e.g. an older start.mjs to compare with)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const service = option('--service', 'api');
const runs = Number(option('--runs', '3'));
const port = Number(option('--port', '3500'));
const ports = { api: port, im: port + 1, media: port + 2 };
const names = { api: 'api', im: 'messaging service', media: 'media service' };
const health = { api: '/healthz', im: '/healthz', media: '/healthz' };
if (!(service in ports)) throw new Error(`--service must be api, im or media, not ${service}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-restart-'));
const startScript = path.join(root, option('--start', 'scripts/start.mjs'));
const start = spawn(process.execPath, [startScript], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    MEDIA_RTMP_PORT: String(port + 9),
    MEDIA_DEMO_POLL_MS: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TIFO_SKIP_WEB_BUILD: '1',
  },
});
let output = '';
start.stdout.on('data', (chunk) => (output += chunk));
start.stderr.on('data', (chunk) => (output += chunk));

const lastPid = () => {
  const all = [...output.matchAll(new RegExp(`\\[tifo\\] ${names[service]} started \\(pid (\\d+)\\)`, 'g'))];
  return Number(all.at(-1)?.[1] ?? 0);
};
const answers = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${ports[service]}${health[service]}`)).ok;
  } catch {
    return false;
  }
};

try {
  const deadline = Date.now() + 600_000;
  while (!output.includes('[tifo] ready')) {
    if (start.exitCode !== null || Date.now() > deadline)
      throw new Error(`the product did not start:\n${output}`);
    await sleep(200);
  }
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    // The supervisor's backoff starts again at 1 s after a run of a minute; shorter runs would double it.
    if (run > 1) await sleep(61_000);
    const pid = lastPid();
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    while (lastPid() === pid || !(await answers())) await sleep(50);
    const seconds = (Date.now() - killedAt) / 1000;
    times.push(seconds);
    console.log(
      `run ${run}: ${service} answered again ${seconds.toFixed(1)} s after SIGKILL (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `median ${times[Math.floor(times.length / 2)].toFixed(1)} s over ${runs} runs; ${os.cpus().length} cores`,
  );
} finally {
  start.kill('SIGINT');
  await new Promise((resolve) => start.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
