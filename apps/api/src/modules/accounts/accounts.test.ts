import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyUserSig } from '@tifo/protocol/node';
import { lastSmsCode, postFrom, registerUser, solveCaptcha } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Every User info field of spec section 3.
const USER_INFO_FIELDS = (
  'account agentid anchor_level anchor_point app_reg_id attent_count auth_time avatar diamond diamond_total ' +
  'fans_count gift_spend gold guildid id uid isLogin isVIP invite is_youliao is_anchor is_anchor_admin last_login ' +
  'last_online login_platform money moment_count nick_name online_status point profile regist_time sharing_ratio ' +
  'status tags token token_web txim_sign user_level vip_date svip_date vip_level visitor_count signature ' +
  'is_no_qrad is_no_popad is_operate third_member'
).split(' ');
const NUMBER_FIELDS = (
  'agentid anchor_level anchor_point attent_count auth_time diamond diamond_total fans_count gift_spend gold ' +
  'guildid id uid is_youliao is_anchor is_anchor_admin last_login last_online login_platform money moment_count ' +
  'online_status point regist_time sharing_ratio status user_level vip_date svip_date vip_level visitor_count ' +
  'is_no_qrad is_no_popad is_operate'
).split(' ');

// Password hashing is deliberately slow, and these tests hash many times on a shared machine.
describe.each(testDatabases)('accounts on $name', { timeout: 30_000 }, (database) => {
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

  it('registers with a valid code only, records invite and channel, and returns full user info', async () => {
    const ip = '10.1.0.3';
    const inviter = await registerUser(t, '13800000003', 'secret123', {}, ip);
    expect(inviter.status).toBe(0);
    const info = inviter.data;
    for (const field of USER_INFO_FIELDS) expect(info, field).toHaveProperty(field);
    for (const field of NUMBER_FIELDS) expect(typeof info[field], field).toBe('number');
    expect(info.isLogin).toBe(true);
    expect(info.isVIP).toBe(false);
    expect(info.token).toBe(info.token_web);
    expect(info.regist_time).toBe(Math.floor(clock / 1000));
    expect(info.profile).toMatchObject({ uid: info.id, age: 0, constellation: '', photos: [] });
    const invite = info.invite as { invite_code: string; uid: number };
    expect(invite.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    const sig = verifyUserSig({
      secret: 'test-secret',
      userSig: String(info.txim_sign),
      sdkAppID: t.ctx.config.imSdkAppId,
      userID: String(info.id),
      now: clock,
    });
    expect(sig.ok).toBe(true);

    await postFrom(t, '/webapi/user/sendCode', { mobile: '13800000004', ...(await solveCaptcha(t, ip)) }, ip);
    const wrong = await postFrom(
      t,
      '/webapi/user/regist',
      { mobile: '13800000004', password: 'secret123', sms_code: '000000x' },
      ip,
    );
    expect(wrong).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
    const code = await lastSmsCode(t, '13800000004');
    const wrongCode = code === '111111' ? '222222' : '111111';
    expect(
      await postFrom(
        t,
        '/webapi/user/regist',
        { mobile: '13800000004', password: 'secret123', sms_code: wrongCode },
        ip,
      ),
    ).toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    expect(
      await postFrom(
        t,
        '/webapi/user/regist',
        { mobile: '13800000004', password: 'short', sms_code: code },
        ip,
      ),
    ).toMatchObject({
      code: 'INVALID_INPUT',
    });
    const invited = await postFrom<{ id: number }>(
      t,
      '/webapi/user/regist',
      {
        mobile: '13800000004',
        password: 'secret123',
        sms_code: code,
        invite_code: invite.invite_code.toLowerCase(),
        channel_code: 'summer',
        site: 'kqb',
      },
      ip,
    );
    expect(invited.status).toBe(0);
    const row = await t.ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', invited.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      invited_by: info.id,
      invited_with: invite.invite_code,
      channel_code: 'summer',
      site_code: 'kqb',
      sp_source: 11,
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    // The code was used; the mobile is taken.
    expect(
      await postFrom(
        t,
        '/webapi/user/regist',
        { mobile: '13800000004', password: 'secret123', sms_code: code },
        ip,
      ),
    ).toMatchObject({
      code: 'MOBILE_REGISTERED',
    });
    expect(
      await postFrom(
        t,
        '/webapi/user/sendCode',
        { mobile: '13800000004', ...(await solveCaptcha(t, ip)) },
        ip,
      ),
    ).toMatchObject({
      code: 'MOBILE_REGISTERED',
    });
  });

  it('logs in by mobile or account (POST or GET), limits failures, and serves getUserInfo', async () => {
    const ip = '10.1.0.4';
    await registerUser(t, '13800000005', 'secret123', {}, ip);
    const login = await postFrom<{ token: string; id: number }>(
      t,
      '/webapi/user/login',
      { account: '13800000005', password: 'secret123' },
      ip,
    );
    expect(login.status).toBe(0);
    const viaGet = await t.app.inject({
      method: 'GET',
      url: '/webapi/user/login?account=13800000005&password=secret123',
      remoteAddress: ip,
    });
    expect(viaGet.json().data.id).toBe(login.data.id);
    expect(
      await postFrom(t, '/webapi/user/login', { account: 'nobody', password: 'secret123' }, '10.1.0.40'),
    ).toMatchObject({
      code: 'LOGIN_FAILED',
    });

    const me = await postFrom<{ id: number; token: string }>(
      t,
      '/webapi/User/getUserInfo',
      { token: login.data.token },
      ip,
    );
    expect(me.data).toMatchObject({ id: login.data.id, token: login.data.token });
    expect(await postFrom(t, '/webapi/user/getuserinfo', {}, ip)).toMatchObject({
      status: 2,
      code: 'LOGIN_REQUIRED',
    });
    expect(await postFrom(t, '/webapi/User/getUserInfo', { token: 'bogus' }, ip)).toMatchObject({
      status: 2,
    });

    for (let i = 0; i < 5; i++) {
      const r = await postFrom(
        t,
        '/webapi/user/login',
        { account: '13800000005', password: 'wrong-pass' },
        `10.2.0.${i}`,
      );
      expect(r.code).toBe('LOGIN_FAILED');
    }
    expect(
      await postFrom(t, '/webapi/user/login', { account: '13800000005', password: 'secret123' }, '10.2.1.1'),
    ).toMatchObject({
      status: 1,
      code: 'TOO_MANY_REQUESTS',
    });
    clock += 15 * 60 * 1000 + 1;
    expect(
      (await postFrom(t, '/webapi/user/login', { account: '13800000005', password: 'secret123' }, ip)).status,
    ).toBe(0);
    // Per IP: 10 failures across accounts.
    for (let i = 0; i < 10; i++)
      await postFrom(t, '/webapi/user/login', { account: `ghost${i}`, password: 'x' }, '10.3.0.1');
    expect(
      await postFrom(t, '/webapi/user/login', { account: '13800000005', password: 'secret123' }, '10.3.0.1'),
    ).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('edits the profile with validation and derives age and constellation', async () => {
    const ip = '10.1.0.5';
    const reg = await registerUser(t, '13800000006', 'secret123', {}, ip);
    const token = reg.data.token;
    const ok = await postFrom<{ nick_name: string; profile: Record<string, unknown> }>(
      t,
      '/api/user/editUserInfo',
      {
        token,
        nick_name: '  球迷小王 ',
        signature: 'Go!',
        gender: 1,
        birthday: '1990-08-01',
        city: 'São Paulo',
        career: 'dev',
        height: 180,
        weight: 75,
        avatar: 'https://img.example/a.png',
      },
      ip,
    );
    expect(ok.status).toBe(0);
    expect(ok.data.nick_name).toBe('球迷小王');
    expect(ok.data.profile).toMatchObject({
      age: 36,
      constellation: '狮子座',
      gender: 1,
      height: 180,
      city: 'São Paulo',
    });
    const pt = await postFrom<{ profile: { constellation: string } }>(
      t,
      '/webapi/User/getUserInfo?lang=pt-br',
      { token },
      ip,
    );
    expect(pt.data.profile.constellation).toBe('Leão');
    const bad: Record<string, unknown>[] = [
      { nick_name: 'a' },
      { nick_name: '这是一个非常非常非常长的昵称啊' },
      { signature: 'x'.repeat(61) },
      { gender: 3 },
      { birthday: '1990-02-30' },
      { birthday: '2999-01-01' },
      { height: 20 },
      { weight: 1000 },
      { avatar: 'javascript:alert(1)' },
      { city: 'c'.repeat(33) },
    ];
    for (const body of bad) {
      expect(
        await postFrom(t, '/api/user/editUserInfo', { token, ...body }, ip),
        JSON.stringify(body),
      ).toMatchObject({
        status: 1,
        code: 'INVALID_INPUT',
      });
    }
    expect(await postFrom(t, '/api/user/editUserInfo', { nick_name: 'abc' }, ip)).toMatchObject({
      status: 2,
    });
  });

  it('changes the password (other sessions end) and resets it with an SMS code (all sessions end)', async () => {
    const ip = '10.1.0.6';
    const reg = await registerUser(t, '13800000007', 'secret123', {}, ip);
    const other = (
      await postFrom<{ token: string }>(
        t,
        '/webapi/user/login',
        { account: '13800000007', password: 'secret123' },
        ip,
      )
    ).data.token;
    const token = reg.data.token;
    expect(
      await postFrom(
        t,
        '/api/user/changePwd',
        { token, old_password: 'nope123', new_password: 'newpass1' },
        ip,
      ),
    ).toMatchObject({
      code: 'OLD_PASSWORD_WRONG',
    });
    expect(
      (
        await postFrom(
          t,
          '/api/user/changePwd',
          { token, old_password: 'secret123', new_password: 'newpass1' },
          ip,
        )
      ).status,
    ).toBe(0);
    expect((await postFrom(t, '/webapi/User/getUserInfo', { token }, ip)).status).toBe(0);
    expect((await postFrom(t, '/webapi/User/getUserInfo', { token: other }, ip)).status).toBe(2);
    expect(
      (await postFrom(t, '/webapi/user/login', { account: '13800000007', password: 'newpass1' }, ip)).status,
    ).toBe(0);

    // Logged out, sendVerifyCode needs the captcha and a registered mobile.
    expect(await postFrom(t, '/api/user/sendVerifyCode', { mobile: '13800000007' }, ip)).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    expect(
      await postFrom(
        t,
        '/api/user/sendVerifyCode',
        { mobile: '13899999999', ...(await solveCaptcha(t, ip)) },
        ip,
      ),
    ).toMatchObject({
      code: 'MOBILE_NOT_REGISTERED',
    });
    clock += 61_000;
    expect(
      (
        await postFrom(
          t,
          '/api/user/sendVerifyCode',
          { mobile: '13800000007', ...(await solveCaptcha(t, ip)) },
          ip,
        )
      ).status,
    ).toBe(0);
    const code = await lastSmsCode(t, '13800000007');
    expect(
      (
        await postFrom(
          t,
          '/webapi/user/forgetPwd',
          { mobile: '13800000007', sms_code: code, password: 'reset123' },
          ip,
        )
      ).status,
    ).toBe(0);
    expect((await postFrom(t, '/webapi/User/getUserInfo', { token }, ip)).status).toBe(2);
    expect(
      (await postFrom(t, '/webapi/user/login', { account: '13800000007', password: 'reset123' }, ip)).status,
    ).toBe(0);
    expect(
      await postFrom(
        t,
        '/webapi/user/forgetPwd',
        { mobile: '13800000007', sms_code: code, password: 'again123' },
        ip,
      ),
    ).toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
  });

  it('binds a phone with a code sent while logged in; a taken mobile is refused', async () => {
    const ip = '10.1.0.7';
    const reg = await registerUser(t, '13800000008', 'secret123', {}, ip);
    const token = reg.data.token;
    expect(await postFrom(t, '/api/user/sendVerifyCode', { token, mobile: '13800000005' }, ip)).toMatchObject(
      { code: 'MOBILE_TAKEN' },
    );
    expect((await postFrom(t, '/api/user/sendVerifyCode', { token, mobile: '13800000088' }, ip)).status).toBe(
      0,
    );
    const outbox = await t.ctx.db.kysely
      .selectFrom('sms_outbox')
      .select('purpose')
      .where('mobile', '=', '13800000088')
      .executeTakeFirstOrThrow();
    expect(outbox.purpose).toBe('bind');
    const code = await lastSmsCode(t, '13800000088');
    // A bind code does not reset passwords.
    expect(
      await postFrom(
        t,
        '/webapi/user/forgetPwd',
        { mobile: '13800000088', sms_code: code, password: 'x123456' },
        ip,
      ),
    ).toMatchObject({
      status: 1,
    });
    const bound = await postFrom<{ mobile: string }>(
      t,
      '/api/User/bindPhone',
      { token, mobile: '13800000088', sms_code: code },
      ip,
    );
    expect(bound).toMatchObject({ status: 0, data: { mobile: '13800000088' } });
    expect(
      (await postFrom(t, '/webapi/user/login', { account: '13800000088', password: 'secret123' }, ip)).status,
    ).toBe(0);
    expect(
      await postFrom(t, '/api/User/bindPhone', { token, mobile: '13800000005', sms_code: '123456' }, ip),
    ).toMatchObject({
      code: 'MOBILE_TAKEN',
    });
    expect(
      await postFrom(t, '/api/User/bindPhone', { mobile: '13800000099', sms_code: '123456' }, ip),
    ).toMatchObject({ status: 2 });
  });

  it('answers third member, last online, basic info, guest info and logout', async () => {
    const ip = '10.1.0.8';
    const reg = await registerUser(t, '13800000009', 'secret123', {}, ip);
    const { token, id } = reg.data;
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ third_member: 'gold-club', birthday: '2000-01-10' })
      .where('id', '=', id)
      .execute();
    expect(await postFrom(t, '/api/user/updateThirdMember', { token }, ip)).toMatchObject({
      status: 0,
      data: { third_member: 'gold-club' },
    });

    // last_online moves on authenticated requests, at most once a minute.
    const before = (
      await postFrom<{ last_online: number }>(t, '/api/user/getUserLastOnline', { userid: id }, ip)
    ).data.last_online;
    clock += 30_000;
    await postFrom(t, '/webapi/User/getUserInfo', { token }, ip);
    const lastOnline = async () =>
      (await postFrom<{ last_online: number }>(t, '/api/user/getUserLastOnline', { userid: String(id) }, ip))
        .data.last_online;
    // updateThirdMember just wrote it; 30 s later is too soon to write again.
    expect(await lastOnline()).toBe(before);
    clock += 40_000;
    await postFrom(t, '/webapi/User/getUserInfo', { token }, ip);
    const after = await lastOnline();
    expect(after - before).toBe(70);
    clock += 10_000;
    await postFrom(t, '/webapi/User/getUserInfo', { token }, ip);
    expect(
      (await postFrom<{ last_online: number }>(t, '/api/user/getUserLastOnline', { userid: id }, ip)).data
        .last_online,
    ).toBe(after);
    expect(await postFrom(t, '/api/user/getUserLastOnline', { userid: 999999 }, ip)).toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    expect(await postFrom(t, '/api/user/getUserLastOnline', { userid: 'abc' }, ip)).toMatchObject({
      code: 'INVALID_INPUT',
    });

    const basic = await postFrom<Record<string, unknown>>(t, '/api/user/getUserBasicInfo', { id }, ip);
    expect(basic.data).toMatchObject({ id, online_status: 1, profile: { age: 26, constellation: '摩羯座' } });
    for (const secret of ['mobile', 'account', 'token', 'txim_sign', 'gold', 'diamond', 'third_member']) {
      expect(basic.data, secret).not.toHaveProperty(secret);
    }
    expect(basic.data.profile).not.toHaveProperty('birthday');

    const guest = await postFrom<{ userid: string; txim_sign: string; expire_time: number }>(
      t,
      '/api/user/getGuestInfo',
      {},
      ip,
    );
    expect(guest.data.userid).toMatch(/^guest_[0-9a-f]{16}$/);
    expect(guest.data.expire_time).toBe(Math.floor(clock / 1000) + 24 * 3600);
    const claims = verifyUserSig({
      secret: 'test-secret',
      userSig: guest.data.txim_sign,
      sdkAppID: t.ctx.config.imSdkAppId,
      userID: guest.data.userid,
      now: clock,
    });
    expect(claims.ok).toBe(true);
    const second = await postFrom<{ userid: string }>(t, '/api/user/getGuestInfo', {}, ip);
    expect(second.data.userid).not.toBe(guest.data.userid);

    expect((await postFrom(t, '/webapi/user/logout', { token }, ip)).status).toBe(0);
    expect((await postFrom(t, '/webapi/User/getUserInfo', { token }, ip)).status).toBe(2);
    expect((await postFrom(t, '/webapi/user/logout', {}, ip)).status).toBe(0);
  });

  it("keeps logins apart when an old account name equals a new user's mobile; records unknown invite codes", async () => {
    const ip = '10.1.0.10';
    const a = await registerUser(t, '13800000011', 'passA123', {}, ip);
    clock += 61_000;
    await postFrom(t, '/api/user/sendVerifyCode', { token: a.data.token, mobile: '13800000012' }, ip);
    const code = await lastSmsCode(t, '13800000012');
    expect(
      (
        await postFrom(
          t,
          '/api/User/bindPhone',
          { token: a.data.token, mobile: '13800000012', sms_code: code },
          ip,
        )
      ).status,
    ).toBe(0);
    clock += 61_000;
    const b = await registerUser(t, '13800000011', 'passB123', { invite_code: 'nobody' }, ip);
    expect(b.status).toBe(0);
    expect(b.data.account).toMatch(/^13800000011_\d{4}$/);
    const row = await t.ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', b.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ invited_by: null, invited_with: 'NOBODY' });
    const asA = await postFrom<{ id: number }>(
      t,
      '/webapi/user/login',
      { account: '13800000011', password: 'passA123' },
      ip,
    );
    const asB = await postFrom<{ id: number }>(
      t,
      '/webapi/user/login',
      { account: '13800000011', password: 'passB123' },
      ip,
    );
    expect(asA.data.id).toBe(a.data.id);
    expect(asB.data.id).toBe(b.data.id);
  });

  it('refuses disabled accounts', async () => {
    const ip = '10.1.0.9';
    const reg = await registerUser(t, '13800000010', 'secret123', {}, ip);
    await t.ctx.db.kysely.updateTable('users').set({ status: 0 }).where('id', '=', reg.data.id).execute();
    expect(
      await postFrom(t, '/webapi/user/login', { account: '13800000010', password: 'secret123' }, ip),
    ).toMatchObject({
      code: 'ACCOUNT_DISABLED',
    });
    expect((await postFrom(t, '/webapi/User/getUserInfo', { token: reg.data.token }, ip)).status).toBe(2);
  });
});
