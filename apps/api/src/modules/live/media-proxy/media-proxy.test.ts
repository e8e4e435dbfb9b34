import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMediaProxy, publicLocation } from './media-proxy';

describe('the /media reverse proxy', () => {
  let upstream: http.Server;
  const seen: Array<{ method: string; url: string; auth: string }> = [];
  const app = Fastify();

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization ?? '' });
      if (req.url === '/whip' && req.headers.authorization === 'Bearer sk_relative') {
        // As the media service answers: a Location relative to the WHIP URL.
        res.writeHead(201, { location: 'whip/session/s-2', 'content-type': 'application/sdp' });
        res.end('answer');
        return;
      }
      if (req.url === '/whip/session/s-2' && req.method === 'DELETE') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"status":0}');
        return;
      }
      if (req.url === '/whip') {
        res.writeHead(201, { location: '/whip/session-1', 'content-type': 'application/sdp' });
        res.end('answer');
        return;
      }
      res.writeHead(200, { 'content-type': 'video/x-flv' });
      res.end('FLV');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    await installMediaProxy(app, `http://127.0.0.1:${port}`);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    upstream.close();
  });

  it('forwards /media/<path> to the media service at /<path>, WHIP headers included', async () => {
    const flv = await app.inject({ method: 'GET', url: '/media/live/room-3.flv' });
    expect(flv.statusCode).toBe(200);
    expect(flv.body).toBe('FLV');
    const whip = await app.inject({
      method: 'POST',
      url: '/media/whip',
      headers: { authorization: 'Bearer sk_x', 'content-type': 'application/sdp' },
      payload: 'v=0',
    });
    expect(whip.statusCode).toBe(201);
    expect(whip.headers.location).toBe('/media/whip/session-1');
    expect(seen).toEqual([
      { method: 'GET', url: '/live/room-3.flv', auth: '' },
      { method: 'POST', url: '/whip', auth: 'Bearer sk_x' },
    ]);
  });

  it("gives the browser a session address it can DELETE, from the media service's relative Location", async () => {
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
});
