#!/usr/bin/env node
// `npm run build`: everything the product runs from, each part only when its sources changed since its last
// build (scripts/build/freshness.mjs), with a line per part:
//   services  apps/{im,api,media}/dist/main.js, one bundle each (scripts/build/service.mjs), for `npm start`
//   web       apps/web/dist, the web app the API serves under /m/ (vite build)
//   packages  packages/*/dist, each package's built files and types (scripts/build/package.mjs; the chat SDK
//             keeps its own build, packages/chat/build/build.mjs, which also makes its npm package)
// Usage: node scripts/build.mjs [services] [web] [packages] [--force]   (no part named: all three)
// `npm start` runs the services and web parts itself when they are stale; the packages are not needed to run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { newestMtime, staleReason } from './build/freshness.mjs';
import { staleServices, SERVICE_APPS } from './build/stale-services.mjs';
import { webStaleReason } from './build/web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const PARTS = ['services', 'web', 'packages'];
const unknown = named.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`[build] unknown part ${unknown.join(', ')}: name services, web or packages`);
  process.exit(2);
}
const parts = named.length > 0 ? named : PARTS;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The library packages built by scripts/build/package.mjs (the chat SDK has its own build). */
const LIBRARY_PACKAGES = ['protocol', 'sports', 'api-contract', 'media-contract'];

function log(message) {
  process.stdout.write(`[build] ${message}\n`);
}

/** Runs a command with its output shown; rejects when it fails. */
function run(command, args, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Builds `label` when `reason` (why it is stale) is not null, timing it. */
async function step(label, reason, work) {
  if (!force && reason === null) {
    log(`${label}: up to date`);
    return;
  }
  log(`${label}: building (${force ? 'forced' : reason})`);
  const started = Date.now();
  await work();
  log(`${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (parts.includes('services')) {
  // Imported here: esbuild is a development dependency, and the other parts do not need it.
  const { buildService } = await import('./build/service.mjs');
  // A checkout without one of the services (a partial copy) builds the others.
  const present = SERVICE_APPS.filter((app) => fs.existsSync(path.join(root, 'apps', app, 'src/main.ts')));
  const stale = new Map(staleServices(root, present).map(({ app, reason }) => [app, reason]));
  for (const app of present) {
    await step(`apps/${app}`, stale.get(app) ?? null, () => buildService(root, app));
  }
}

if (parts.includes('web')) {
  await step('apps/web', webStaleReason(root), () => run(npm, ['run', 'build', '-w', '@tifo/web']));
}

if (parts.includes('packages')) {
  // The declarations take most of the time (a TypeScript program per package): the packages build side by side.
  await Promise.all(
    LIBRARY_PACKAGES.map((name) => {
      const dir = path.join(root, 'packages', name);
      return step(
        `packages/${name}`,
        staleReason(root, path.join(dir, 'dist'), ['index.js', 'index.d.ts']),
        () => run(npm, ['run', 'build', '--silent'], dir),
      );
    }),
  );
  // The chat SDK's build records no inputs: it is stale when its sources or its protocol's are newer.
  const chatBuilt = newestMtime(path.join(root, 'packages/chat/dist/index.d.ts'));
  const chatSources = Math.max(
    ...['packages/chat/src', 'packages/chat/build', 'packages/protocol/src', 'packages/chat/README.md'].map(
      (p) => newestMtime(path.join(root, p)),
    ),
  );
  const chatReason = chatBuilt === 0 ? 'never built' : chatBuilt < chatSources ? 'sources changed' : null;
  await step('packages/chat', chatReason, () =>
    run(npm, ['run', 'build', '--silent'], path.join(root, 'packages/chat')),
  );
}
