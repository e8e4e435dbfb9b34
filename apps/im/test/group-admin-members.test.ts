import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type GroupMessagePush, type PushFrame, type TimelineItem } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The group tip of `operationType` pushed to `c` for `groupID`. */
function tipOf(c: TestClient, groupID: string, operationType: number) {
  return c.waitPush<GroupMessagePush>((p: PushFrame) => {
    if (p.push !== PUSH.GROUP_MESSAGE) return false;
    const m = (p.body as GroupMessagePush).message;
    const e = m.elements[0];
    return (
      m.to === groupID &&
      e?.type === 'TIMGroupTipElem' &&
      (e.content as { operationType: number }).operationType === operationType
    );
  });
}

/** The system notice of `operationType` pushed to `c`. */
function noticeOf(c: TestClient, groupID: string, operationType: number) {
  return c.waitPush<TimelineItem>((p: PushFrame) => {
    const item = p.body as TimelineItem;
    if (p.push !== PUSH.TIMELINE || item.kind !== 'system') return false;
    const content = item.message?.elements[0]?.content as
      { operationType: number; groupProfile: { groupID: string } } | undefined;
    return content?.operationType === operationType && content.groupProfile.groupID === groupID;
  });
}

async function group(owner: TestClient, type = 'Public', extra: Record<string, unknown> = {}) {
  return (await owner.call('group.create', { type, name: `${type} admin`, ...extra })).group.groupID;
}

describe('group members: add and delete', () => {
  it('adds members (managers; any member of a work group), reports existed and over-limit users', async () => {
    const o = await h.client('am-owner');
    const m = await h.client('am-member');
    const x = await h.client('am-outsider');
    const g = await group(o, 'Public', { maxMemberNum: 3, memberList: [{ userID: 'am-member' }] });
    expect(await codeOf(x.call('group.addMember', { groupID: g, userIDList: ['am-a'] }))).toBe(10007);
    expect(await codeOf(m.call('group.addMember', { groupID: g, userIDList: ['am-a'] }))).toBe(10007);
    const a = await h.client('am-a');
    const tip = tipOf(m, g, 1);
    const r = await o.call('group.addMember', { groupID: g, userIDList: ['am-member', 'am-a', 'am-b'] });
    expect(r.existedUserIDList).toEqual(['am-member']);
    expect(r.successUserIDList).toEqual(['am-a']);
    expect(r.overLimitUserIDList).toEqual(['am-b']);
    expect(r.group.memberCount).toBe(3);
    const content = (await tip).body.message.elements[0]!.content as {
      userIDList: string[];
      operatorID: string;
    };
    expect(content).toMatchObject({ userIDList: ['am-a'], operatorID: 'am-owner' });
    await noticeOf(a, g, 7);
    const work = await group(o, 'Private', { memberList: [{ userID: 'am-member' }] });
    expect(
      (await m.call('group.addMember', { groupID: work, userIDList: ['am-c'] })).successUserIDList,
    ).toEqual(['am-c']);
    // The invite option: FreeAccess lets any member add; members cannot change it.
    const opt = (inviteOption: string, c = o) =>
      c.call('group.setInviteOption', { groupID: g, inviteOption } as never);
    expect(await codeOf(opt('FreeAccess', m))).toBe(10007);
    await o.call('group.deleteMember', { groupID: g, userIDList: ['am-a'] });
    await opt('FreeAccess');
    expect((await m.call('group.addMember', { groupID: g, userIDList: ['am-a'] })).successUserIDList).toEqual(
      ['am-a'],
    );
    await opt('DisableInvite');
    await o.call('group.deleteMember', { groupID: g, userIDList: ['am-a'] });
    expect(await codeOf(m.call('group.addMember', { groupID: g, userIDList: ['am-a'] }))).toBe(10007);
    expect(await codeOf(opt('Sometimes'))).toBe(60003);
    const live = await group(o, 'AVChatRoom');
    expect(await codeOf(o.call('group.addMember', { groupID: live, userIDList: ['am-a'] }))).toBe(60003);
    expect(await codeOf(o.call('group.addMember', { groupID: g, userIDList: [] }))).toBe(60003);
    expect(await codeOf(o.call('group.addMember', { groupID: 'no-such', userIDList: ['x'] }))).toBe(2603);
  });

  it('deletes members: admins below them only, never self; tip 3 and notice 4; live rooms ban', async () => {
    const o = await h.client('dm-owner');
    const ad = await h.client('dm-admin');
    const m = await h.client('dm-member');
    const g = await group(o, 'Public', {
      memberList: [
        { userID: 'dm-admin', role: 'Admin' },
        { userID: 'dm-admin2', role: 'Admin' },
        { userID: 'dm-member' },
        { userID: 'dm-member2' },
      ],
    });
    expect(await codeOf(m.call('group.deleteMember', { groupID: g, userIDList: ['dm-member2'] }))).toBe(
      10007,
    );
    expect(await codeOf(ad.call('group.deleteMember', { groupID: g, userIDList: ['dm-admin2'] }))).toBe(
      10007,
    );
    expect(await codeOf(ad.call('group.deleteMember', { groupID: g, userIDList: ['dm-owner'] }))).toBe(10007);
    expect(await codeOf(o.call('group.deleteMember', { groupID: g, userIDList: ['dm-owner'] }))).toBe(10007);
    const tip = tipOf(o, g, 3);
    const r = await ad.call('group.deleteMember', {
      groupID: g,
      userIDList: ['dm-member', 'dm-nobody'],
      reason: 'spam',
    });
    expect(r.userIDList).toEqual(['dm-member']);
    await tip;
    const notice = await noticeOf(m, g, 4);
    expect((notice.body.message!.elements[0]!.content as { handleMessage: string }).handleMessage).toBe(
      'spam',
    );
    expect(await codeOf(m.call('group.members', { groupID: g }))).toBe(10007);
    expect(
      (await o.call('group.deleteMember', { groupID: g, userIDList: ['dm-admin2'] })).userIDList,
    ).toEqual(['dm-admin2']);
    const live = await group(o, 'AVChatRoom');
    expect(await codeOf(o.call('group.deleteMember', { groupID: live, userIDList: ['dm-member'] }))).toBe(
      2686,
    );
    const v = await h.client('dm-viewer');
    await v.call('group.join', { groupID: live });
    await o.call('group.deleteMember', { groupID: live, userIDList: ['dm-viewer'], duration: 60 });
    await noticeOf(v, live, 21);
    expect(await codeOf(v.call('group.join', { groupID: live }))).toBe(10101);
  });
});

