import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCompression } from './compression';
import { installWebApp, pageFor, readRoutePages } from './web-app';

describe('web app under /m/', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-web-dist-'));
  const app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  const bigScript = `console.log(${JSON.stringify('score '.repeat(2000))})`;
  const bigJson = { rows: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `match ${i}` })) };

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // What apps/web/route-preloads.ts writes: a copy of the shell per route, and which paths get it.
    fs.writeFileSync(path.join(dist, 'live-detail.html'), '<!doctype html><title>room shell</title>');
    fs.writeFileSync(path.join(dist, 'score.html'), '<!doctype html><title>score shell</title>');
    fs.writeFileSync(
      path.join(dist, 'route-pages.json'),
      JSON.stringify({
        routes: [
          { path: '/live-detail/:id', html: 'live-detail.html' },
          { path: '/score', html: 'score.html' },
          { path: '/gone', html: 'gone.html' },
          { path: '/evil', html: '../../etc/passwd' },
        ],
      }),
    );
    // What apps/web/precompress.ts writes beside a large asset.
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc.js'), bigScript);
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc.js.br'), zlib.brotliCompressSync(bigScript));
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc.js.gz'), zlib.gzipSync(bigScript));
    await installCompression(app);
    app.get('/api/big', async () => bigJson);
    app.get('/api/small', async () => ({ status: 0 }));
    expect(await installWebApp(app, dist)).toBe(true);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the shell at /m/, /m and every deep link (history fallback)', async () => {
    for (const url of ['/m/', '/m', '/m/user-center', '/m/score/detail/football/12?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('app shell');
    }
  });

  it("serves a route's own shell where the build wrote one, the plain shell elsewhere", async () => {
    const cases: Array<[string, string]> = [
      ['/m/live-detail/12', 'room shell'],
      ['/m/Live-Detail/12/?player=hls', 'room shell'],
      ['/m/score', 'score shell'],
      ['/m/score/', 'score shell'],
      // Other screens under the same prefix load other chunks: the plain shell.
      ['/m/score/detail/football/12', 'app shell'],
      ['/m/live-detail', 'app shell'],
      ['/m/live-detail/12/more', 'app shell'],
      ['/m/', 'app shell'],
      // A page missing from the build, or a name outside it, is ignored.
      ['/m/gone', 'app shell'],
      ['/m/evil', 'app shell'],
    ];
    for (const [url, shell] of cases) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(shell);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('reads the route pages of a build, none from a build without them', () => {
    const pages = readRoutePages(dist);
    expect(pages.map((p) => p.html)).toEqual(['live-detail.html', 'score.html']);
    expect(pageFor(pages, 'live-detail/7')).toBe('live-detail.html');
    expect(pageFor(pages, 'user-center')).toBe('index.html');
    expect(readRoutePages(path.join(dist, 'assets'))).toEqual([]);
  });

  it('serves files, caches hashed assets for good, and 404s a missing asset', async () => {
    const asset = await app.inject({ method: 'GET', url: '/m/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/m/favicon.svg' })).body).toBe('<svg/>');
    expect((await app.inject({ method: 'GET', url: '/m/assets/gone.js' })).statusCode).toBe(404);
  });

  it('redirects the bare origin to the app and never serves outside the build folder', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/m/');
    const escape = await app.inject({ method: 'GET', url: '/m/..%2f..%2fetc%2fpasswd' });
    expect(escape.body).toContain('app shell');
  });

  it('serves the precompressed copy the browser accepts, once compressed, with Vary', async () => {
    const url = '/m/assets/big-abc.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    // Exactly the build's copy: decompressing once gives the script (no second compression on top).
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(bigScript);
    // A file without copies (too small to gain) goes out plain.
    const small = await app.inject({
      method: 'GET',
      url: '/m/assets/main-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
    // The copies are not addressable by name.
    expect((await app.inject({ method: 'GET', url: `${url}.br` })).statusCode).toBe(404);
  });

  it('compresses API JSON above the threshold, and leaves small answers alone', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/api/big',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toEqual(bigJson);
    const gz = await app.inject({ method: 'GET', url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(bigJson);
    const none = await app.inject({ method: 'GET', url: '/api/big' });
    expect(none.headers['content-encoding']).toBeUndefined();
    const small = await app.inject({
      method: 'GET',
      url: '/api/small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 0 });
  });
});
