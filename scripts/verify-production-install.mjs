#!/usr/bin/env node
// Checks that the product runs from its built files alone: builds the services and the web app here (where the
// development dependencies are), copies the repository's files and those builds to a temporary folder,
// installs there with `npm ci --omit=dev` (no TypeScript, no tsx, no esbuild, no vite), runs `npm start`
// there, and checks that every service answers on its port and that no process runs a TypeScript loader.
// Takes minutes (the install compiles better-sqlite3 when no prebuilt binary is at hand); it never touches this
// checkout's node_modules. Usage: node scripts/verify-production-install.mjs [--port 3600] [--keep]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
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
const port = Number(option('--port', '3600'));
const keep = process.argv.includes('--keep');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function log(message) {
  process.stdout.write(`[verify] ${message}\n`);
}

function run(command, args, cwd) {
  log(`${path.relative(root, cwd) || '.'}$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

// 1. The builds, here.
run(process.execPath, [path.join(root, 'scripts/build.mjs'), 'services', 'web'], root);

// 2. A copy: the files git knows (tracked, or new and not ignored) and the builds, with their times kept, so the
// copy's `npm start` finds its builds up to date. Never node_modules: the copy installs its own.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-production-'));
const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
const builds = ['apps/im/dist', 'apps/api/dist', 'apps/media/dist', 'apps/web/dist'];
log(`copying ${listed.length} files and ${builds.join(', ')} to ${copy}`);
for (const file of listed) {
  if (file.split('/').includes('node_modules')) continue;
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.cpSync(path.join(root, file), path.join(copy, file), { preserveTimestamps: true });
}
for (const dir of builds) {
  fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true, preserveTimestamps: true });
}

let start;
let failed = false;
try {
  // 3. The production install.
  run(npm, ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], copy);
  for (const tool of ['tsx', 'typescript', 'esbuild', 'vite']) {
    if (fs.existsSync(path.join(copy, 'node_modules', tool, 'package.json'))) {
      throw new Error(`${tool} was installed by npm ci --omit=dev: a production dependency pulls it in`);
    }
  }

  // 4. npm start, on ports of its own.
  const dataDir = path.join(copy, 'data');
  start = spawn(process.execPath, [path.join(copy, 'scripts/start.mjs')], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      IM_PORT: String(port + 1),
      MEDIA_HTTP_PORT: String(port + 2),
      MEDIA_RTMP_PORT: String(port + 9),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 600_000;
  while (!output.includes('[tifo] ready')) {
    if (start.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not get ready:\n${output}`);
    await sleep(500);
  }
  log('npm start is ready');
  if (/building the (services|web app)/.test(output))
    throw new Error(`npm start rebuilt something:\n${output}`);

  // 5. Every service answers, the web app is served, and no service process runs a TypeScript loader.
  const checks = [
    [`http://127.0.0.1:${port}/healthz`, 'api'],
    [`http://127.0.0.1:${port}/m/`, 'web app, served by the api'],
    [`http://127.0.0.1:${port + 1}/healthz`, 'messaging service'],
    [`http://127.0.0.1:${port + 2}/healthz`, 'media service'],
  ];
  for (const [url, name] of checks) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${name}: ${url} answered ${response.status}`);
    log(`${name}: ${url} answered ${response.status}`);
  }
  const pids = [...output.matchAll(/\[tifo\] .+ started \(pid (\d+)\)/g)].map((m) => m[1]);
  for (const pid of pids) {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    if (/tsx|--import|--loader|--experimental-strip-types|\.ts\b/.test(command)) {
      throw new Error(`pid ${pid} runs a TypeScript loader: ${command}`);
    }
    log(`pid ${pid}: ${command}`);
  }
  log('ok: the production install starts the product from its built files');
} catch (error) {
  failed = true;
  log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (start && start.exitCode === null) {
    start.kill('SIGINT');
    await new Promise((resolve) => start.once('exit', resolve));
  }
  if (keep) log(`kept ${copy}`);
  else fs.rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
