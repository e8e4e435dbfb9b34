import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildService } from '../../../scripts/build/service.mjs';
import { SERVICE_APPS } from '../../../scripts/build/stale-services.mjs';
import { productServices, serviceCommand } from '../../../scripts/services.mjs';

// `npm start` runs built JavaScript (scripts/services.mjs): plain Node on apps/<app>/dist/main.js, no TypeScript
// loader. And a bundle built by scripts/build/service.mjs starts and answers.

const root = path.resolve(import.meta.dirname, '../../..');
const LOADER = /tsx|--import|--loader|--require|--experimental-strip-types|\.ts$/;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the commands npm start runs', () => {
  const services = productServices({
    port: 3000,
    imPort: 3001,
    imAdminPort: 4001,
    mediaHttpPort: 3002,
    mediaRtmpPort: 1935,
    common: {},
    env: {},
  });

  it('runs each service from its built bundle', () => {
    expect(services.map((s) => s.app)).toEqual(SERVICE_APPS);
    for (const service of services) expect(service.entry).toBe(`apps/${service.app}/dist/main.js`);
  });

  it('is plain Node with no TypeScript loader', () => {
    for (const service of services) {
      const { command, args } = serviceCommand(root, service.entry);
      expect(command).toBe(process.execPath);
      expect(args).toEqual(['--enable-source-maps', path.join(root, service.entry)]);
      for (const arg of args) expect(arg).not.toMatch(LOADER);
    }
  });
});

describe('a built service', () => {
  // Inside the repository, so the bundle finds node_modules as apps/<app>/dist does.
  const cache = path.join(root, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'tifo-start-built-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-start-built-'));
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with plain Node and answers (the messaging service)', async () => {
    const bundle = await buildService(root, 'im', { outDir });
    const [port, adminPort] = [await freePort(), await freePort()];
    const { command, args } = serviceCommand(root, path.relative(root, bundle));
    let output = '';
    child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        IM_PORT: String(port),
        IM_ADMIN_PORT: String(adminPort),
        IM_SECRET: 'a-test-secret-of-thirty-two-chars!!',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not answer:\n${output}`);
      await sleep(100);
    }
  }, 45_000);
});
