import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFfmpegPath } from '../src/ffmpeg/binary';
import { startMediaServer, type MediaServer } from '../src/server';
import type { MediaConfig } from '../src/config';
import { FakeApi } from './fake-api';

export const SECRET = 'test-media-secret';

/** A media service on random ports, in its own data dir, talking to a fake API. */
export async function startHarness(overrides: Partial<MediaConfig> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tifo-media-test-'));
  const api = new FakeApi(SECRET);
  const apiUrl = await api.start();
  const mediaDir = join(dataDir, 'media');
  const server: MediaServer = await startMediaServer({
    httpPort: 0,
    rtmpPort: 0,
    rtmpHost: '127.0.0.1',
    secret: SECRET,
    apiUrl,
    dataDir,
    mediaDir,
    recordingsDir: join(mediaDir, 'recordings'),
    hlsDir: join(mediaDir, 'hls'),
    coversDir: join(mediaDir, 'covers'),
    demoPollMs: 0,
    logLevel: 'warn',
    hlsViewerTimeoutMs: 2000,
    renditionLingerMs: 1000,
    ...overrides,
  });
  const base = `http://127.0.0.1:${server.httpPort}`;
  return {
    api,
    server,
    base,
    dataDir,
    rtmpUrl: (key: string) => `rtmp://127.0.0.1:${server.rtmpPort}/live/${key}`,
    async close() {
      await server.close();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An ffmpeg test pattern pushed over RTMP like an encoder would (320x180, 15 fps, 1 s GOP, AAC). */
export function pushTestPattern(
  url: string,
  seconds: number,
  videoCodec: string[] = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
): { child: ChildProcess; exited: Promise<number | null>; stderr: () => string } {
  const child = spawn(resolveFfmpegPath(), [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=320x180:r=15:d=${seconds}`,
    '-re',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=22050:d=${seconds}`,
    ...videoCodec,
    '-g',
    '15',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-f',
    'flv',
    url,
  ]);
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
  return { child, exited, stderr: () => err };
}

/** Polls `check` until it returns a truthy value or the time is up. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  stepMs = 100,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** Reads an HTTP-FLV stream for a while; resolves with the bytes received. */
export async function readFlv(url: string, ms: number): Promise<Buffer> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`FLV answered ${res.status}`);
  const chunks: Buffer[] = [];
  const reader = res.body.getReader();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
    }
  } catch {
    // aborted: the time is up
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}
