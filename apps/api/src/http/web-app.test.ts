import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWebApp } from './web-app';

describe('web app under /m/', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-web-dist-'));
  const app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
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
});
