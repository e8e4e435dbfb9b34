import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyUserSig } from '@tifo/protocol/node';
import { lastSmsCode, postFrom, registerUser, solveCaptcha } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import * as plainTextMigration from '../../migrations/0007_profile_plain_text';
import type { TestApp } from '../../../test/test-app';

// Password hashing is deliberately slow, and these tests hash many times on a shared machine.
describe.each(testDatabases)(
  'profile, phone binding and public info on $name',
  { timeout: 30_000 },
  (database) => {
    let t: TestApp;
    let clock = Date.UTC(2026, 10, 22, 6, 0, 0);
    beforeAll(async () => {
      t = await startTestApp(database, { now: () => clock });
    });
    afterAll(async () => t.close());

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

    it('stores a signature as plain text: the markup of <img onerror=...> is gone, also from older rows', async () => {
      const ip = '10.1.0.6';
      const reg = await registerUser(t, '13800000016', 'secret123', {}, ip);
      const edited = await postFrom<{ signature: string; profile: { city: string } }>(
        t,
        '/api/user/editUserInfo',
        { token: reg.data.token, signature: '<img src=x onerror=alert(1)>加油', city: '<b>Recife</b>' },
        ip,
      );
      expect(edited.status).toBe(0);
      const row = await t.ctx.db.kysely
        .selectFrom('users')
        .select(['signature', 'city'])
        .where('id', '=', reg.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ signature: '加油', city: 'Recife' });
      // A row written before the rule: the migration cleans it the same way.
      await t.ctx.db.kysely
        .updateTable('users')
        .set({ signature: '<img src=x onerror=alert(1)>old', career: 'i <3 <i>dev</i>' })
        .where('id', '=', reg.data.id)
        .execute();
      // Migrations take an untyped Kysely (they run before the schema they build exists).
      await plainTextMigration.up(t.ctx.db.kysely as unknown as Kysely<unknown>);
      const cleaned = await t.ctx.db.kysely
        .selectFrom('users')
        .select(['signature', 'career'])
        .where('id', '=', reg.data.id)
        .executeTakeFirstOrThrow();
      expect(cleaned).toEqual({ signature: 'old', career: 'i <3 dev' });
    });

    it('binds a phone with a code sent while logged in; a taken mobile is refused', async () => {
      const ip = '10.1.0.7';
      const reg = await registerUser(t, '13800000008', 'secret123', {}, ip);
      await registerUser(t, '13800000005', 'secret123', {}, ip);
      const token = reg.data.token;
      expect(
        await postFrom(
          t,
          '/api/user/sendVerifyCode',
          { token, mobile: '13800000005', ...(await solveCaptcha(t, ip)) },
          ip,
        ),
      ).toMatchObject({ code: 'MOBILE_TAKEN' });
      expect(
        (
          await postFrom(
            t,
            '/api/user/sendVerifyCode',
            { token, mobile: '13800000088', ...(await solveCaptcha(t, ip)) },
            ip,
          )
        ).status,
      ).toBe(0);
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
        (await postFrom(t, '/webapi/user/login', { account: '13800000088', password: 'secret123' }, ip))
          .status,
      ).toBe(0);
      // Without a valid code, a taken number answers like a free one (no probing through bindPhone).
      expect(
        await postFrom(t, '/api/User/bindPhone', { token, mobile: '13800000005', sms_code: '123456' }, ip),
      ).toMatchObject({
        code: 'SMS_CODE_INVALID',
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
        await postFrom<{ last_online: number }>(t, '/api/user/getUserLastOnline', { token, userid: id }, ip)
      ).data.last_online;
      clock += 30_000;
      await postFrom(t, '/webapi/User/getUserInfo', { token }, ip);
      const lastOnline = async () =>
        (
          await postFrom<{ last_online: number }>(
            t,
            '/api/user/getUserLastOnline',
            { token, userid: String(id) },
            ip,
          )
        ).data.last_online;
      // updateThirdMember just wrote it; 30 s later is too soon to write again.
      expect(await lastOnline()).toBe(before);
      clock += 40_000;
      await postFrom(t, '/webapi/User/getUserInfo', { token }, ip);
      const after = await lastOnline();
      expect(after - before).toBe(70);
      clock += 10_000;
      await postFrom(t, '/webapi/User/getUserInfo', { token }, ip);
      expect(
        (await postFrom<{ last_online: number }>(t, '/api/user/getUserLastOnline', { token, userid: id }, ip))
          .data.last_online,
      ).toBe(after);
      expect(await postFrom(t, '/api/user/getUserLastOnline', { token, userid: 999999 }, ip)).toMatchObject({
        code: 'USER_NOT_FOUND',
      });
      expect(await postFrom(t, '/api/user/getUserLastOnline', { token, userid: 'abc' }, ip)).toMatchObject({
        code: 'INVALID_INPUT',
      });

      const basic = await postFrom<Record<string, unknown>>(
        t,
        '/api/user/getUserBasicInfo',
        { token, id },
        ip,
      );
      expect(basic.data).toMatchObject({
        id,
        online_status: 1,
        profile: { age: 26, constellation: '摩羯座' },
      });
      for (const secret of ['mobile', 'account', 'token', 'txim_sign', 'gold', 'diamond', 'third_member']) {
        expect(basic.data, secret).not.toHaveProperty(secret);
      }
      expect(basic.data.profile).toHaveProperty('birthday', '2000-01-10');

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
  },
);
