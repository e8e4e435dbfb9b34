import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { CMD } from '@tifo/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` end to end (scripts/start.mjs, without building the web app): the messaging service is killed;
// the API keeps answering, the service comes back, a guest logs in to chat through /im again, and Ctrl-C
// (SIGINT) then stops everything with no process left behind.

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(probe: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('not reached in time');
    await sleep(100);
  }
}

/** Logs in a fresh guest over the WebSocket at /im of the API's origin; resolves with the login answer's code. */
async function guestChatLogin(port: number): Promise<number> {
  const guest = (await (
    await fetch(`http://127.0.0.1:${port}/api/user/getGuestInfo`, { method: 'POST' })
  ).json()) as {
    data: { userid: string; txim_sign: string };
  };
  const config = (await (
    await fetch(`http://127.0.0.1:${port}/api/config/getCommonConfig`, { method: 'POST' })
  ).json()) as {
    data?: { config?: { im_sdkappid?: unknown } };
  };
  const ws = new WebSocket(`ws://127.0.0.1:${port}/im`);
  try {
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(
      JSON.stringify({
        cmd: CMD.LOGIN,
        seq: 1,
        body: {
          SDKAppID: Number(config.data?.config?.im_sdkappid ?? 1400000001),
          userID: guest.data.userid,
          userSig: guest.data.txim_sign,
        },
      }),
    );
    const answer = await new Promise<{ seq?: number; code?: number }>((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { seq?: number; code?: number };
        if (frame.seq === 1) resolve(frame);
      });
      ws.once('close', () => reject(new Error('closed before the login answer')));
    });
    return answer.code ?? -1;
  } finally {
    ws.terminate();
  }
}

describe('npm start supervises its services', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-start-'));
  let start: ChildProcess;
  let output = '';
  let port = 0;

  const pidOf = (name: string): number | undefined => {
    const matches = [...output.matchAll(new RegExp(`\\[tifo\\] ${name} started \\(pid (\\d+)\\)`, 'g'))];
    const last = matches.at(-1);
    return last ? Number(last[1]) : undefined;
  };

  beforeAll(async () => {
    port = await freePort();
    const imPort = await freePort();
    // The media service is the third service: its own free ports, and no demo pushes (ffmpeg) in this test.
    const mediaHttpPort = await freePort();
    const mediaRtmpPort = await freePort();
    start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        IM_PORT: String(imPort),
        MEDIA_HTTP_PORT: String(mediaHttpPort),
        MEDIA_RTMP_PORT: String(mediaRtmpPort),
        MEDIA_DEMO_POLL_MS: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TIFO_SKIP_WEB_BUILD: '1',
        VITEST: '',
        NODE_ENV: 'production',
      },
    });
    start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => (output.includes('[tifo] ready') ? true : undefined), 90_000);
  }, 100_000);

  afterAll(() => {
    if (start.exitCode === null) start.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a killed messaging service while the API keeps answering', async () => {
    expect(await guestChatLogin(port)).toBe(0);
    const imPid = pidOf('messaging service')!;
    const apiPid = pidOf('api')!;
    process.kill(imPid, 'SIGKILL');
    // While the service is down (the restart waits 1 s) the API answers, and /im says it is unavailable.
    await until(
      async () => (output.includes('messaging service was stopped by signal SIGKILL') ? true : undefined),
      5000,
    );
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // Chat comes back on a new process: health through the proxy, then a guest login over the WebSocket.
    await until(
      async () => ((await fetch(`http://127.0.0.1:${port}/im/healthz`)).ok ? true : undefined),
      30_000,
    );
    expect(pidOf('messaging service')).not.toBe(imPid);
    expect(await until(async () => ((await guestChatLogin(port)) === 0 ? 0 : undefined), 10_000)).toBe(0);
    expect(pidOf('api')).toBe(apiPid);
    expect(output).toMatch(
      /messaging service was stopped by signal SIGKILL; restarting in 1\.0 s \(restart 1\)/,
    );
  }, 60_000);

  it('runs the media service, reached through the API under /media, with a generated shared secret', async () => {
    expect(pidOf('media service')).toBeGreaterThan(0);
    const health = await fetch(`http://127.0.0.1:${port}/media/healthz`);
    expect(health.status).toBe(200);
    const secret = path.join(dataDir, '.media-secret');
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secret, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stops everything on Ctrl-C (SIGINT), leaving no process behind', async () => {
    const pids = [pidOf('messaging service')!, pidOf('api')!, pidOf('media service')!];
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    const before = output.length;
    start.kill('SIGINT');
    expect(await exited).toBe(0);
    await until(async () => (pids.some(alive) ? undefined : true), 6000);
    // Nothing was restarted on the way out.
    expect(output.slice(before)).not.toContain('started');
  }, 20_000);
});
