#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when its sources changed, then runs the messaging
// service and the API (which migrates and seeds its database) and prints the one URL to open.
// Uses only Node's own modules, because it runs before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const imPort = Number(process.env.IM_PORT ?? port + 1);
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
    'packages/chat/src',
    'packages/sports/src',
    'packages/protocol/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (fs.existsSync(built) && newestMtime(built) >= newestSource) return;
  log('building the web app...');
  run(npm, ['run', 'build', '-w', '@tifo/web']);
}

// One secret shared by the API (which signs) and the messaging service (which verifies), kept across restarts.
function sharedSecret() {
  if (process.env.IM_SECRET) return process.env.IM_SECRET;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.im-secret');
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

const children = [];
let stopping = false;

function startService(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? code}); stopping everything`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(exitCode);
  let remaining = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // A service that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

installIfMissing();
buildWebIfStale();
const secret = sharedSecret();
const common = {
  DATA_DIR: dataDir,
  IM_SECRET: secret,
  IM_PORT: String(imPort),
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};

const imEntry = 'apps/im/src/main.ts';
if (fs.existsSync(path.join(root, imEntry))) {
  startService('messaging service', imEntry, common);
  await waitForPort(imPort, 30000);
} else {
  log('messaging service not present in this checkout; chat is unavailable');
}
startService('api', 'apps/api/src/main.ts', {
  ...common,
  PORT: String(port),
  IM_URL: `http://127.0.0.1:${imPort}`,
});
await waitForPort(port, 60000);
log(`ready: open http://localhost:${port}/m/  (Ctrl-C stops everything)`);
