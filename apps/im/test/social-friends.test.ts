import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMD, type PushFrame } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const SRC = 'AddSource_Type_Web';
const social = (kind: string) => (p: PushFrame) =>
  p.push === 'social' && (p.body as { kind: string }).kind === kind;
const allowAny = (c: TestClient) => c.call('profile.update', { allowType: 'AllowType_Type_AllowAny' });
const ids = (list: { userID: string }[]) => list.map((x) => x.userID).sort();

describe('friends', () => {
  it('AllowAny adds both ways at once; both sides hear it; delete both ways', async () => {
    const a = await h.client('fr-a');
    const b = await h.client('fr-b');
    await allowAny(b);
    const r = await a.call('friend.add', { to: 'fr-b', source: SRC, remark: 'bee', groupName: 'mates' });
    expect(r).toEqual({ userID: 'fr-b', code: 0, message: '' });
    await a.waitPush(social('friends'));
    await b.waitPush(social('friends'));
    const la = await a.call('friend.list', {});
    expect(la.friendList).toHaveLength(1);
    expect(la.friendList[0]).toMatchObject({
      userID: 'fr-b',
      remark: 'bee',
      groupList: ['mates'],
      source: SRC,
    });
    expect(la.friendList[0]!.profile.allowType).toBe('AllowType_Type_AllowAny');
    expect(la.completeFlag).toBe(1);
    expect(ids((await b.call('friend.list', {})).friendList)).toEqual(['fr-a']);
    expect(await codeOf(a.call('friend.add', { to: 'fr-b', source: SRC }))).toBe(2701);
    const check = await a.call('friend.check', { userIDList: ['fr-b', 'fr-x'] });
    expect(check.successUserIDList.map((x) => x.relation)).toEqual([
      'CheckResult_Type_BothWay',
      'CheckResult_Type_NoRelation',
    ]);
    const del = await a.call('friend.delete', { userIDList: ['fr-b', 'fr-x'] });
    expect(del.successUserIDList).toEqual([{ userID: 'fr-b' }]);
    expect(del.failureUserIDList).toEqual([{ userID: 'fr-x', code: 2700, message: 'not my friend' }]);
    expect((await b.call('friend.list', {})).friendList).toHaveLength(0);
    expect((await a.call('friend.groups', {})).friendGroupList).toEqual([
      { name: 'mates', userIDList: [], count: 0 },
    ]);
  });

  it('single add and single delete touch one list only', async () => {
    const a = await h.client('fs-a');
    const b = await h.client('fs-b');
    await allowAny(b);
    await a.call('friend.add', { to: 'fs-b', source: SRC, type: 'Add_Type_Single' });
    expect((await b.call('friend.list', {})).friendList).toHaveLength(0);
    const rel = await b.call('friend.check', { userIDList: ['fs-a'] });
    expect(rel.successUserIDList[0]!.relation).toBe('CheckResult_Type_BWithA');
    await b.call('profile.update', { allowType: 'AllowType_Type_AllowAny' });
    await allowAny(a);
    await b.call('friend.add', { to: 'fs-a', source: SRC });
    await a.call('friend.delete', { userIDList: ['fs-b'], type: 'Delete_Type_Single' });
    expect(ids((await b.call('friend.list', {})).friendList)).toEqual(['fs-a']);
    expect((await a.call('friend.list', {})).friendList).toHaveLength(0);
  });

  it('NeedConfirm files an application (30539) with unread; accept, refuse, delete, read', async () => {
    const a = await h.client('fa-a');
    const b = await h.client('fa-b');
    const c = await h.client('fa-c');
    const r = await a.call('friend.add', { to: 'fa-b', source: SRC, wording: 'hi badword' });
    expect(r.code).toBe(30539);
    await b.waitPush(social('friendApplications'));
    const apps = await b.call('friend.applications', {});
    expect(apps.unreadCount).toBe(1);
    expect(apps.friendApplicationList[0]).toMatchObject({
      userID: 'fa-a',
      type: 'Pendency_Type_ComeIn',
      wording: 'hi *******',
      source: SRC,
    });
    const mine = await a.call('friend.applications', {});
    expect(mine.friendApplicationList[0]).toMatchObject({ userID: 'fa-b', type: 'Pendency_Type_SendOut' });
    expect(mine.unreadCount).toBe(0);
    await c.call('friend.add', { to: 'fa-b', source: SRC });
    expect((await b.call('friend.applications', {})).unreadCount).toBe(2);
    await b.call('friend.readApplications', {});
    expect((await b.call('friend.applications', {})).unreadCount).toBe(0);
    await b.call('friend.accept', { userID: 'fa-a', remark: 'ay' });
    expect(ids((await a.call('friend.list', {})).friendList)).toEqual(['fa-b']);
    expect((await b.call('friend.list', {})).friendList[0]).toMatchObject({ userID: 'fa-a', remark: 'ay' });
    expect(await codeOf(b.call('friend.accept', { userID: 'fa-a' }))).toBe(2716);
    await b.call('friend.refuse', { userID: 'fa-c' });
    expect((await c.call('friend.applications', {})).friendApplicationList).toHaveLength(0);
    expect(await codeOf(b.call('friend.refuse', { userID: 'fa-c' }))).toBe(2716);
    await c.call('friend.add', { to: 'fa-b', source: SRC });
    await c.call('friend.deleteApplication', { userID: 'fa-b', type: 'Pendency_Type_SendOut' });
    expect((await b.call('friend.applications', {})).friendApplicationList).toHaveLength(0);
    expect(await codeOf(b.call('friend.deleteApplication', { userID: 'fa-c' }))).toBe(2716);
  });

  it('DenyAny, admin forbid, self, validation', async () => {
    const a = await h.client('fd-a');
    const b = await h.client('fd-b');
    await b.call('profile.update', { allowType: 'AllowType_Type_DenyAny' });
    expect(await codeOf(a.call('friend.add', { to: 'fd-b', source: SRC }))).toBe(30516);
    expect(await codeOf(a.call('friend.add', { to: 'fd-a', source: SRC }))).toBe(30530);
    expect(await codeOf(a.call('friend.add', { to: 'fd-x', source: 'Web' }))).toBe(60003);
    expect(await codeOf(a.call('friend.add', { to: 'fd-x', source: 'AddSource_Type_TooLongKey' }))).toBe(
      60003,
    );
    expect(await codeOf(a.call('friend.add', { to: 'fd-x', source: SRC, remark: 'r'.repeat(97) }))).toBe(
      60003,
    );
    expect(await codeOf(a.call('friend.add', { to: 'fd-x', source: SRC, wording: 'w'.repeat(257) }))).toBe(
      60003,
    );
    await a.call('profile.update', { adminForbidType: 'AdminForbid_Type_SendOut' });
    expect(await codeOf(a.call('friend.add', { to: 'fd-x', source: SRC }))).toBe(30524);
    const before = await h.client();
    expect(await codeOf(before.call('friend.list', {}))).toBe(2024);
  });

  it('update, friend profile, and friend groups', async () => {
    const a = await h.client('fg-a');
    for (const id of ['fg-b', 'fg-c']) {
      const x = await h.client(id);
      await allowAny(x);
      await a.call('friend.add', { to: id, source: SRC });
    }
    expect(await codeOf(a.call('friend.update', { userID: 'fg-z', remark: 'x' }))).toBe(2700);
    const up = await a.call('friend.update', {
      userID: 'fg-b',
      remark: 'B',
      friendCustomField: [{ key: 'Tag_SNS_Custom_x', value: '1' }],
    });
    expect(up.friend).toMatchObject({
      remark: 'B',
      friendCustomField: [{ key: 'Tag_SNS_Custom_x', value: '1' }],
    });
    expect(
      await codeOf(a.call('friend.update', { userID: 'fg-b', friendCustomField: [{ key: 'x', value: '' }] })),
    ).toBe(60003);
    const fp = await a.call('friend.profile', { userIDList: ['fg-b', 'fg-q'] });
    expect(ids(fp.friendList)).toEqual(['fg-b']);
    expect(fp.failureUserIDList[0]!.code).toBe(2700);
    const g = await a.call('friend.groupCreate', { name: 'g1', userIDList: ['fg-b', 'fg-q'] });
    expect(g.friendGroup).toEqual({ name: 'g1', userIDList: ['fg-b'], count: 1 });
    expect(g.failureUserIDList.map((f) => f.code)).toEqual([2700]);
    expect(await codeOf(a.call('friend.groupCreate', { name: 'g1', userIDList: [] }))).toBe(2710);
    expect((await a.call('friend.groupAdd', { name: 'g1', userIDList: ['fg-c'] })).friendGroup.count).toBe(2);
    expect(
      (await a.call('friend.groupRemove', { name: 'g1', userIDList: ['fg-b'] })).friendGroup.userIDList,
    ).toEqual(['fg-c']);
    expect(await codeOf(a.call('friend.groupAdd', { name: 'nope', userIDList: ['fg-c'] }))).toBe(2711);
    await a.call('friend.groupCreate', { name: 'g2', userIDList: [] });
    expect(await codeOf(a.call('friend.groupRename', { oldName: 'g1', newName: 'g2' }))).toBe(2710);
    const rn = await a.call('friend.groupRename', { oldName: 'g1', newName: 'g3' });
    expect(rn.friendGroup).toEqual({ name: 'g3', userIDList: ['fg-c'], count: 1 });
    expect((await a.call('friend.list', {})).friendList.find((f) => f.userID === 'fg-c')!.groupList).toEqual([
      'g3',
    ]);
    expect(await codeOf(a.call('friend.groupDelete', { name: 'g1' }))).toBe(2711);
    await a.call('friend.groupDelete', { name: 'g3' });
    expect((await a.call('friend.groups', {})).friendGroupList.map((x) => x.name)).toEqual(['g2']);
  });

  it('junk bodies get coded refusals, never an internal error', async () => {
    const a = await h.client('fz-a');
    const cmds = Object.values(CMD).filter((c) => /^(profile|friend|blacklist|status)\./.test(c));
    expect(cmds).toHaveLength(26);
    const junk: unknown[] = [
      null,
      [],
      'x',
      { userIDList: null },
      { userIDList: [null, 5] },
      { userIDList: ['__proto__', 'constructor'] },
      { to: 5, source: {} },
      { name: ['x'], userIDList: 'a', oldName: {}, newName: '' },
      { userID: '', type: 'Nope', remark: 7 },
      { customStatus: { toString: 1 } },
      { profileCustomField: [null, 1, { key: 'Tag_Profile_Custom_x' }] },
      { nick: '\u0000'.repeat(600), birthday: -1, level: 1.5 },
    ];
    for (const cmd of cmds)
      for (const body of junk) {
        const r = await a.request(cmd, body);
        expect(typeof r.code, `${cmd} ${JSON.stringify(body)}`).toBe('number');
        expect(r.code, `${cmd} ${JSON.stringify(body)}`).not.toBe(90001);
      }
  });

  it('friend list pages of 100', async () => {
    const a = await h.client('fp-a');
    const owner = await h.client();
    await owner.login('fp-a-2');
    // 105 friends through AllowAny targets.
    for (let i = 0; i < 105; i++) {
      const x = await h.client(`fp-${String(i).padStart(3, '0')}`);
      await allowAny(x);
      await a.call('friend.add', {
        to: `fp-${String(i).padStart(3, '0')}`,
        source: SRC,
        type: 'Add_Type_Single',
      });
      x.close();
    }
    const p1 = await a.call('friend.list', {});
    expect(p1.friendList).toHaveLength(100);
    expect(p1.completeFlag).toBe(0);
    expect(p1.friendCount).toBe(105);
    const p2 = await a.call('friend.list', { startIndex: p1.nextStartIndex });
    expect(p2.friendList).toHaveLength(5);
    expect(p2.completeFlag).toBe(1);
    const many = Array.from({ length: 1001 }, (_, i) => `zz-${i}`);
    const del = await a.call('friend.delete', { userIDList: many });
    expect(del.failureUserIDList).toHaveLength(1000);
  }, 60_000);
});
