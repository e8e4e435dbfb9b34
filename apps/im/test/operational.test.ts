import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserSig } from '@tifo/protocol/node';
import { ConfigError, DEV_SECRET, loadConfig } from '../src/config';
import { startImServer } from '../src/server';
import { startHarness, type Harness } from './harness';
import { TEST_APP, TEST_SECRET, sig } from './client';
import { captureLog } from './log-capture';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'im-ops-'));
  dirs.push(d);
  return d;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const quiet = { port: 0, host: '127.0.0.1', logLevel: 'silent', redisUrl: undefined };

describe('the secret', () => {
  it('refuses to start without IM_SECRET, or with the public development secret, outside development mode', async () => {
    const databaseUrl = `sqlite:${join(tempDir(), 'im.db')}`;
    await expect(startImServer({ env: {}, config: { ...quiet, databaseUrl } })).rejects.toThrow(ConfigError);
    await expect(
      startImServer({
        env: { NODE_ENV: 'production', IM_SECRET: DEV_SECRET },
        config: { ...quiet, databaseUrl },
      }),
    ).rejects.toThrow(/public development secret/);
    const dev = await startImServer({ env: { IM_DEV: '1' }, config: { ...quiet, databaseUrl } });
    expect(dev.ctx.config.secret).toBe(DEV_SECRET);
    await dev.close();
    expect(loadConfig({ NODE_ENV: 'production' }).secret).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', IM_SECRET: 's3' }).secret).toBe('s3');
  });

  it('main.ts exits with a clear message when started alone without a secret', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const r = spawnSync(tsx, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', IM_PORT: '0', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('IM_SECRET is not set');
  }, 40_000);
});

describe('listeners', () => {
  let h: Harness;
  const log = captureLog('debug');
  beforeAll(async () => {
    h = await startHarness({ metricsToken: 'metrics-token-1' }, { logger: log.logger });
  });
  afterAll(() => h.close());
  const adminSig = () =>
    signUserSig({ secret: TEST_SECRET, sdkAppID: TEST_APP, userID: 'administrator', expireSeconds: 600 });
  const adminQuery = (usersig: string) =>
    `?sdkappid=${TEST_APP}&identifier=administrator&usersig=${encodeURIComponent(usersig)}`;

  it('binds loopback by default and serves the admin API on its own listener only', async () => {
    const defaults = loadConfig({ IM_PORT: '3001' });
    expect([defaults.host, defaults.adminHost, defaults.adminPort]).toEqual(['127.0.0.1', '127.0.0.1', 4001]);
    expect(loadConfig({ IM_ADMIN_PORT: '5005', IM_ADMIN_HOST: '10.0.0.2' })).toMatchObject({
      adminPort: 5005,
      adminHost: '10.0.0.2',
    });
    expect(h.server.adminPort).not.toBe(h.server.port);
    const post = (port: number) =>
      fetch(`http://127.0.0.1:${port}/im/admin/online${adminQuery(adminSig())}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userIDList: ['x'] }),
      });
    expect((await post(h.server.port)).status).toBe(404);
    const ok = await post(h.server.adminPort);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { code: number }).code).toBe(0);
    // The WebSocket gateway stays on the public listener.
    expect((await h.client('ops-ws')).ws.readyState).toBe(1);
  });

  it('serves metrics openly on the loopback admin listener, and on the public one only with the bearer token', async () => {
    const get = (port: number, path: string, token?: string) =>
      fetch(
        `http://127.0.0.1:${port}${path}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
    for (const path of ['/metrics', '/im/metrics']) {
      expect((await get(h.server.port, path)).status).toBe(401);
      expect((await get(h.server.port, path, 'wrong')).status).toBe(401);
      const withToken = await get(h.server.port, path, 'metrics-token-1');
      expect(withToken.status).toBe(200);
      expect(await withToken.text()).toContain('im_connections');
      expect((await get(h.server.adminPort, path)).status).toBe(200);
    }
    expect((await get(h.server.port, '/im/healthz')).status).toBe(200);
  });

  it('never writes a signature, token or password into a log line', async () => {
    const signature = adminSig();
    const admin = `http://127.0.0.1:${h.server.adminPort}/im/admin`;
    const json = { 'content-type': 'application/json' };
    await fetch(`${admin}/online${adminQuery(signature)}`, { method: 'POST', headers: json, body: '{}' });
    await fetch(`${admin}/online${adminQuery(signature)}`, { method: 'POST', headers: json, body: '{bad' });
    await fetch(`${admin}/nothing${adminQuery(signature)}&token=tok-123`, { method: 'POST', body: '' });
    await fetch(`http://127.0.0.1:${h.server.port}/im/metrics`, {
      headers: { authorization: 'Bearer metrics-token-1' },
    });
    const userSig = sig('ops-logged');
    const c = await h.client();
    await c.request('session.login', { SDKAppID: TEST_APP, userID: 'ops-logged', userSig });
    await c.request('session.login', { SDKAppID: TEST_APP, userID: 'ops-logged', userSig: `${userSig}x` });
    h.server.ctx.log.warn({ userSig, body: { password: 'hunter2', token: 'tok-456' } }, 'careless line');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = log.lines.join('\n');
    // Request lines are written at debug, so the check sees the URLs that carried the secrets.
    expect(text).toContain('/im/admin/online?sdkappid=');
    expect(text).toContain('[redacted]');
    for (const secret of [
      signature,
      encodeURIComponent(signature),
      userSig,
      'tok-123',
      'tok-456',
      'hunter2',
      'metrics-token-1',
    ])
      expect(text).not.toContain(secret);
  });
});

describe('data files', () => {
  it('creates the database and its -wal and -shm owner-only, whatever the umask, and narrows an old 0644 file', async () => {
    const previous = process.umask(0o022);
    try {
      const dir = tempDir();
      const h = await startHarness({ databaseUrl: `sqlite:${join(dir, 'data', 'im.db')}` });
      const a = await h.client('files-a');
      await h.client('files-b');
      await a.call('msg.sendC2C', {
        to: 'files-b',
        elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
        random: 1,
      });
      for (const f of ['im.db', 'im.db-wal', 'im.db-shm'])
        expect({ f, mode: (statSync(join(dir, 'data', f)).mode & 0o777).toString(8) }).toEqual({
          f,
          mode: '600',
        });
      await h.close();

      const old = join(tempDir(), 'old.db');
      writeFileSync(old, '');
      chmodSync(old, 0o644);
      const again = await startImServer({
        env: {},
        config: { ...quiet, secret: 'x', databaseUrl: `sqlite:${old}` },
      });
      expect((statSync(old).mode & 0o777).toString(8)).toBe('600');
      await again.close();
    } finally {
      process.umask(previous);
    }
  });
});
