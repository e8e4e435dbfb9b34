import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, solveCaptcha } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Password hashing is deliberately slow, and these tests hash many times on a shared machine.
describe.each(testDatabases)('captcha and SMS codes on $name', { timeout: 30_000 }, (database) => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 22, 6, 0, 0);
  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock });
  });
  afterAll(async () => t.close());

  it('serves image captchas that expire and are single use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/smsCaptcha?code=abcdefgh1' });
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    const row = await t.ctx.db.kysely
      .selectFrom('captchas')
      .selectAll()
      .where('key', '=', 'abcdefgh1')
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(5 * 60 * 1000);
    expect(row.text).toHaveLength(4);
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/smsCaptcha?code=x' });
    expect(bad.json()).toMatchObject({ status: 1, code: 'INVALID_INPUT' });

    const c = await solveCaptcha(t, '10.1.0.1');
    const wrong = await postFrom(
      t,
      '/webapi/user/sendCode',
      { mobile: '13800000001', code: c.code, captcha: 'zzzz' },
      '10.1.0.1',
    );
    expect(wrong).toMatchObject({ status: 1, code: 'CAPTCHA_INVALID' });
    // The wrong answer used it up: the right text no longer works.
    const reuse = await postFrom(t, '/webapi/user/sendCode', { mobile: '13800000001', ...c }, '10.1.0.1');
    expect(reuse).toMatchObject({ status: 1, code: 'CAPTCHA_INVALID' });
    const late = await solveCaptcha(t, '10.1.0.1');
    clock += 5 * 60 * 1000 + 1;
    expect(
      await postFrom(t, '/webapi/user/sendCode', { mobile: '13800000001', ...late }, '10.1.0.1'),
    ).toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('sends SMS codes through the outbox and throttles per mobile', async () => {
    const ip = '10.1.0.2';
    const sent = await postFrom(
      t,
      '/webapi/user/sendCode',
      { mobile: '13800000002', ...(await solveCaptcha(t, ip)) },
      ip,
    );
    expect(sent).toMatchObject({ status: 0, data: { expire_seconds: 600, resend_seconds: 60 } });
    const row = await t.ctx.db.kysely
      .selectFrom('sms_outbox')
      .selectAll()
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    expect(row.code).toMatch(/^\d{6}$/);
    expect(row.purpose).toBe('register');
    expect(row.message).toContain(row.code);
    const stored = await t.ctx.db.kysely
      .selectFrom('sms_codes')
      .selectAll()
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(row.code);

    const again = await postFrom(
      t,
      '/webapi/user/sendCode',
      { mobile: '13800000002', ...(await solveCaptcha(t, ip)) },
      ip,
    );
    expect(again).toMatchObject({ status: 1, code: 'TOO_MANY_REQUESTS' });
    for (let i = 0; i < 9; i++) {
      clock += 61_000;
      const r = await postFrom(
        t,
        '/webapi/user/sendCode',
        { mobile: '13800000002', ...(await solveCaptcha(t, ip)) },
        ip,
      );
      expect(r.status).toBe(0);
    }
    clock += 61_000;
    const daily = await postFrom(
      t,
      '/webapi/user/sendCode',
      { mobile: '13800000002', ...(await solveCaptcha(t, ip)) },
      ip,
    );
    expect(daily).toMatchObject({ status: 1, code: 'TOO_MANY_REQUESTS' });
    expect(
      await postFrom(t, '/webapi/user/sendCode', { mobile: '12', code: 'abcdefgh', captcha: 'x' }, ip),
    ).toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
