import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyUserSig } from '@tifo/protocol/node';
import { lastSmsCode, postFrom, registerUser, solveCaptcha } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { ImAdminClient } from '../messaging';
import { ImSignatureRevoker } from './signature-revoker';

interface RecordedCall {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

// Stands in for the messaging service's admin API (the real route is added to apps/im in parallel with
// exactly this contract): records each call and answers success.
async function startRecorder(): Promise<{ url: string; calls: RecordedCall[]; close(): Promise<void> }> {
  const calls: RecordedCall[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(text || 'null') });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0, message: 'ok', data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function generationOf(t: TestApp, sig: unknown, userID: string, now: number): number {
  const result = verifyUserSig({
    secret: 'test-secret',
    userSig: String(sig),
    sdkAppID: t.ctx.config.imSdkAppId,
    userID,
    now,
  });
  if (!result.ok) throw new Error(`signature refused: ${result.problem}`);
  return result.claims.generation;
}

describe.each(testDatabases)('signature generation on $name', { timeout: 30_000 }, (database) => {
  let t: TestApp;
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
  beforeAll(async () => {
    recorder = await startRecorder();
    t = await startTestApp(database, { now: () => clock, env: { IM_ADMIN_URL: recorder.url } });
  });
  afterAll(async () => {
    await t.close();
    await recorder.close();
  });

  it('rises at logout, password change and reset, is signed into txim_sign and revoked at the messaging service', async () => {
    const ip = '10.7.0.1';
    const reg = await registerUser(t, '13700000001', 'secret123', {}, ip);
    const { id } = reg.data;
    const userID = String(id);
    expect(generationOf(t, reg.data.txim_sign, userID, clock)).toBe(0);
    const revokes = () => recorder.calls.filter((c) => c.path === '/im/admin/account/revoke');

    expect((await postFrom(t, '/webapi/user/logout', { token: reg.data.token }, ip)).status).toBe(0);
    expect(revokes().map((c) => c.body)).toEqual([{ userID, generation: 1 }]);
    // Signed as the administrator, like every admin call.
    expect(revokes()[0]!.query.get('identifier')).toBe('administrator');

    const login = await postFrom<{ token: string; txim_sign: string }>(
      t,
      '/webapi/user/login',
      { account: '13700000001', password: 'secret123' },
      ip,
    );
    expect(generationOf(t, login.data.txim_sign, userID, clock)).toBe(1);

    const changed = await postFrom(
      t,
      '/api/user/changePwd',
      { token: login.data.token, old_password: 'secret123', new_password: 'secret456' },
      ip,
    );
    expect(changed.status).toBe(0);
    expect(revokes().map((c) => c.body)).toEqual([
      { userID, generation: 1 },
      { userID, generation: 2 },
    ]);
    const info = await postFrom<{ txim_sign: string }>(
      t,
      '/webapi/User/getUserInfo',
      { token: login.data.token },
      ip,
    );
    expect(generationOf(t, info.data.txim_sign, userID, clock)).toBe(2);

    clock += 61_000; // one SMS per number per minute: registration just sent one
    const sent = await postFrom(
      t,
      '/api/user/sendVerifyCode',
      { mobile: '13700000001', ...(await solveCaptcha(t, ip)) },
      ip,
    );
    expect(sent.status).toBe(0);
    const reset = await postFrom(
      t,
      '/webapi/user/forgetPwd',
      { mobile: '13700000001', sms_code: await lastSmsCode(t, '13700000001'), password: 'secret789' },
      ip,
    );
    expect(reset.status).toBe(0);
    expect(revokes().at(-1)!.body).toEqual({ userID, generation: 3 });
    const row = await t.ctx.db.kysely
      .selectFrom('users')
      .select('sig_generation')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sig_generation).toBe(3);
  });
});

describe('signature revoker', () => {
  it('logs a warning without the signature when the messaging service is unreachable, and never throws', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    // A port nothing listens on: take one from the OS and close it again.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const client = new ImAdminClient({
      baseUrl: `http://127.0.0.1:${port}`,
      secret: 'shared',
      sdkAppID: 1400000001,
      log,
      timeoutMs: 1000,
    });
    await expect(new ImSignatureRevoker(client, log).revoke(42, 7)).resolves.toBeUndefined();
    const text = lines.join('');
    expect(text).toContain('messaging revoke failed');
    expect(text).toContain('"userId":42');
    expect(text).not.toMatch(/usersig|sig=|shared/i);
  });
});
