import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type PushFrame, type TimelineItem } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

// Issue 28, 2.8: members named at creation follow the rules of adding members later, and only the owner
// (the creator) names admins, where roles can be set at all.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The system notice of `operationType` about `groupID` in `c`'s timeline. */
function noticeOf(c: TestClient, groupID: string, operationType: number) {
  return c.waitPush<TimelineItem>((p: PushFrame) => {
    const item = p.body as TimelineItem;
    if (p.push !== PUSH.TIMELINE || item.kind !== 'system') return false;
    const content = item.message?.elements[0]?.content as
      { operationType: number; groupProfile: { groupID: string } } | undefined;
    return content?.operationType === operationType && content.groupProfile.groupID === groupID;
  });
}

async function roles(c: TestClient, groupID: string): Promise<Record<string, string>> {
  const list = await c.call('group.members', { groupID, count: 100 });
  return Object.fromEntries(list.memberList.map((m) => [m.userID, m.role]));
}

describe('group.create memberList', () => {
  it('a work group refuses Admin (2682) and Owner (2683), and creates nothing', async () => {
    const owner = await h.client('cm-owner');
    const body = { type: 'Private', name: 'work', groupID: 'cm-work-1' };
    expect(
      await codeOf(owner.call('group.create', { ...body, memberList: [{ userID: 'cm-a', role: 'Admin' }] })),
    ).toBe(2682);
    expect(
      await codeOf(owner.call('group.create', { ...body, memberList: [{ userID: 'cm-a', role: 'Owner' }] })),
    ).toBe(2683);
    const profile = await owner.call('group.profile', { groupIDList: ['cm-work-1'] });
    expect(profile.groupList).toEqual([]);
  });

  it('the owner names admins in a public group; the added are told (system notice 7, as addGroupMember)', async () => {
    const owner = await h.client('cm-owner2');
    const invited = await h.client('cm-b');
    const created = owner.call('group.create', {
      type: 'Public',
      name: 'fans',
      groupID: 'cm-public-1',
      memberList: [{ userID: 'cm-b', role: 'Admin' }, { userID: 'cm-c' }],
    });
    const notice = noticeOf(invited, 'cm-public-1', 7);
    await created;
    await notice;
    expect(await roles(owner, 'cm-public-1')).toEqual({
      'cm-owner2': 'Owner',
      'cm-b': 'Admin',
      'cm-c': 'Member',
    });
  });

  it('Custom only in communities (2683 elsewhere)', async () => {
    const owner = await h.client('cm-owner3');
    expect(
      await codeOf(
        owner.call('group.create', {
          type: 'Public',
          name: 'p',
          memberList: [{ userID: 'cm-d', role: 'Custom' }],
        }),
      ),
    ).toBe(2683);
  });

  it('stores inviteOption and groupCustomField, which the profile returns', async () => {
    const owner = await h.client('cm-owner4');
    const res = await owner.call('group.create', {
      type: 'Public',
      name: 'options',
      inviteOption: 'FreeAccess',
      groupCustomField: [{ key: 'club', value: 'Flamengo' }],
    });
    expect(res.group).toMatchObject({
      inviteOption: 'FreeAccess',
      groupCustomField: [{ key: 'club', value: 'Flamengo' }],
    });
    const g = res.group.groupID;
    const member = await h.client('cm-e');
    await owner.call('group.addMember', { groupID: g, userIDList: ['cm-e'] });
    // FreeAccess stored at creation: a plain member may add others.
    const added = await member.call('group.addMember', { groupID: g, userIDList: ['cm-f'] });
    expect(added.successUserIDList).toEqual(['cm-f']);
  });
});
