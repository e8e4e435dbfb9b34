#!/usr/bin/env node
// `npm start`: installs what is missing, builds the services and the web app when their sources changed (both
// print progress; the web app takes minutes the first time), checks that every port is free
// (scripts/ports.mjs), then runs the messaging service, the API (which migrates and seeds its database) and the
// media service from their built bundles, plain `node apps/<app>/dist/main.js` (scripts/services.mjs), under a
// supervisor that restarts a service that exits (scripts/supervisor.mjs). It waits for each to listen as long
// as it takes, saying that it waits (scripts/wait-listen.mjs); a service that ends before it listened stops the
// start. Then it prints the one URL to open.
// Uses only Node's own modules, because it runs before dependencies are installed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_OUTPUTS, staleServices } from './build/stale-services.mjs';
import { webStaleReason } from './build/web.mjs';
import { installNeeded, recordInstall } from './install-state.mjs';
import { portProblems } from './ports.mjs';
import { productServices, serviceCommand } from './services.mjs';
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

async function installIfMissing() {
  if (!installNeeded(root)) return;
  await run('installing dependencies (npm ci)', 'the first time takes 3-8 minutes', npm, [
    'ci',
    '--no-audit',
    '--no-fund',
  ]);
  recordInstall(root);
}

/**
 * Whether a build tool is installed: an install without development dependencies (`npm ci --omit=dev`) has
 * none, and runs the built files it was given even if a source looks newer (a copy or a checkout renews times).
 */
function hasBuildTool(name) {
  return fs.existsSync(path.join(root, 'node_modules', name, 'package.json'));
}

/**
 * Builds `label` when `reasons` say it is stale, with `tool` installed; without the tool, starts from the files
 * already built when there are any (saying so), and stops when there are none.
 */
async function buildIfStale(label, expected, reasons, tool, args, built) {
  if (reasons.length === 0) return;
  if (!hasBuildTool(tool)) {
    if (built()) {
      log(
        `${label}: ${reasons.join('; ')}, but ${tool} is not installed (a production install): using the files built before`,
      );
      return;
    }
    log(
      `${label}: ${reasons.join('; ')}, and ${tool} is not installed: run \`npm run build\` where the development dependencies are, then copy the result`,
    );
    process.exit(1);
  }
  log(`${label}: ${reasons.join('; ')}`);
  await run(label, expected, process.execPath, args);
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

const services = productServices({
  port,
  imPort,
  imAdminPort,
  mediaHttpPort,
  mediaRtmpPort,
  common,
  env: process.env,
});

const present = services.filter((service) => {
  const app = path.join(root, 'apps', service.app);
  if (fs.existsSync(path.join(app, 'src/main.ts')) || fs.existsSync(path.join(app, 'dist/main.js')))
    return true;
  log(`${service.name} not present in this checkout; skipped`);
  return false;
});

const staleApps = staleServices(
  root,
  present.map((service) => service.app),
);
await buildIfStale(
  'building the services',
  'a few seconds each',
  staleApps.map(({ app, reason }) => `apps/${app}: ${reason}`),
  'esbuild',
  [path.join(root, 'scripts/build.mjs'), 'services'],
  () =>
    present.every((service) =>
      SERVICE_OUTPUTS.every((file) => fs.existsSync(path.join(root, 'apps', service.app, 'dist', file))),
    ),
);
// TIFO_SKIP_WEB_BUILD=1 starts without (re)building the web app (tests of the processes themselves).
if (process.env.TIFO_SKIP_WEB_BUILD !== '1') {
  const reason = webStaleReason(root);
  await buildIfStale(
    'building the web app',
    'usually 1-3 minutes',
    reason ? [`apps/web: ${reason}`] : [],
    'vite',
    [path.join(root, 'scripts/build.mjs'), 'web'],
    () => fs.existsSync(path.join(root, 'apps/web/dist/index.html')),
  );
}

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
    start: () => {
      const { command, args } = serviceCommand(root, service.entry);
      return spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...service.env } });
    },
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
