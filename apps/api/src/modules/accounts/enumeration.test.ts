import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, postFrom, registerUser, solveCaptcha } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Which numbers have accounts must not be learnt without a solved image captcha, and never at speed.
describe.each(testDatabases)('account enumeration on $name', { timeout: 30_000 }, (database) => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 23, 10, 0, 0);
  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock });
    await registerUser(t, '13600000001', 'secret123', {}, '10.6.0.1');
  });
  afterAll(async () => t.close());

  it('regist and forgetPwd answer the same for registered and unknown numbers without a valid code', async () => {
    const ip = '10.6.1.1';
    const probe = async (url: string, mobile: string) =>
      (await postFrom(t, url, { mobile, sms_code: '123456', password: 'secret123' }, ip)).code;
    expect(await probe('/webapi/user/regist', '13600000001')).toBe('SMS_CODE_INVALID');
    expect(await probe('/webapi/user/regist', '13600000999')).toBe('SMS_CODE_INVALID');
    expect(await probe('/webapi/user/forgetPwd', '13600000001')).toBe('SMS_CODE_INVALID');
    expect(await probe('/webapi/user/forgetPwd', '13600000999')).toBe('SMS_CODE_INVALID');
  });

  it('throttles SMS-code checks per address, counted before the check', async () => {
    const ip = '10.6.2.1';
    for (let i = 0; i < 30; i++) {
      const r = await postFrom(
        t,
        '/webapi/user/forgetPwd',
        { mobile: `1360001${String(i).padStart(4, '0')}`, sms_code: '123456', password: 'secret123' },
        ip,
      );
      expect(r.code).toBe('SMS_CODE_INVALID');
    }
    const over = await postFrom(
      t,
      '/webapi/user/regist',
      { mobile: '13600020000', sms_code: '123456', password: 'secret123' },
      ip,
    );
    expect(over.code).toBe('TOO_MANY_REQUESTS');
  });

  it('needs the image captcha for every SMS, logged in or not, and throttles the answers per address', async () => {
    const ip = '10.6.3.1';
    const user = await postFrom<{ token: string }>(
      t,
      '/webapi/user/login',
      { account: '13600000001', password: 'secret123' },
      ip,
    );
    expect(
      await postFrom(t, '/api/user/sendVerifyCode', { token: user.data.token, mobile: '13600000777' }, ip),
    ).toMatchObject({ status: 1, code: 'CAPTCHA_REQUIRED' });
    expect(await postFrom(t, '/api/user/sendVerifyCode', { mobile: '13600000001' }, ip)).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    const bound = await postFrom(
      t,
      '/api/user/sendVerifyCode',
      { token: user.data.token, mobile: '13600000777', ...(await solveCaptcha(t, ip)) },
      ip,
    );
    expect(bound.status).toBe(0);
    expect(await lastSmsCode(t, '13600000777')).toMatch(/^\d{6}$/);

    // 60 answers an hour per address, wrong captchas included (they are counted before the check).
    const prober = '10.6.4.1';
    for (let i = 0; i < 59; i++) {
      const r = await postFrom(
        t,
        '/webapi/user/sendCode',
        { mobile: '13600000001', code: `probekey${i}xx`, captcha: 'abcd' },
        prober,
      );
      expect(r.code).toBe('CAPTCHA_INVALID');
    }
    clock += 61_000; // the number's registration code went out within the minute
    expect(
      await postFrom(
        t,
        '/api/user/sendVerifyCode',
        { mobile: '13600000001', ...(await solveCaptcha(t, prober)) },
        prober,
      ),
    ).toMatchObject({ status: 0 });
    expect(
      await postFrom(
        t,
        '/webapi/user/sendCode',
        { mobile: '13600000002', ...(await solveCaptcha(t, prober)) },
        prober,
      ),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    clock += 3600_000 + 1;
    expect(
      await postFrom(
        t,
        '/webapi/user/sendCode',
        { mobile: '13600000002', ...(await solveCaptcha(t, prober)) },
        prober,
      ),
    ).toMatchObject({ status: 0 });
  });
});
