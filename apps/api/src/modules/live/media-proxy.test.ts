import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMediaProxy } from './media-proxy';

describe('the /media reverse proxy', () => {
  let upstream: http.Server;
  const seen: Array<{ method: string; url: string; auth: string }> = [];
  const app = Fastify();

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization ?? '' });
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
});
