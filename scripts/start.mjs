#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when its sources changed, then runs the messaging
// service and the API (which migrates and seeds its database) under a supervisor that restarts a service that
// exits (scripts/supervisor.mjs), and prints the one URL to open.
// Uses only Node's own modules, because it runs before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor } from './supervisor.mjs';

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

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    log(`failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
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

function installIfMissing() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && newestMtime(marker) >= newestMtime(lock)) return;
  log('installing dependencies (npm ci)...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

function buildWebIfStale() {
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
  log('building the web app...');
  run(npm, ['run', 'build', '-w', '@tifo/web']);
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

function waitForPort(targetPort, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(targetPort, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${targetPort}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
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

installIfMissing();
// TIFO_SKIP_WEB_BUILD=1 starts without (re)building the web app (tests of the processes themselves).
if (process.env.TIFO_SKIP_WEB_BUILD !== '1') buildWebIfStale();
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
  { name: 'messaging service', entry: 'apps/im/src/main.ts', port: imPort, env: common },
  {
    name: 'api',
    entry: 'apps/api/src/main.ts',
    port,
    env: {
      ...common,
      PORT: String(port),
      IM_URL: `http://127.0.0.1:${imPort}`,
      MEDIA_URL: `http://127.0.0.1:${mediaHttpPort}`,
    },
  },
  {
    name: 'media service',
    entry: 'apps/media/src/main.ts',
    port: mediaHttpPort,
    env: { ...common, PORT: String(port), API_URL: `http://127.0.0.1:${port}` },
  },
];

for (const service of services) {
  if (!fs.existsSync(path.join(root, service.entry))) {
    log(`${service.name} not present in this checkout; skipped`);
    continue;
  }
  supervisor.add({
    name: service.name,
    start: () =>
      spawn(process.execPath, ['--import', 'tsx', service.entry], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...service.env },
      }),
  });
  try {
    await waitForPort(service.port, 60000);
  } catch (error) {
    log(`${service.name} did not listen on port ${service.port}: ${error.message}; stopping everything`);
    stop(1);
    await new Promise(() => undefined);
  }
}
if (!stopping) log(`ready: open http://localhost:${port}/m/  (Ctrl-C stops everything)`);
