import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT_ALL, PUSH, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const gsend = (c: TestClient, groupID: string, t: string, extra: Record<string, unknown> = {}) =>
  c.call('msg.sendGroup', { groupID, elements: text(t), random: rnd++, ...extra }).then((r) => r.message);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('groups', () => {
  it('creates the five types with ID formats per type', async () => {
    const o = await h.client('g-owner');
    for (const type of ['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community']) {
      const r = await o.call('group.create', { type, name: `${type} g` });
      expect(r.group.type).toBe(type);
      expect(r.group.ownerID).toBe('g-owner');
      expect(
        r.group.groupID.startsWith(
          type === 'Community' ? '@TGS#_' : type === 'AVChatRoom' ? '@TGS#a' : '@TGS#',
        ),
      ).toBe(true);
    }
    expect(await codeOf(o.call('group.create', { type: 'Nope', name: 'x' }))).toBe(2600);
    expect(await codeOf(o.call('group.create', { type: 'Community', name: 'x', groupID: 'plain' }))).toBe(
      2601,
    );
    expect(await codeOf(o.call('group.create', { type: 'Public', name: 'x', groupID: '@TGS#mine' }))).toBe(
      2601,
    );
    await o.call('group.create', { type: 'Public', name: 'named', groupID: 'NOTIFY_ROOM_T' });
    expect(
      await codeOf(o.call('group.create', { type: 'Public', name: 'again', groupID: 'NOTIFY_ROOM_T' })),
    ).toBe(10021);
  });

  it('join options and results; quit; work groups cannot be joined or dismissed', async () => {
    const o = await h.client('j-owner');
    const u = await h.client('j-user');
    const free = (await o.call('group.create', { type: 'Public', name: 'free', joinOption: 'FreeAccess' }))
      .group.groupID;
    const ask = (await o.call('group.create', { type: 'Public', name: 'ask', joinOption: 'NeedPermission' }))
      .group.groupID;
    const closed = (
      await o.call('group.create', { type: 'Public', name: 'closed', joinOption: 'DisableApply' })
    ).group.groupID;
    const work = (
      await o.call('group.create', { type: 'Private', name: 'work', memberList: [{ userID: 'j-member' }] })
    ).group.groupID;
    expect((await u.call('group.join', { groupID: free })).status).toBe('JoinedSuccess');
    expect((await u.call('group.join', { groupID: free })).status).toBe('AlreadyInGroup');
    expect((await u.call('group.join', { groupID: ask, applyMessage: 'please' })).status).toBe(
      'WaitAdminApproval',
    );
    const notice = await o.waitPush<TimelineItem>((p) => (p.body as TimelineItem).kind === 'system');
    expect(notice.body.message?.elements[0]).toMatchObject({
      type: 'TIMGroupSystemNoticeElem',
      content: { operationType: 1, operatorID: 'j-user' },
    });
    expect(await codeOf(u.call('group.handleJoin', { groupID: ask, applicant: 'j-user', agree: true }))).toBe(
      10007,
    );
    expect(await codeOf(o.call('group.handleJoin', { groupID: ask, applicant: 'nobody', agree: true }))).toBe(
      60003,
    );
    await o.call('group.handleJoin', {
      groupID: ask,
      applicant: 'j-user',
      agree: true,
      handleMessage: 'welcome',
    });
    const agreed = await u.waitPush<TimelineItem>(
      (p) => (p.body as TimelineItem).kind === 'system' && (p.body as TimelineItem).message?.to === 'j-user',
    );
    expect(agreed.body.message?.elements[0]?.content).toMatchObject({
      operationType: 2,
      handleMessage: 'welcome',
    });
    expect((await u.call('group.join', { groupID: ask })).status).toBe('AlreadyInGroup');
    expect(await codeOf(u.call('group.join', { groupID: closed }))).toBe(10013);
    expect(await codeOf(u.call('group.join', { groupID: work }))).toBe(2622);
    expect(await codeOf(o.call('group.dismiss', { groupID: work }))).toBe(2602);
    expect(await codeOf(u.call('group.join', { groupID: 'nope' }))).toBe(2603);
    const anon = await h.client();
    expect(await codeOf(anon.call('group.join', { groupID: free }))).toBe(10015);
    const members = await o.call('group.members', { groupID: free });
    expect(members.memberList.map((m) => [m.userID, m.role])).toEqual([
      ['j-owner', 'Owner'],
      ['j-user', 'Member'],
    ]);
    await u.call('group.quit', { groupID: free });
    expect(await codeOf(u.call('group.quit', { groupID: free }))).toBe(2623);
    expect(await codeOf(o.call('group.quit', { groupID: free }))).toBe(10007);
    const tips = (await o.call('msg.history', { conversationID: `GROUP${free}` })).messageList;
    expect(tips.map((m) => (m.elements[0]!.content as { operationType: number }).operationType)).toEqual([
      1, 2,
    ]);
  });

  it('group messages: sequence, members only, unread from sequences, at-me and at-all', async () => {
    const o = await h.client('m-owner');
    const a = await h.client('m-a');
    const out = await h.client('m-out');
    const g = (
      await o.call('group.create', { type: 'ChatRoom', name: 'room', memberList: [{ userID: 'm-a' }] })
    ).group.groupID;
    const m1 = await gsend(o, g, 'hello');
    const m2 = await gsend(o, g, 'hi @m-a', { atUserList: ['m-a'], priority: 'High' });
    const m3 = await gsend(o, g, 'all', { atUserList: [AT_ALL, 'm-a'] });
    expect([m1.sequence, m2.sequence, m3.sequence]).toEqual([1, 2, 3]);
    expect(m2.priority).toBe('High');
    const push = await a.waitPush<{ message: WireMessage }>(
      (p) => p.push === PUSH.GROUP_MESSAGE && (p.body as { message: WireMessage }).message.sequence === 3,
    );
    expect(push.body.message.to).toBe(g);
    const conv = (await a.call('conv.get', { conversationID: `GROUP${g}` })).conversation;
    expect(conv.unreadCount).toBe(3);
    expect(conv.lastSequence).toBe(3);
    expect(conv.groupAtInfoList.map((x) => [x.messageSequence, x.atTypeArray])).toEqual([
      [2, [1]],
      [3, [3]],
    ]);
    expect((await o.call('conv.get', { conversationID: `GROUP${g}` })).conversation.unreadCount).toBe(0);
    await a.call('msg.markRead', { conversationID: `GROUP${g}`, sequence: 2 });
    expect((await a.call('conv.get', { conversationID: `GROUP${g}` })).conversation.unreadCount).toBe(1);
    expect(await codeOf(gsend(out, g, 'let me in'))).toBe(10007);
    expect(await codeOf(out.call('msg.history', { conversationID: `GROUP${g}` }))).toBe(10007);
    expect(await codeOf(out.call('group.members', { groupID: g }))).toBe(10007);
    const range = await a.call('group.range', { groupID: g, fromSequence: 1 });
    expect(range.messageList.map((m) => m.sequence)).toEqual([2, 3]);
    expect(range.isCompleted).toBe(true);
    const late = await h.client('m-late');
    await late.call('group.join', { groupID: g });
    expect(
      (await late.call('msg.history', { conversationID: `GROUP${g}` })).messageList.map((m) => m.sequence),
    ).toEqual([4]);
  });

  it('concurrent resends of one group message store it once and keep the sequence gapless', async () => {
    const o = await h.client('rs-owner');
    const g = (await o.call('group.create', { type: 'Public', name: 'resend' })).group.groupID;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => o.call('msg.sendGroup', { groupID: g, elements: text('once'), random: 90001 })),
    );
    expect(new Set(answers.map((r) => r.message.ID)).size).toBe(1);
    const after = await gsend(o, g, 'next');
    expect(after.sequence).toBe(answers[0]!.message.sequence + 1);
    const history = (await o.call('msg.history', { conversationID: `GROUP${g}` })).messageList;
    expect(history.filter((m) => m.random === 90001)).toHaveLength(1);
  });

  it('profile get/update with permissions, mute-all, list, dismiss with notices', async () => {
    const o = await h.client('p-owner');
    const a = await h.client('p-a');
    const g = (await o.call('group.create', { type: 'Public', name: 'club', joinOption: 'FreeAccess' })).group
      .groupID;
    await a.call('group.join', { groupID: g });
    expect(await codeOf(a.call('group.update', { groupID: g, name: 'mine' }))).toBe(10007);
    const up = await o.call('group.update', {
      groupID: g,
      notification: 'no badword here',
      muteAllMembers: true,
    });
    expect(up.group.notification).toBe('no ******* here');
    expect(up.group.infoSequence).toBe(2);
    expect(await codeOf(gsend(a, g, 'x'))).toBe(10017);
    await gsend(o, g, 'owner may speak');
    const prof = await a.call('group.profile', { groupIDList: [g, 'missing'] });
    expect(prof.groupList[0]).toMatchObject({
      groupID: g,
      memberCount: 2,
      muteAllMembers: true,
      selfInfo: { role: 'Member' },
    });
    expect(prof.errorList).toEqual([{ groupID: 'missing', code: 2603, message: 'cannot find group' }]);
    expect((await a.call('group.list', {})).groupList.map((x) => x.groupID)).toEqual([g]);
    expect(await codeOf(a.call('group.dismiss', { groupID: g }))).toBe(2681);
    await o.call('group.dismiss', { groupID: g });
    const n = await a.waitPush<TimelineItem>((p) => (p.body as TimelineItem).kind === 'system');
    expect(n.body.message?.elements[0]?.content).toMatchObject({
      operationType: 5,
      groupProfile: { groupID: g },
    });
    expect((await a.call('group.list', {})).totalCount).toBe(0);
    expect((await a.call('conv.list', {})).conversationList.map((c) => c.conversationID)).toEqual([
      '@TIM#SYSTEM',
    ]);
  });

  it('group revoke by admin/owner and modify push to members', async () => {
    const o = await h.client('rv-owner');
    const a = await h.client('rv-a');
    const g = (
      await o.call('group.create', { type: 'ChatRoom', name: 'rv', memberList: [{ userID: 'rv-a' }] })
    ).group.groupID;
    const m = await gsend(a, g, 'bad take');
    await o.call('msg.revoke', { conversationID: `GROUP${g}`, sequence: m.sequence });
    const p = await a.waitPush<{ message: WireMessage }>((x) => x.push === PUSH.GROUP_MESSAGE_UPDATED);
    expect(p.body.message).toMatchObject({ isRevoked: true, revoker: 'rv-owner' });
    const m2 = await gsend(o, g, 'owner msg');
    expect(await codeOf(a.call('msg.revoke', { conversationID: `GROUP${g}`, sequence: m2.sequence }))).toBe(
      10007,
    );
  });
});
