import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` (scripts/start.mjs) with a port another program holds: it must stop at once with a message naming
// the variable to change, instead of starting services that crash-loop while "ready" is printed.

const root = path.resolve(import.meta.dirname, '../../..');

async function listener(): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

async function freePort(): Promise<number> {
  const { server, port } = await listener();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TIFO_SKIP_WEB_BUILD: '1', VITEST: '', NODE_ENV: 'production', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Before the fix the services started and the script never exited: end it so the test reports that.
    const timer = setTimeout(() => child.kill('SIGINT'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm start with a port in use', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-start-ports-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops before starting anything, naming the variable of the taken port', async () => {
    const taken = await listener();
    try {
      const { code, output } = await runStart({
        PORT: String(await freePort()),
        IM_PORT: String(taken.port),
        MEDIA_HTTP_PORT: String(await freePort()),
        MEDIA_RTMP_PORT: String(await freePort()),
        MEDIA_DEMO_POLL_MS: '0',
        DATA_DIR: dataDir,
      });
      expect(code).toBe(1);
      expect(output).toContain(`port ${taken.port} (IM_PORT) is in use`);
      expect(output).toContain('Set IM_PORT to a free port');
      expect(output).not.toContain('started (pid');
      expect(output).not.toContain('ready');
    } finally {
      taken.server.close();
    }
  }, 40_000);

  it('refuses two variables naming the same port', async () => {
    const port = await freePort();
    const { code, output } = await runStart({
      PORT: String(port),
      MEDIA_HTTP_PORT: String(port),
      MEDIA_RTMP_PORT: String(await freePort()),
      IM_PORT: String(await freePort()),
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain(`PORT and MEDIA_HTTP_PORT are both ${port}`);
    expect(output).not.toContain('started (pid');
  }, 40_000);
});