describe('group members: role, name card, custom fields, marks, profiles', () => {
  it('sets roles: owner only, Admin/Member (Custom in communities), never self, members only', async () => {
    const o = await h.client('rl-owner');
    const ad = await h.client('rl-admin');
    const m = await h.client('rl-member');
    const g = await group(o, 'Public', {
      memberList: [{ userID: 'rl-admin', role: 'Admin' }, { userID: 'rl-member' }],
    });
    const set = (c: TestClient, userID: string, role: string, groupID = g) =>
      c.call('group.setMemberRole', { groupID, userID, role } as never);
    expect(
      await codeOf(ad.call('group.setMemberRole', { groupID: g, userID: 'rl-member', role: 'Admin' })),
    ).toBe(2681);
    expect(await codeOf(set(o, 'rl-member', 'Owner'))).toBe(2683);
    expect(await codeOf(set(o, 'rl-member', 'Custom'))).toBe(2683);
    expect(await codeOf(set(o, 'rl-owner', 'Admin'))).toBe(2684);
    expect(await codeOf(set(o, 'rl-nobody', 'Admin'))).toBe(2623);
    const work = await group(o, 'Private', { memberList: [{ userID: 'rl-member' }] });
    expect(await codeOf(set(o, 'rl-member', 'Admin', work))).toBe(2682);
    const live = await group(o, 'AVChatRoom');
    expect(await codeOf(set(o, 'rl-member', 'Admin', live))).toBe(2682);
    const tip = tipOf(m, g, 4);
    const r = await set(o, 'rl-member', 'Admin');
    expect(r.member).toMatchObject({ userID: 'rl-member', role: 'Admin' });
    await tip;
    await noticeOf(m, g, 9);
    const cancelled = tipOf(ad, g, 5);
    await set(o, 'rl-member', 'Member');
    await cancelled;
    await noticeOf(m, g, 10);
    const c = await group(o, 'Community', { memberList: [{ userID: 'rl-member' }] });
    expect((await set(o, 'rl-member', 'Custom', c)).member.role).toBe('Custom');
  });

  it('name cards and custom fields: self or a manager, filtered, sized; tip 7; profiles of up to 50', async () => {
    const o = await h.client('nc-owner');
    const m = await h.client('nc-member');
    const m2 = await h.client('nc-member2');
    const x = await h.client('nc-outsider');
    const g = await group(o, 'Public', { memberList: [{ userID: 'nc-member' }, { userID: 'nc-member2' }] });
    const tip = tipOf(o, g, 7);
    const r = await m.call('group.setMemberInfo', { groupID: g, nameCard: 'a badword card' });
    expect(r.member.nameCard).not.toContain('badword');
    await tip;
    expect(
      await codeOf(m2.call('group.setMemberInfo', { groupID: g, userID: 'nc-member', nameCard: 'x' })),
    ).toBe(10007);
    expect(
      await codeOf(m.call('group.setMemberInfo', { groupID: g, userID: 'nc-owner', nameCard: 'x' })),
    ).toBe(10007);
    expect(await codeOf(x.call('group.setMemberInfo', { groupID: g, nameCard: 'x' }))).toBe(10007);
    expect(await codeOf(m.call('group.setMemberInfo', { groupID: g, nameCard: 'x'.repeat(51) }))).toBe(60003);
    expect(await codeOf(m.call('group.setMemberInfo', { groupID: g }))).toBe(60003);
    const byOwner = await o.call('group.setMemberInfo', {
      groupID: g,
      userID: 'nc-member2',
      memberCustomField: [
        { key: 'level', value: '3' },
        { key: 'team', value: 'red' },
      ],
    });
    expect(byOwner.member.memberCustomField).toEqual([
      { key: 'level', value: '3' },
      { key: 'team', value: 'red' },
    ]);
    await m2.call('group.setMemberInfo', { groupID: g, memberCustomField: [{ key: 'team', value: '' }] });
    const tooBig = [{ key: 'k', value: 'v'.repeat(65) }];
    expect(await codeOf(m2.call('group.setMemberInfo', { groupID: g, memberCustomField: tooBig }))).toBe(
      60003,
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(await codeOf(m2.call('group.setMemberInfo', { groupID: g, memberCustomField: six }))).toBe(60003);
    const p = await m.call('group.memberProfile', {
      groupID: g,
      userIDList: ['nc-member2', 'nc-outsider', ...Array.from({ length: 60 }, (_, i) => `nc-x${i}`)],
    });
    expect(p.memberList.map((x) => [x.userID, x.memberCustomField])).toEqual([
      ['nc-member2', [{ key: 'level', value: '3' }]],
    ]);
    const filtered = await m.call('group.memberProfile', {
      groupID: g,
      userIDList: ['nc-member2'],
      memberCustomFieldFilter: ['nope'],
    });
    expect(filtered.memberList[0]!.memberCustomField).toEqual([]);
    expect(await codeOf(x.call('group.memberProfile', { groupID: g, userIDList: ['nc-member'] }))).toBe(
      10007,
    );
  });

  it('marks live-room members: managers, markType >= 1000, at most 10 types', async () => {
    const o = await h.client('mk-owner');
    const v = await h.client('mk-viewer');
    const live = await group(o, 'AVChatRoom');
    const pub = await group(o);
    await v.call('group.join', { groupID: live });
    const mark = (c: TestClient, markType: number, enableMark = true, groupID = live) =>
      c.call('group.markMembers', { groupID, userIDList: ['mk-viewer'], markType, enableMark });
    expect(await codeOf(mark(v, 1000))).toBe(10007);
    expect(await codeOf(mark(o, 999))).toBe(60003);
    expect(await codeOf(mark(o, 1000, true, pub))).toBe(60003);
    for (let t = 1000; t < 1010; t++) expect((await mark(o, t)).successUserIDList).toEqual(['mk-viewer']);
    expect(await codeOf(mark(o, 1010))).toBe(60003);
    await mark(o, 1000, false);
    expect((await mark(o, 1010)).successUserIDList).toEqual(['mk-viewer']);
    const big = Array.from({ length: 501 }, (_, i) => `u${i}`);
    expect(
      await codeOf(
        o.call('group.markMembers', { groupID: live, userIDList: big, markType: 1001, enableMark: true }),
      ),
    ).toBe(60003);
  });

  it('mutes through group.muteMember: managers only, never self; tip 7 carries the mute', async () => {
    const o = await h.client('mt-owner');
    const m = await h.client('mt-member');
    const g = await group(o, 'Public', { memberList: [{ userID: 'mt-member' }] });
    expect(await codeOf(o.call('group.muteMember', { groupID: g, userID: 'mt-owner', muteTime: 60 }))).toBe(
      2685,
    );
    expect(await codeOf(m.call('group.muteMember', { groupID: g, userID: 'mt-owner', muteTime: 60 }))).toBe(
      10007,
    );
    await o.call('group.muteMember', { groupID: g, userID: 'mt-member', muteTime: 60 });
    const [info] = (await o.call('group.memberProfile', { groupID: g, userIDList: ['mt-member'] }))
      .memberList;
    expect(info!.muteUntil).toBeGreaterThan(Date.now() / 1000);
  });
});
