#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when its sources changed (both print progress, as
// they take minutes the first time), checks that every port is free (scripts/ports.mjs), then runs the
// messaging service, the API (which migrates and seeds its database) and the media service under a supervisor
// that restarts a service that exits (scripts/supervisor.mjs). It waits for each to listen as long as it takes,
// saying that it waits (scripts/wait-listen.mjs); a service that ends before it listened stops the start.
// Then it prints the one URL to open.
// Uses only Node's own modules, because it runs before dependencies are installed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installNeeded, recordInstall } from './install-state.mjs';
import { portProblems } from './ports.mjs';
import { createSupervisor } from './supervisor.mjs';
import { waitForListen } from './wait-listen.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const imPort = Number(process.env.IM_PORT ?? port + 1);
// The messaging service's admin API listens apart, on loopback: only the API reaches it.
const imAdminPort = Number(process.env.IM_ADMIN_PORT ?? imPort + 1000);
// The media service's ports (defaults as in apps/media/src/config.ts): HTTP for FLV, HLS, covers and WHIP
// (private: the API proxies /media to it) and RTMP ingest (public, for OBS).
const mediaHttpPort = Number(process.env.MEDIA_HTTP_PORT ?? port + 2);
const mediaRtmpPort = Number(process.env.MEDIA_RTMP_PORT ?? 1935);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function log(message) {
  process.stdout.write(`[tifo] ${message}\n`);
}

/** How often a long step says it is still running. */
const PROGRESS_EVERY_MS = 30000;

function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

// A long step (install, build) prints its own output, and a line every 30 s saying it is still running and
// how long it usually takes, so a first start never looks stuck.
async function run(label, expected, command, args) {
  log(`${label} (${expected})...`);
  const started = Date.now();
  const ticker = setInterval(
    () => log(`still ${label}: ${minutes(Date.now() - started)} so far (${expected})`),
    PROGRESS_EVERY_MS,
  );
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.once('error', () => resolve(1));
    child.once('exit', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
  clearInterval(ticker);
  if (code !== 0) {
    log(`failed: ${command} ${args.join(' ')}`);
    process.exit(code);
  }
  log(`${label}: done in ${minutes(Date.now() - started)}`);
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

async function installIfMissing() {
  if (!installNeeded(root)) return;
  await run('installing dependencies (npm ci)', 'the first time takes 3-8 minutes', npm, [
    'ci',
    '--no-audit',
    '--no-fund',
  ]);
  recordInstall(root);
}

async function buildWebIfStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/precompress.ts',
    'packages/chat/src',
    'packages/sports/src',
    'packages/protocol/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (fs.existsSync(built) && newestMtime(built) >= newestSource) return;
  await run('building the web app', 'usually 1-3 minutes', npm, ['run', 'build', '-w', '@tifo/web']);
}

// A secret shared by two services, from the environment or generated once in DATA_DIR (owner-only) and kept
// across restarts: IM_SECRET (the API signs, the messaging service verifies) and MEDIA_SECRET (the API and the
// media service sign their calls to each other).
function sharedSecret(envName, fileName) {
  if (process.env[envName]) return process.env[envName];
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

const supervisor = createSupervisor({ log });
let stopping = false;

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  void supervisor.stop().then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await installIfMissing();
// TIFO_SKIP_WEB_BUILD=1 starts without (re)building the web app (tests of the processes themselves).
if (process.env.TIFO_SKIP_WEB_BUILD !== '1') await buildWebIfStale();
const common = {
  DATA_DIR: dataDir,
  IM_SECRET: sharedSecret('IM_SECRET', '.im-secret'),
  MEDIA_SECRET: sharedSecret('MEDIA_SECRET', '.media-secret'),
  MEDIA_HTTP_PORT: String(mediaHttpPort),
  MEDIA_RTMP_PORT: String(mediaRtmpPort),
  IM_PORT: String(imPort),
  IM_ADMIN_PORT: String(imAdminPort),
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};

// The services, in start order (each waits for the previous one to listen). Adding one is one line here.
const services = [
  {
    name: 'messaging service',
    entry: 'apps/im/src/main.ts',
    port: imPort,
    ports: { IM_PORT: imPort, IM_ADMIN_PORT: imAdminPort },
    env: common,
  },
  {
    name: 'api',
    entry: 'apps/api/src/main.ts',
    port,
    ports: { PORT: port },
    hint: '; its first start migrates and seeds the database, which can take minutes on a busy machine',
    env: {
      ...common,
      PORT: String(port),
      IM_URL: `http://127.0.0.1:${imPort}`,
      MEDIA_URL: `http://127.0.0.1:${mediaHttpPort}`,
      // npm start is the demo: the sandbox payment provider runs, and its diamonds are test money (apps/api README).
      RECHARGE_PROVIDERS: process.env.RECHARGE_PROVIDERS ?? 'sandbox',
      TIFO_DEMO_SITE: process.env.TIFO_DEMO_SITE ?? '1',
    },
  },
  {
    name: 'media service',
    entry: 'apps/media/src/main.ts',
    port: mediaHttpPort,
    ports: { MEDIA_HTTP_PORT: mediaHttpPort, MEDIA_RTMP_PORT: mediaRtmpPort },
    env: { ...common, PORT: String(port), API_URL: `http://127.0.0.1:${port}` },
  },
];

const present = services.filter((service) => {
  if (fs.existsSync(path.join(root, service.entry))) return true;
  log(`${service.name} not present in this checkout; skipped`);
  return false;
});

// Every port free before anything starts: a clash stops here, naming the variable to change.
const problems = await portProblems(
  present.flatMap((service) =>
    Object.entries(service.ports).map(([variable, value]) => ({ variable, port: value })),
  ),
);
if (problems.length > 0) {
  for (const problem of problems) log(problem);
  log('not started: nothing was left running');
  process.exit(1);
}

for (const service of present) {
  if (stopping) break;
  let listening = false;
  /** @type {(how: string) => void} */
  let endedBeforeListening = () => undefined;
  const ended = new Promise((resolve) => (endedBeforeListening = resolve));
  supervisor.add({
    name: service.name,
    start: () =>
      spawn(process.execPath, ['--import', 'tsx', service.entry], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...service.env },
      }),
    // A service that ends before it ever listened cannot start (bad configuration, a port taken meanwhile):
    // restarting it would only loop, so the start stops. After it listened, the supervisor restarts it.
    onExit: (how) => {
      if (listening) return;
      endedBeforeListening(how);
      log(
        `${service.name} ${how} before it listened on port ${service.port}; stopping everything (its messages are above)`,
      );
      stop(1);
    },
  });
  try {
    await waitForListen({ name: service.name, port: service.port, log, ended, hint: service.hint ?? '' });
    listening = true;
  } catch {
    // onExit said why and is stopping everything.
    await new Promise(() => undefined);
  }
}
if (!stopping) log(`ready: open http://localhost:${port}/m/  (Ctrl-C stops everything)`);
