import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushFrame, SocialPush } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf } from './client';
import { adminCall } from './admin-call';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const SRC = 'AddSource_Type_Web';
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
let rnd = 1;
const isStatus = (userID: string, statusType: number) => (p: PushFrame) => {
  const b = p.body as SocialPush;
  return (
    p.push === 'social' &&
    b.kind === 'status' &&
    b.userStatusList.some((s) => s.userID === userID && s.statusType === statusType)
  );
};

describe('profiles', () => {
  it('updates every field of spec 3, pushes to me and my friends; defaults for unknown users', async () => {
    const a = await h.client('pr-a');
    const b = await h.client('pr-b');
    await b.call('profile.update', { allowType: 'AllowType_Type_AllowAny' });
    await a.call('friend.add', { to: 'pr-b', source: SRC });
    const update = {
      nick: 'Alice badword',
      avatar: 'https://x.test/a.png',
      gender: 'Gender_Type_Female',
      birthday: 20000101,
      location: 'BR',
      selfSignature: 'hello',
      allowType: 'AllowType_Type_NeedConfirm',
      language: 2,
      messageSettings: 1,
      adminForbidType: 'AdminForbid_Type_None',
      level: 3,
      role: 4,
      profileCustomField: [{ key: 'Tag_Profile_Custom_team', value: 'Flamengo' }],
    } as const;
    const { profile } = await a.call('profile.update', update);
    expect(profile).toMatchObject({ ...update, nick: 'Alice *******', userID: 'pr-a' });
    expect(profile.lastUpdatedTime).toBeGreaterThan(0);
    const seen = await b.waitPush<SocialPush>(
      (p) => p.push === 'social' && JSON.stringify(p.body).includes('"userID":"pr-a"'),
    );
    expect(seen.body).toMatchObject({ kind: 'profile', profile: { userID: 'pr-a', nick: 'Alice *******' } });
    const list = await b.call('profile.get', { userIDList: ['pr-a', 'pr-never'] });
    expect(list.profileList[0]).toEqual(profile);
    expect(list.profileList[1]).toMatchObject({
      userID: 'pr-never',
      nick: '',
      gender: 'Gender_Type_Unknown',
      allowType: 'AllowType_Type_NeedConfirm',
      profileCustomField: [],
    });
    const many = Array.from({ length: 150 }, (_, i) => `pr-m${i}`);
    expect((await b.call('profile.get', { userIDList: many })).profileList).toHaveLength(100);
    // Messages show the new nick (the sender cache was dropped).
    const m = await a.call('msg.sendC2C', { to: 'pr-b', elements: text('hi'), random: rnd++ });
    expect(m.message.nick).toBe('Alice *******');
  });

  it('the admin import (the API publishing nick and avatar) keeps my fields and tells my friends', async () => {
    const a = await h.client('pi-a');
    const f = await h.client('pi-f');
    await a.call('profile.update', {
      allowType: 'AllowType_Type_AllowAny',
      profileCustomField: [{ key: 'Tag_Profile_Custom_k', value: 'v' }],
    });
    await f.call('friend.add', { to: 'pi-a', source: SRC });
    const r = await adminCall(h.server.adminPort, 'account/import', {
      userID: 'pi-a',
      nick: 'From API',
      avatar: 'https://x.test/api.png',
      profile: { level: 9, adminForbidType: 'AdminForbid_Type_SendOut' },
    });
    expect(r.code).toBe(0);
    await f.waitPush((p) => p.push === 'social' && JSON.stringify(p.body).includes('From API'));
    const [p] = (await f.call('profile.get', { userIDList: ['pi-a'] })).profileList;
    expect(p).toMatchObject({
      nick: 'From API',
      avatar: 'https://x.test/api.png',
      level: 9,
      allowType: 'AllowType_Type_AllowAny',
      profileCustomField: [{ key: 'Tag_Profile_Custom_k', value: 'v' }],
      adminForbidType: 'AdminForbid_Type_SendOut',
    });
    // The user cannot lift the administrator's forbid.
    await a.call('profile.update', { adminForbidType: 'AdminForbid_Type_None' });
    expect((await a.call('profile.get', { userIDList: ['pi-a'] })).profileList[0]!.adminForbidType).toBe(
      'AdminForbid_Type_SendOut',
    );
    expect(await codeOf(a.call('friend.add', { to: 'pi-x', source: SRC }))).toBe(30524);
  });

  it('refuses bad updates with 2721, an empty one with 2722', async () => {
    const a = await h.client('pv-a');
    expect(await codeOf(a.call('profile.update', {}))).toBe(2722);
    const bad: Record<string, unknown>[] = [
      { nick: 'x'.repeat(501) },
      { gender: 'male' },
      { allowType: 'yes' },
      { adminForbidType: 1 },
      { birthday: 'today' },
      { messageSettings: 2 },
      { location: 5 },
      { unknownKey: 'x' },
      { profileCustomField: [{ key: 'Tag_Other', value: 'x' }] },
      { profileCustomField: [{ key: 'Tag_Profile_Custom_n', value: 5 }] },
      { avatar: 'javascript:alert(1)' },
    ];
    for (const body of bad)
      expect(await codeOf(a.call('profile.update', body)), JSON.stringify(body)).toBe(2721);
    const multibyte = '名'.repeat(167); // 501 bytes
    expect(await codeOf(a.call('profile.update', { nick: multibyte }))).toBe(2721);
  });
});

