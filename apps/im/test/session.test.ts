import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserSig } from '@tifo/protocol/node';
import { CLOSE_CODE, ERROR_CODES, KICK_TYPE, PUSH } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { TEST_APP, TEST_SECRET, codeOf, sig } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('session', () => {
  it('logs in with a valid signature and answers the session fields', async () => {
    const c = await h.client();
    const r = await c.login('alice');
    expect(r.instanceID).toBeGreaterThan(0);
    expect(r.helloInterval).toBe(120);
    expect(r.a2Key).toMatch(/^[0-9a-f]{32}$/);
    expect(r.repeatLogin).toBe(false);
    expect((await c.login('alice')).repeatLogin).toBe(true);
    expect((await c.call('session.hello', {})).timeStamp).toBeGreaterThan(0);
    expect((await c.call('session.ping', {})).timeStamp).toBeGreaterThan(0);
  });

  it('refuses missing fields, bad, expired and foreign signatures', async () => {
    const c = await h.client();
    expect(await codeOf(c.call('session.login', { userID: 'u', userSig: 'x' }))).toBe(2000);
    expect(await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userSig: 'x' }))).toBe(2002);
    expect(await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userID: 'u' }))).toBe(2003);
    expect(
      await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userID: 'u', userSig: sig('other') })),
    ).toBe(70001);
    expect(
      await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userID: 'u', userSig: 'garbage.sig' })),
    ).toBe(70001);
    const expired = signUserSig({
      secret: TEST_SECRET,
      sdkAppID: TEST_APP,
      userID: 'u',
      expireSeconds: 10,
      now: Date.now() - 60_000,
    });
    expect(await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userID: 'u', userSig: expired }))).toBe(
      70002,
    );
    const foreign = signUserSig({ secret: TEST_SECRET, sdkAppID: 42, userID: 'u', expireSeconds: 60 });
    expect(await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userID: 'u', userSig: foreign }))).toBe(
      70003,
    );
    expect(await codeOf(c.call('session.login', { SDKAppID: 42, userID: 'u', userSig: sig('u') }))).toBe(
      70003,
    );
  });

  it('answers 2024 before login, 60001 for unknown commands', async () => {
    const c = await h.client();
    expect(await codeOf(c.call('msg.sendC2C', { to: 'x' }))).toBe(ERROR_CODES.NOT_LOGGED_IN.code);
    expect((await c.request('no.such', {})).code).toBe(60001);
  });

  it('kicks the older session of the same platform (multi-device) and keeps other platforms', async () => {
    const a = await h.client('bob');
    const other = await h.client();
    await other.login('bob', { platform: 'h5' });
    const b = await h.client('bob');
    const kicked = await a.waitPush<{ type: number }>((p) => p.push === PUSH.KICKED);
    expect(kicked.body.type).toBe(KICK_TYPE.MULTI_DEVICE);
    expect(await a.closed).toBe(CLOSE_CODE.KICKED);
    expect(other.pushes.some((p) => p.push === PUSH.KICKED)).toBe(false);
    expect((await b.call('session.hello', {})).timeStamp).toBeGreaterThan(0);
  });

  it('replaces a stale socket of the same instance quietly (reconnect)', async () => {
    const a = await h.client();
    const { instanceID } = await a.login('carol');
    const b = await h.client();
    await b.login('carol', { instanceID });
    expect(await a.closed).toBe(CLOSE_CODE.RECONNECT);
    expect(a.pushes.some((p) => p.push === PUSH.KICKED)).toBe(false);
  });

  it('switching account on a connection kicks the previous account (multi-account)', async () => {
    const a = await h.client('dave');
    await a.login('erin');
    expect(a.pushes.find((p) => p.push === PUSH.KICKED)?.body).toEqual({ type: KICK_TYPE.MULTI_ACCOUNT });
  });

  it('kicks when the signature expires', async () => {
    const a = await h.client();
    const short = signUserSig({ secret: TEST_SECRET, sdkAppID: TEST_APP, userID: 'frank', expireSeconds: 1 });
    await a.call('session.login', { SDKAppID: TEST_APP, userID: 'frank', userSig: short });
    const p = await a.waitPush<{ type: number }>((x) => x.push === PUSH.KICKED, 4000);
    expect(p.body.type).toBe(KICK_TYPE.USERSIG_EXPIRED);
  });

  it('logout ends the session but keeps the socket', async () => {
    const a = await h.client('gina');
    await a.call('session.logout', {});
    expect(await codeOf(a.call('conv.list', {}))).toBe(2024);
  });

  it('serves health and metrics under /im', async () => {
    const res = await fetch(`http://127.0.0.1:${h.server.port}/im/healthz`);
    expect(res.status).toBe(200);
    const m = await (await fetch(`http://127.0.0.1:${h.server.adminPort}/im/metrics`)).text();
    expect(m).toContain('im_requests_total');
  });
});
