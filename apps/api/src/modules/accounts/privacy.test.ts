import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, registerUser } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// What the chat card of a live room needs; everything else is for logged-in users or the user themself.
const CARD_FIELDS = [
  'id',
  'uid',
  'nick_name',
  'avatar',
  'user_level',
  'vip_level',
  'isVIP',
  'is_anchor',
  'anchor_level',
];

describe.each(testDatabases)('who sees what of a user on $name', { timeout: 30_000 }, (database) => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 23, 11, 2, 17);
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock });
    owner = (await registerUser(t, '13400000001', 'secret123', {}, '10.4.0.1')).data;
    other = (await registerUser(t, '13400000002', 'secret123', {}, '10.4.0.2')).data;
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ birthday: '1999-05-01', city: 'Recife', signature: 'hi' })
      .where('id', '=', owner.id)
      .execute();
  });
  afterAll(async () => t.close());

  it('shows anonymous callers the chat card only, and last-online times to logged-in users only', async () => {
    const ip = '10.4.1.1';
    const anonymous = await postFrom<Record<string, unknown>>(
      t,
      '/api/user/getUserBasicInfo',
      { id: owner.id },
      ip,
    );
    expect(anonymous.status).toBe(0);
    expect(Object.keys(anonymous.data).sort()).toEqual([...CARD_FIELDS].sort());
    expect(await postFrom(t, '/api/user/getUserLastOnline', { userid: owner.id }, ip)).toMatchObject({
      status: 2,
      code: 'LOGIN_REQUIRED',
    });

    const seenByOther = await postFrom<Record<string, unknown> & { profile: Record<string, unknown> }>(
      t,
      '/api/user/getUserBasicInfo',
      { token: other.token, id: owner.id },
      ip,
    );
    expect(seenByOther.data).toMatchObject({ signature: 'hi', profile: { city: 'Recife', age: 27 } });
    expect(seenByOther.data.profile).not.toHaveProperty('birthday');
    // To the 5-minute window, not to the second.
    expect(seenByOther.data.last_online).toBe(Math.floor(clock / 300_000) * 300);
    const lastOnline = await postFrom<{ last_online: number }>(
      t,
      '/api/user/getUserLastOnline',
      { token: other.token, userid: owner.id },
      ip,
    );
    expect(lastOnline.data.last_online).toBe(Math.floor(clock / 300_000) * 300);

    const own = await postFrom<Record<string, unknown> & { profile: Record<string, unknown> }>(
      t,
      '/api/user/getUserBasicInfo',
      { token: owner.token, id: owner.id },
      ip,
    );
    expect(own.data.profile.birthday).toBe('1999-05-01');
    expect(own.data.last_online).toBe(Math.floor(clock / 1000));
    for (const body of [anonymous.data, seenByOther.data, own.data]) {
      for (const secret of ['mobile', 'account', 'token', 'txim_sign', 'gold', 'third_member']) {
        expect(body).not.toHaveProperty(secret);
      }
    }
  });

  it('throttles anonymous lookups per address so ids cannot be walked: 30 a minute, 300 an hour', async () => {
    const ip = '10.4.2.1';
    const lookup = (from: string, id = owner.id) => postFrom(t, '/api/user/getUserBasicInfo', { id }, from);
    const limited = { status: 1, code: 'PROFILE_LOOKUP_LIMITED', data: { retry_after: 60 } };
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 30; i++) expect((await lookup(ip, owner.id + (i % 2))).status).toBe(0);
      expect(await lookup(ip)).toMatchObject(limited);
      clock += 61_000;
    }
    expect(await lookup(ip)).toMatchObject({ code: 'PROFILE_LOOKUP_LIMITED', data: { retry_after: 3600 } });
    expect((await lookup('10.4.2.2')).status).toBe(0);
  });

  it('limits the lookups of all the accounts behind one address together', async () => {
    const ip = '10.4.2.9';
    for (let i = 0; i < 120; i++) {
      const token = i % 2 ? owner.token : other.token;
      const r = await postFrom(t, '/api/user/getUserBasicInfo', { token, id: owner.id }, ip);
      expect(r.status).toBe(0);
    }
    expect(
      await postFrom(t, '/api/user/getUserBasicInfo', { token: other.token, id: owner.id }, ip),
    ).toMatchObject({ code: 'PROFILE_LOOKUP_LIMITED' });
    // The same accounts from another address are not held back by this one.
    const elsewhere = await postFrom(
      t,
      '/api/user/getUserBasicInfo',
      { token: other.token, id: owner.id },
      '10.4.2.10',
    );
    expect(elsewhere.status).toBe(0);
  });

  it('throttles guest identities per address', async () => {
    const ip = '10.4.3.1';
    for (let i = 0; i < 10; i++) expect((await postFrom(t, '/api/user/getGuestInfo', {}, ip)).status).toBe(0);
    expect(await postFrom(t, '/api/user/getGuestInfo', {}, ip)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await postFrom(t, '/api/user/getGuestInfo', {}, '10.4.3.2')).status).toBe(0);
    clock += 61_000;
    expect((await postFrom(t, '/api/user/getGuestInfo', {}, ip)).status).toBe(0);
  });

  it('refuses reserved nick names however they are written', async () => {
    const ip = '10.4.4.1';
    const edit = (nick: string) =>
      postFrom(t, '/api/user/editUserInfo', { token: owner.token, nick_name: nick }, ip);
    for (const nick of [
      'Admin',
      ' ADMINISTRATOR ',
      'ａｄｍｉｎ',
      'a d m i n',
      'ad_min',
      '管理员',
      'System',
      'OFFICIAL',
      'Tifo',
      '星直播',
      'tifo 体育',
    ]) {
      expect(await edit(nick), nick).toMatchObject({ status: 1, code: 'NICK_RESERVED' });
    }
    expect(await edit('Admin fan')).toMatchObject({ status: 0, data: { nick_name: 'Admin fan' } });
  });
});
