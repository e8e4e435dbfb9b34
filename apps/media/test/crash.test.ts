import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeApi } from './fake-api';
import { SECRET, pushTestPattern, readFlv, waitFor } from './harness';

/** Pids whose parent is `pid` (from /proc), alive and not zombies. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid && fields[0] !== 'Z') out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** True when the process is gone, or killed and waiting to be reaped (containers may not reap orphans). */
function deadOrZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
}

function startService(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'main.ts')], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

describe.skipIf(process.platform !== 'linux')('killing the media service mid-live', () => {
  let api: FakeApi;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const key = 'crash-key-00000001';
  const ports = { http: 0, rtmp: 0 };

  beforeAll(async () => {
    api = new FakeApi(SECRET);
    const apiUrl = await api.start();
    api.keys.set(key, { streamName: 'room-5', roomId: 5, record: true });
    dataDir = await mkdtemp(join(tmpdir(), 'tifo-media-crash-'));
    ports.http = 20000 + Math.floor(Math.random() * 20000);
    ports.rtmp = ports.http + 1;
    env = {
      MEDIA_SECRET: SECRET,
      API_URL: apiUrl,
      DATA_DIR: dataDir,
      MEDIA_HTTP_PORT: String(ports.http),
      MEDIA_RTMP_PORT: String(ports.rtmp),
      MEDIA_RTMP_HOST: '127.0.0.1',
      MEDIA_RECORD_SEGMENT_SECONDS: '1',
      MEDIA_DEMO_POLL_MS: '0',
      MEDIA_LOG_LEVEL: 'warn',
    };
  });
  afterAll(async () => {
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no ffmpeg behind, keeps the closed recording segments, and a restart takes the stream back', async () => {
    const service = startService(env);
    const base = `http://127.0.0.1:${ports.http}`;
    await waitFor(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      20_000,
      200,
    );
    const url = `rtmp://127.0.0.1:${ports.rtmp}/live/${key}`;
    const push = pushTestPattern(url, 30);
    await waitFor(() => api.callsTo('/internal/media/recording').length >= 2, 20_000);
    const ffmpegs = childrenOf(service.pid!);
    expect(ffmpegs.length).toBeGreaterThanOrEqual(1);

    service.kill('SIGKILL');
    await new Promise((r) => service.on('exit', r));
    // setpriv's parent-death signal took every ffmpeg down with the service.
    await waitFor(() => ffmpegs.every(deadOrZombie), 5000);
    // Every reported segment is still on disk, readable MPEG-TS.
    const recDir = join(dataDir, 'media', 'recordings', 'room-5');
    for (const call of api.callsTo('/internal/media/recording')) {
      const file = join(dataDir, 'media', 'recordings', String(call.body.file));
      expect(statSync(file).size).toBe(call.body.bytes);
    }
    expect((await readdir(recDir)).filter((f) => f.endsWith('.ts')).length).toBeGreaterThanOrEqual(2);
    expect(await push.exited).not.toBe(0); // the encoder saw the connection drop

    // Restart: the anchor's encoder reconnects (OBS does) and the room is live again.
    const again = startService(env);
    try {
      await waitFor(
        () =>
          fetch(`${base}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        20_000,
        200,
      );
      const push2 = pushTestPattern(url, 4);
      const flv = await waitFor(async () => {
        const bytes = await readFlv(`${base}/live/room-5.flv`, 800).catch(() => Buffer.alloc(0));
        return bytes.length > 2000 ? bytes : null;
      }, 15_000);
      expect(flv.subarray(0, 3).toString()).toBe('FLV');
      await push2.exited;
    } finally {
      again.kill('SIGTERM');
      await new Promise((r) => again.on('exit', r));
    }
  }, 90_000);
});
