import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';

// buildApp installs the /media proxy: viewers and browser anchors reach the media service on the API's origin.
describe('/media proxy (buildApp)', () => {
  const seen: Array<{ method: string; url: string; auth: string | undefined; body: string }> = [];
  let upstream: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'video/x-flv' });
        res.end('FLV');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const database = testDatabases[0];
    if (!database) throw new Error('no test database');
    t = await startTestApp(database, { env: { MEDIA_URL: `http://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards playback under /media without the prefix', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/live/room-7.flv' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('FLV');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/live/room-7.flv' });
  });

  it('forwards a WHIP offer with its bearer key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/media/whip',
      headers: { authorization: 'Bearer k-123', 'content-type': 'application/sdp' },
      payload: 'v=0\r\n',
    });
    expect(res.statusCode).toBe(201);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/whip',
      auth: 'Bearer k-123',
      body: 'v=0\r\n',
    });
  });
});
