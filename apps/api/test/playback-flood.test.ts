import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './test-app';

// Issue 28, 2.3: a flood of playback connections from one address must not slow another viewer's first bytes
// or the API's own answers. Quiet and flooded are measured in the same test, as medians of several samples
// with a floor for tiny values, so a loaded 2-core CI machine does not decide the outcome.

const FLOOD = 400;
const SAMPLES = 7;
/** Below this a doubling is noise on a shared machine, not a slowdown (ms). */
const FLOOR_MS = 30;

/** A stand-in media service: each FLV viewer gets a 64 KB first burst (the GOP), then 8 KB every 250 ms. */
function startStreamingUpstream(): Promise<http.Server> {
  const gop = Buffer.alloc(64 * 1024, 1);
  const tick = Buffer.alloc(8 * 1024, 2);
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'video/x-flv' });
    res.write(gop);
    const timer = setInterval(() => res.write(tick), 250);
    res.once('close', () => clearInterval(timer));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Time to the first body byte of a GET from `localAddress`, ms (the connection is dropped after it). */
function firstByteMs(
  port: number,
  path: string,
  localAddress: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      res.once('data', () => {
        resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 });
        req.destroy();
      });
    });
    req.once('error', reject);
  });
}

describe('playback flood', () => {
  let upstream: http.Server;
  let t: TestApp;
  let port = 0;

  beforeAll(async () => {
    upstream = await startStreamingUpstream();
    const database = testDatabases[0];
    if (!database) throw new Error('no test database');
    const mediaPort = (upstream.address() as AddressInfo).port;
    // The shipped limits (MEDIA_PROXY_* unset): the test is about the defaults.
    t = await startTestApp(database, { env: { MEDIA_URL: `http://127.0.0.1:${mediaPort}` } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    upstream.closeAllConnections();
    await t.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const measure = async () => {
    const viewer: number[] = [];
    const api: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const v = await firstByteMs(port, '/media/live/room-1.flv', '127.0.0.2');
      expect(v.status).toBe(200);
      viewer.push(v.ms);
      const a = await firstByteMs(port, '/healthz', '127.0.0.2');
      expect(a.status).toBe(200);
      api.push(a.ms);
    }
    return { viewer: median(viewer), api: median(api) };
  };

  it("keeps another viewer's first bytes and an API call within 2x of quiet under 400 connections from one address", async () => {
    const quiet = await measure();

    const flood: http.ClientRequest[] = [];
    const answered = await Promise.all(
      Array.from(
        { length: FLOOD },
        () =>
          new Promise<number>((resolve) => {
            const req = http.get(
              {
                host: '127.0.0.1',
                port,
                path: '/media/live/room-1.flv',
                localAddress: '127.0.0.1',
                agent: false,
              },
              (res) => {
                res.resume(); // a viewer that reads everything it is sent
                resolve(res.statusCode ?? 0);
              },
            );
            req.once('error', () => resolve(0));
            flood.push(req);
          }),
      ),
    );
    try {
      // The flood is refused beyond the address's share, with a clear answer.
      expect(answered.filter((s) => s === 200).length).toBeLessThanOrEqual(64);
      expect(answered.filter((s) => s === 429).length).toBeGreaterThan(0);
      const flooded = await measure();
      const limit = (quietMs: number) => 2 * Math.max(quietMs, FLOOR_MS);
      expect(flooded.viewer, `viewer first bytes: quiet ${quiet.viewer} ms`).toBeLessThanOrEqual(
        limit(quiet.viewer),
      );
      expect(flooded.api, `API call: quiet ${quiet.api} ms`).toBeLessThanOrEqual(limit(quiet.api));
    } finally {
      for (const req of flood) req.destroy();
    }
  }, 120_000);
});
