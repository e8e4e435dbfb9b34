import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaProxyLimits } from '../../../config';
import { installMediaProxy, publicLocation } from './media-proxy';

const LIMITS: MediaProxyLimits = { maxPerAddress: 64, maxTotal: 1000, timeoutMs: 10_000 };

interface Seen {
  method: string;
  url: string;
  auth: string;
  forwardedFor: string | undefined;
}

/** A stand-in media service: FLV that never ends, WHIP, metrics, and a path that answers late. */
function startUpstream(seen: Seen[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    });
    if (req.url === '/whip' && req.headers.authorization === 'Bearer sk_relative') {
      // As the media service answers: a Location relative to the WHIP URL.
      res.writeHead(201, { location: 'whip/session/s-2', 'content-type': 'application/sdp' });
      res.end('answer');
    } else if (req.url === '/whip/session/s-2' && req.method === 'DELETE') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":0}');
    } else if (req.url === '/whip') {
      res.writeHead(201, { location: '/whip/session/s-1', 'content-type': 'application/sdp' });
      res.end('answer');
    } else if (req.url === '/live/endless.flv') {
      res.writeHead(200, { 'content-type': 'video/x-flv' });
      res.write('FLV');
    } else if (req.url?.startsWith('/late/')) {
      const ms = Number(req.url.slice('/late/'.length));
      setTimeout(() => res.writeHead(200).end('late'), ms);
    } else if (req.url === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`metrics for ${req.headers['x-forwarded-for'] ?? 'loopback'}`);
    } else {
      res.writeHead(200, { 'content-type': 'video/x-flv' });
      res.end('FLV');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function proxyTo(
  url: string,
  limits: Partial<MediaProxyLimits> = {},
  lines: string[] = [],
): Promise<FastifyInstance> {
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await installMediaProxy(app, url, { limits: { ...LIMITS, ...limits }, metricsToken: 'tok' });
  await app.ready();
  return app;
}

describe('the /media reverse proxy', () => {
  let upstream: http.Server;
  let base: string;
  const seen: Seen[] = [];
  const apps: FastifyInstance[] = [];
  const open = async (limits: Partial<MediaProxyLimits> = {}, lines: string[] = [], url = base) => {
    const app = await proxyTo(url, limits, lines);
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    upstream = await startUpstream(seen);
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    seen.length = 0;
  });
  afterAll(() => {
    upstream.closeAllConnections();
    upstream.close();
  });

  it('forwards /media/<path> to /<path> with the client address, WHIP headers included', async () => {
    const app = await open();
    const flv = await app.inject({ method: 'GET', url: '/media/live/room-3.flv' });
    expect(flv.statusCode).toBe(200);
    expect(flv.body).toBe('FLV');
    const whip = await app.inject({
      method: 'POST',
      url: '/media/whip',
      headers: {
        authorization: 'Bearer sk_x',
        'content-type': 'application/sdp',
        'x-forwarded-for': '6.6.6.6',
      },
      payload: 'v=0',
    });
    expect(whip.statusCode).toBe(201);
    expect(whip.headers.location).toBe('/media/whip/session/s-1');
    // The client's own X-Forwarded-For is not believed (no TRUST_PROXY here): the API names the address.
    expect(seen).toEqual([
      { method: 'GET', url: '/live/room-3.flv', auth: '', forwardedFor: '127.0.0.1' },
      { method: 'POST', url: '/whip', auth: 'Bearer sk_x', forwardedFor: '127.0.0.1' },
    ]);
  });

  it("gives the browser a session address it can DELETE, from the media service's relative Location", async () => {
    const app = await open();
    const whip = await app.inject({
      method: 'POST',
      url: '/media/whip',
      headers: { authorization: 'Bearer sk_relative', 'content-type': 'application/sdp' },
      payload: 'v=0',
    });
    expect(whip.statusCode).toBe(201);
    // The browser resolves the Location against the WHIP URL it posted to, as whip.ts does.
    const session = new URL(String(whip.headers.location), 'http://site.test/media/whip').pathname;
    expect(session).toBe('/media/whip/session/s-2');
    const end = await app.inject({ method: 'DELETE', url: session });
    expect(end.statusCode).toBe(200);
  });

  it('maps every form of Location to the public /media space', () => {
    expect(publicLocation('whip/session/a', '/media/whip')).toBe('/media/whip/session/a');
    expect(publicLocation('/whip/session/a', '/media/whip/sk_key')).toBe('/media/whip/session/a');
    expect(publicLocation('/media/whip/session/a', '/media/whip')).toBe('/media/whip/session/a');
    expect(publicLocation('https://cdn.test/whip/a', '/media/whip')).toBe('https://cdn.test/whip/a');
  });

  it('answers 502 with a code when the media service is down, and logs one line per kind, key-free', async () => {
    const down = await startUpstream([]);
    const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    await new Promise((r) => down.close(r));
    const lines: string[] = [];
    const app = await open({}, lines, downUrl);
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ method: 'POST', url: '/media/whip/sk_secret_key', payload: 'v=0' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ status: 1, code: 'MEDIA_UNAVAILABLE' });
    }
    const proxyLines = lines.filter((l) => l.includes('media proxy'));
    expect(proxyLines).toHaveLength(1);
    expect(JSON.parse(proxyLines[0]!).level).toBe(40);
    expect(lines.join('\n')).not.toContain('sk_secret_key');
    expect(proxyLines[0]).toContain('/media/whip/***');
  });

  it('answers 504 with a code when the headers do not come within the timeout', async () => {
    const app = await open({ timeoutMs: 200 });
    const res = await app.inject({ method: 'GET', url: '/media/late/1500' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'MEDIA_TIMEOUT' });
  });

  it('takes a timeout of 0 at its word: an answer 10.5 s late still comes through', async () => {
    const app = await open({ timeoutMs: 0 });
    const res = await app.inject({ method: 'GET', url: '/media/late/10500' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('late');
  }, 20_000);

  it('refuses past the per-address cap with 429 and past the total with 503, both with Retry-After', async () => {
    const app = await open({ maxPerAddress: 2, maxTotal: 3 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const held: http.ClientRequest[] = [];
    const get = (localAddress: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get({
          host: '127.0.0.1',
          port,
          path: '/media/live/endless.flv',
          localAddress,
          agent: false,
        });
        req.once('response', resolve).once('error', reject);
        held.push(req);
      });
    try {
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      const third = await get('127.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('5');
      expect((await get('127.0.0.2')).statusCode).toBe(200);
      const full = await get('127.0.0.3');
      expect(full.statusCode).toBe(503);
      expect(full.headers['retry-after']).toBe('5');
    } finally {
      for (const req of held) req.destroy();
    }
  });

  it('serves /media/metrics only as the API serves /metrics: loopback not relayed, or the token', async () => {
    const app = await open();
    for (const url of ['/media/metrics', '/media/METRICS', '/media/%6detrics', '/media//metrics/']) {
      const relayed = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '9.9.9.9' } });
      expect(relayed.statusCode, url).toBe(404);
    }
    const remote = await app.inject({ method: 'GET', url: '/media/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const token = await app.inject({
      method: 'GET',
      url: '/media/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer tok' },
    });
    expect(token.statusCode).toBe(200);
    expect(token.body).toBe('metrics for loopback');
    expect((await app.inject({ method: 'GET', url: '/media/metrics' })).statusCode).toBe(200);
  });
});
