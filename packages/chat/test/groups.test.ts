import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { ChatError } from '../src/core/errors';
import {
  codeOf,
  inbox,
  newChat,
  nextEvent,
  ready,
  SDK_APP_ID,
  startService,
  until,
  userSig,
} from './harness';

let service: Awaited<ReturnType<typeof startService>>;
let owner: Chat;
let fan: Chat;
let outsider: Chat;
let fanInbox: Message[];

beforeAll(async () => {
  service = await startService();
  owner = await ready(service.url, 'g-owner');
  fan = await ready(service.url, 'g-fan');
  outsider = await ready(service.url, 'g-out');
  fanInbox = inbox(fan);
});
afterAll(async () => {
  for (const c of [owner, fan, outsider]) await c.destroy();
  await service.close();
});

const groupText = (chat: Chat, groupID: string, text: string, extra: { atUserList?: string[] } = {}) =>
  chat.createTextMessage({
    to: groupID,
    conversationType: Chat.TYPES.CONV_GROUP,
    payload: { text },
    ...extra,
  });

describe('groups against the real service', () => {
  it('creates all five types; checks type (2600) and ID format (2601) locally', async () => {
    for (const type of ['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community'] as const) {
      const res = await owner.createGroup({ type, name: `${type} group` });
      expect(res.data.group.type).toBe(type);
      expect(res.data.group.ownerID).toBe('g-owner');
      if (type === 'Community') expect(res.data.group.groupID.startsWith('@TGS#_')).toBe(true);
    }
    expect(await codeOf(() => owner.createGroup({ type: 'Nope' as never, name: 'x' }))).toBe(2600);
    expect(
      await codeOf(() => owner.createGroup({ type: 'Public', name: 'x', groupID: '@TGS#reserved' })),
    ).toBe(2601);
    expect(await codeOf(() => owner.createGroup({ type: 'Community', name: 'x', groupID: 'plain' }))).toBe(
      2601,
    );
    const custom = await owner.createGroup({ type: 'Public', name: 'custom id', groupID: 'custom-public-1' });
    expect(custom.data.group.groupID).toBe('custom-public-1');
  });

  it('join results: JoinedSuccess, AlreadyInGroup, WaitAdminApproval; work groups refuse joins', async () => {
    const room = (await owner.createGroup({ type: 'ChatRoom', name: 'room' })).data.group;
    expect((await fan.joinGroup({ groupID: room.groupID })).data.status).toBe(Chat.TYPES.JOIN_STATUS_SUCCESS);
    expect((await fan.joinGroup({ groupID: room.groupID })).data.status).toBe(
      Chat.TYPES.JOIN_STATUS_ALREADY_IN_GROUP,
    );
    const pub = (await owner.createGroup({ type: 'Public', name: 'needs approval' })).data.group;
    expect((await fan.joinGroup({ groupID: pub.groupID, applyMessage: 'let me in' })).data.status).toBe(
      Chat.TYPES.JOIN_STATUS_WAIT_APPROVAL,
    );
    const work = (await owner.createGroup({ type: 'Private', name: 'work' })).data.group;
    expect(await codeOf(() => fan.joinGroup({ groupID: work.groupID }))).toBe(2622);
    const groups = (await fan.getGroupList()).data.groupList.map((g) => g.groupID);
    expect(groups).toContain(room.groupID);
    expect(groups).not.toContain(pub.groupID);
  });

  it('group messages reach members once with group sequences; at-mentions; non-members cannot send or read', async () => {
    const room = (
      await owner.createGroup({ type: 'ChatRoom', name: 'talk', memberList: [{ userID: 'g-fan' }] })
    ).data.group;
    const before = fanInbox.length;
    const sent: Message[] = [];
    for (let i = 0; i < 3; i += 1)
      sent.push((await owner.sendMessage(groupText(owner, room.groupID, `m${i}`))).data.message);
    const at = await owner.sendMessage(groupText(owner, room.groupID, 'hey fan', { atUserList: ['g-fan'] }));
    expect(sent.map((m) => m.sequence)).toEqual([
      sent[0]!.sequence,
      sent[0]!.sequence + 1,
      sent[0]!.sequence + 2,
    ]);
    await until(() => fanInbox.filter((m) => m.to === room.groupID && m.type === 'TIMTextElem').length === 4);
    const got = fanInbox.slice(before).filter((m) => m.to === room.groupID && m.type === 'TIMTextElem');
    expect(got.map((m) => m.ID)).toEqual([...sent.map((m) => m.ID), at.data.message.ID]);
    expect(got.every((m) => m.conversationID === `GROUP${room.groupID}` && m.flow === 'in')).toBe(true);
    const conv = (await fan.getConversationProfile(`GROUP${room.groupID}`)).data.conversation;
    expect(conv.unreadCount).toBe(4);
    expect(conv.groupAtInfoList.length).toBeGreaterThan(0);
    // A group set to discard leaves the total; back to notify, it counts again.
    const total = fan.getTotalUnreadMessageCount();
    await fan.setMessageRemindType({
      groupID: room.groupID,
      messageRemindType: Chat.TYPES.MSG_REMIND_DISCARD,
    });
    expect(fan.getTotalUnreadMessageCount()).toBe(total - 4);
    await fan.setMessageRemindType({
      groupID: room.groupID,
      messageRemindType: Chat.TYPES.MSG_REMIND_ACPT_AND_NOTE,
    });
    expect(fan.getTotalUnreadMessageCount()).toBe(total);
    await fan.setMessageRead({ conversationID: `GROUP${room.groupID}` });
    expect((await fan.getConversationProfile(`GROUP${room.groupID}`)).data.conversation.unreadCount).toBe(0);
    const history = await fan.getMessageList({ conversationID: `GROUP${room.groupID}` });
    expect(history.data.messageList.map((m) => m.ID)).toEqual(expect.arrayContaining(sent.map((m) => m.ID)));
    // Permission checks hold for outsiders.
    const intruder = groupText(outsider, room.groupID, 'let me talk');
    expect(await codeOf(() => outsider.sendMessage(intruder))).toBe(10007);
    expect(intruder.status).toBe('fail');
    expect(await codeOf(() => outsider.getMessageList({ conversationID: `GROUP${room.groupID}` }))).toBe(
      10007,
    );
  });

  it('profile, update, members; only the owner dismisses; quit and dismiss update the group list', async () => {
    const room = (
      await owner.createGroup({ type: 'ChatRoom', name: 'club', memberList: [{ userID: 'g-fan' }] })
    ).data.group;
    const profile = (await fan.getGroupProfile({ groupID: room.groupID })).data.group;
    expect(profile).toMatchObject({ name: 'club', type: 'ChatRoom', memberNum: 2 });
    expect(profile.selfInfo).toMatchObject({ role: 'Member' });
    const updated = await owner.updateGroupProfile({
      groupID: room.groupID,
      name: 'club 2',
      muteAllMembers: false,
    });
    expect(updated.data.group.name).toBe('club 2');
    expect(await codeOf(() => fan.updateGroupProfile({ groupID: room.groupID, name: 'mine' }))).toBe(10007);
    expect(
      await codeOf(() => owner.updateGroupProfile({ groupID: room.groupID, muteAllMembers: 'yes' as never })),
    ).toBe(2600);
    const members = (await fan.getGroupMemberList({ groupID: room.groupID, count: 100 })).data.memberList;
    expect(members.map((m) => [m.userID, m.role]).sort()).toEqual([
      ['g-fan', 'Member'],
      ['g-owner', 'Owner'],
    ]);
    expect(await codeOf(() => fan.dismissGroup(room.groupID))).toBe(2681);
    await fan.quitGroup(room.groupID);
    expect((await fan.getGroupList()).data.groupList.some((g) => g.groupID === room.groupID)).toBe(false);
    expect(await codeOf(() => fan.quitGroup(room.groupID))).toBe(2623);
    const listEvent = nextEvent(
      owner,
      Chat.EVENT.GROUP_LIST_UPDATED,
      (l) => !l.some((g) => g.groupID === room.groupID),
      3000,
    );
    await owner.dismissGroup(room.groupID);
    await listEvent;
    expect(await codeOf(() => owner.getGroupProfile({ groupID: room.groupID }))).toBe(2603);
    const work = (await owner.createGroup({ type: 'Private', name: 'work' })).data.group;
    expect(await codeOf(() => owner.dismissGroup(work.groupID))).toBe(2602);
  });

  it('live rooms: logged-in members get pushes; an anonymous viewer reads by long poll; online count', async () => {
    const host = await ready(service.url, 'g-host');
    const live = (await host.createGroup({ type: 'AVChatRoom', name: 'match live' })).data.group;
    expect((await fan.joinGroup({ groupID: live.groupID })).data.status).toBe(Chat.TYPES.JOIN_STATUS_SUCCESS);
    const viewer = newChat(service.url);
    const viewerInbox = inbox(viewer);
    const joined = await viewer.joinGroup({ groupID: live.groupID });
    expect(joined.data.status).toBe(Chat.TYPES.JOIN_STATUS_SUCCESS);
    // Anonymous: everything else is not ready.
    expect(await codeOf(() => viewer.getConversationList())).toBe(2999);
    const before = fanInbox.length;
    const goal = (await host.sendMessage(groupText(host, live.groupID, 'GOAL!'))).data.message;
    await until(() => viewerInbox.some((m) => m.ID === goal.ID), 5000);
    await until(() => fanInbox.slice(before).some((m) => m.ID === goal.ID));
    expect(viewerInbox.filter((m) => m.ID === goal.ID)).toHaveLength(1);
    // Live messages are not stored: modify is refused locally.
    expect(await codeOf(() => host.modifyMessage(goal))).toBe(60003);
    const count = await viewer.getGroupOnlineMemberCount(live.groupID);
    expect(count.data.memberCount).toBeGreaterThanOrEqual(1);
    // Logged in: the same number, cached by the SDK's refresh rules.
    const members = await fan.getGroupOnlineMemberCount(live.groupID);
    expect(members.data.memberCount).toBeGreaterThanOrEqual(2);
    await viewer.quitGroup(live.groupID);
    await host.sendMessage(groupText(host, live.groupID, 'after quit'));
    await new Promise((r) => setTimeout(r, 500));
    expect(viewerInbox.some((m) => (m.payload as { text: string }).text === 'after quit')).toBe(false);
    // Live rooms keep no unread.
    expect(fan.getTotalUnreadMessageCount()).toBe(0);
    await viewer.destroy();
    await host.destroy();
  });

  it('joining a second live room leaves the first unless unlimited mode', async () => {
    const hostA = await ready(service.url, 'g-host-a');
    const hostB = await ready(service.url, 'g-host-b');
    const a = (await hostA.createGroup({ type: 'AVChatRoom', name: 'a' })).data.group;
    const b = (await hostB.createGroup({ type: 'AVChatRoom', name: 'b' })).data.group;
    await fan.joinGroup({ groupID: a.groupID });
    await fan.joinGroup({ groupID: b.groupID });
    const before = fanInbox.length;
    await hostA.sendMessage(groupText(hostA, a.groupID, 'in a'));
    await hostB.sendMessage(groupText(hostB, b.groupID, 'in b'));
    await until(() => fanInbox.slice(before).some((m) => m.to === b.groupID));
    await new Promise((r) => setTimeout(r, 300));
    expect(fanInbox.slice(before).some((m) => m.to === a.groupID)).toBe(false);
    // Sending to a live room the fan left is refused locally (2101).
    expect(await codeOf(() => fan.sendMessage(groupText(fan, a.groupID, 'hello?')))).toBe(2101);
    // Unlimited mode keeps both rooms.
    const multi = await ready(service.url, 'g-multi', { unlimitedAVChatRoom: true });
    const multiInbox = inbox(multi);
    await multi.joinGroup({ groupID: a.groupID });
    await multi.joinGroup({ groupID: b.groupID });
    await hostA.sendMessage(groupText(hostA, a.groupID, 'a again'));
    await hostB.sendMessage(groupText(hostB, b.groupID, 'b again'));
    await until(
      () => multiInbox.some((m) => m.to === a.groupID) && multiInbox.some((m) => m.to === b.groupID),
    );
    await multi.destroy();
    await hostA.destroy();
    await hostB.destroy();
  });

  it("a refused send carries the service's data: slow mode's retryAfter, with the failed message", async () => {
    const host = await ready(service.url, 'g-slow-host');
    const live = (await host.createGroup({ type: 'AVChatRoom', name: 'slow room' })).data.group;
    await fan.joinGroup({ groupID: live.groupID });
    const admin = `http://127.0.0.1:${service.adminPort}/im/admin/live/rules?sdkappid=${SDK_APP_ID}&identifier=administrator&usersig=${encodeURIComponent(userSig('administrator'))}`;
    const set = await fetch(admin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ groupID: live.groupID, slowModeSeconds: 30 }),
    });
    expect(((await set.json()) as { code: number }).code).toBe(0);
    await fan.sendMessage(groupText(fan, live.groupID, 'first'));
    const second = groupText(fan, live.groupID, 'second');
    const refused = await fan.sendMessage(second).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChatError);
    const data = (refused as ChatError<{ retryAfter?: number; message?: Message }>).data;
    expect((refused as ChatError).code).toBe(2996);
    expect(data?.retryAfter).toBeGreaterThan(0);
    expect(data?.message).toBe(second);
    await host.destroy();
  });
});
