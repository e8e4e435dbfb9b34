import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';

// Walks every route (app.tifoRoutes) with secrets in the query string, in JSON and form bodies, and in a body
// that fails to parse, with logging at trace level: no secret value may reach the log.
const SECRET_FIELDS = [
  'token',
  'token_web',
  'password',
  'old_password',
  'new_password',
  'sms_code',
  'code',
  'captcha',
  'usersig',
  'txim_sign',
];
const MARK = 'S3CRET';
const secrets = (where: string) => Object.fromEntries(SECRET_FIELDS.map((f) => [f, `${MARK}${where}${f}`]));

describe('secrets never reach the logs', () => {
  let app: FastifyInstance;
  let ctx: AppContext;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-logsecrets-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      IM_SECRET: 'x',
      IM_URL: 'http://127.0.0.1:1',
    });
    ctx = await createContext(config, Date.now, { write: (line: string) => void lines.push(line) });
    app = await buildApp(ctx, { serveWeb: false, proxyIm: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on every route, in query strings and bodies, parsed or not', async () => {
    const urls: Array<{ method: 'GET' | 'POST'; url: string }> = [{ method: 'GET', url: '/no/such/route' }];
    for (const spec of app.tifoRoutes) {
      const methods = Array.isArray(spec.method) ? spec.method : [spec.method];
      const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
      for (const method of methods) {
        for (const p of paths) urls.push({ method, url: p.replace(/:[A-Za-z_]+/g, 'zz') });
      }
    }
    const query = new URLSearchParams(secrets('q')).toString();
    for (const { method, url } of urls) {
      await app.inject({ method, url: `${url}?${query}` });
      if (method !== 'POST') continue;
      await app.inject({ method, url, payload: secrets('json') });
      await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(secrets('form')).toString(),
      });
      // Not JSON: the parser's error quotes the start of the body.
      await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: `${MARK}raw&password=${MARK}rawpassword`,
      });
      await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${MARK}bearer` },
        payload: {},
      });
    }
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(urls.length);
    expect(text).toContain('password=***');
    expect(text).toContain('request body could not be parsed');
    const leaked = text.match(new RegExp(`.{0,80}${MARK}.{0,40}`, 'g')) ?? [];
    expect(leaked).toEqual([]);
  });
});