describe('blacklist', () => {
  it('adds, removes, refuses self; blocks C2C messages (20007) and friend adds (30525)', async () => {
    const a = await h.client('bl-a');
    const b = await h.client('bl-b');
    expect(await codeOf(a.call('blacklist.add', { userIDList: ['bl-a'] }))).toBe(2742);
    const added = await a.call('blacklist.add', { userIDList: ['bl-a', 'bl-b', 'bl-c'] });
    expect(added.blacklist.map((x) => x.userID).sort()).toEqual(['bl-b', 'bl-c']);
    await a.waitPush((p) => p.push === 'social' && (p.body as SocialPush).kind === 'blacklist');
    expect(await codeOf(b.call('msg.sendC2C', { to: 'bl-a', elements: text('hey'), random: rnd++ }))).toBe(
      20007,
    );
    // The blocker may still write to the blocked user.
    await a.call('msg.sendC2C', { to: 'bl-b', elements: text('one way'), random: rnd++ });
    await a.call('profile.update', { allowType: 'AllowType_Type_AllowAny' });
    expect(await codeOf(b.call('friend.add', { to: 'bl-a', source: SRC }))).toBe(30525);
    expect(await codeOf(a.call('friend.add', { to: 'bl-b', source: SRC }))).toBe(30515);
    const removed = await a.call('blacklist.remove', { userIDList: ['bl-b'] });
    expect(removed.blacklist.map((x) => x.userID)).toEqual(['bl-c']);
    await b.call('msg.sendC2C', { to: 'bl-a', elements: text('back'), random: rnd++ });
    expect((await a.call('blacklist.get', {})).blacklist).toEqual([
      { userID: 'bl-c', timeStamp: expect.any(Number) },
    ]);
    expect(await codeOf(a.call('blacklist.add', { userIDList: [] }))).toBe(60003);
  });
});

describe('user status', () => {
  it('online, offline, unlogged from presence; custom status; subscribers hear changes', async () => {
    const w = await h.client('st-w');
    const t = await h.client('st-t');
    const sub = await w.call('status.subscribe', { userIDList: ['st-t', 'st-none', 'st-w'] });
    expect(sub.failureUserList.map((f) => f.userID).sort()).toEqual(['st-none', 'st-w']);
    const s1 = await w.call('status.get', { userIDList: ['st-t', 'st-none'] });
    expect(s1.successUserList).toEqual([{ userID: 'st-t', statusType: 1, customStatus: '' }]);
    expect(s1.failureUserList[0]).toMatchObject({ userID: 'st-none', code: 20003 });
    const set = await t.call('status.set', { customStatus: 'watching badword' });
    expect(set).toEqual({ userID: 'st-t', statusType: 1, customStatus: 'watching *******' });
    await w.waitPush((p) => isStatus('st-t', 1)(p) && JSON.stringify(p.body).includes('watching'));
    t.close();
    await w.waitPush(isStatus('st-t', 2));
    expect((await w.call('status.get', { userIDList: ['st-t'] })).successUserList[0]!.statusType).toBe(2);
    const t2 = await h.client('st-t');
    await w.waitPush(isStatus('st-t', 1));
    await t2.call('session.logout', {});
    await w.waitPush(isStatus('st-t', 3));
    expect((await w.call('status.get', { userIDList: ['st-t'] })).successUserList[0]!.statusType).toBe(3);
    await w.call('status.unsubscribe', {});
    const before = w.pushes.length;
    await t2.login('st-t');
    await new Promise((r) => setTimeout(r, 200));
    expect(w.pushes.slice(before).filter(isStatus('st-t', 1))).toHaveLength(0);
  });

  it('the login answer carries my custom status; limits 5 s / 20; subscribe cap 100', async () => {
    const u = await h.client('sl-u');
    await u.call('status.set', { customStatus: 'busy' });
    u.close();
    const again = await h.client();
    const login = await again.login('sl-u');
    expect(login.customStatus).toBe('busy');
    expect(await codeOf(again.call('status.set', { customStatus: 'x'.repeat(101) }))).toBe(60003);
    const many = Array.from({ length: 120 }, (_, i) => `sl-x${i}`);
    expect((await again.call('status.subscribe', { userIDList: many })).failureUserList).toHaveLength(100);
    let refused = 0;
    for (let i = 0; i < 22; i++)
      refused += await again.call('status.get', { userIDList: ['sl-u'] }).then(
        () => 0,
        () => 1,
      );
    expect(refused).toBe(2); // 20 get calls fit the 5 s window; subscribe is counted apart
  });

  it('needs the commercial user-status ability', async () => {
    const off = await startHarness({ purchaseBits: '1111111000' });
    try {
      const a = await off.client('sc-a');
      await off.client('sc-b');
      expect(await codeOf(a.call('status.get', { userIDList: ['sc-b'] }))).toBe(10016);
      expect(await codeOf(a.call('status.subscribe', { userIDList: ['sc-b'] }))).toBe(10016);
      expect(await codeOf(a.call('status.unsubscribe', {}))).toBe(10016);
      // My own status needs no ability, and setting it is not gated.
      expect((await a.call('status.get', { userIDList: ['sc-a'] })).successUserList[0]!.statusType).toBe(1);
      await a.call('status.set', { customStatus: 'ok' });
    } finally {
      await off.close();
    }
  });
});
