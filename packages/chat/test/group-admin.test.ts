import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import { codeOf, cuttableTransport, nextEvent, ready, startService } from './harness';

let service: Awaited<ReturnType<typeof startService>>;
let owner: Chat;
let fan: Chat;
let other: Chat;

beforeAll(async () => {
  service = await startService();
  owner = await ready(service.url, 'ga-owner');
  fan = await ready(service.url, 'ga-fan');
  other = await ready(service.url, 'ga-other');
});
afterAll(async () => {
  for (const c of [owner, fan, other]) await c.destroy();
  await service.close();
});

async function publicGroup(name: string, extra: Record<string, unknown> = {}) {
  return (await owner.createGroup({ type: 'Public', name, ...extra })).data.group.groupID;
}

describe('group members through the SDK', () => {
  it('add, role, name card, custom field, mute, profile, delete: tim result shapes', async () => {
    const g = await publicGroup('members');
    const added = await owner.addGroupMember({ groupID: g, userIDList: ['ga-fan', 'ga-other'] });
    expect(added.code).toBe(0);
    expect(added.data.successUserIDList).toEqual(['ga-fan', 'ga-other']);
    expect(added.data.group.groupID).toBe(g);
    expect(await codeOf(() => fan.addGroupMember({ groupID: g, userIDList: ['x'] }))).toBe(10007);

    expect(
      await codeOf(() => owner.setGroupMemberRole({ groupID: g, userID: 'ga-owner', role: 'Admin' })),
    ).toBe(2684);
    expect(
      await codeOf(() => owner.setGroupMemberRole({ groupID: g, userID: 'ga-fan', role: 'Owner' })),
    ).toBe(2683);
    expect(
      await codeOf(() => fan.setGroupMemberRole({ groupID: g, userID: 'ga-other', role: 'Admin' })),
    ).toBe(2681);
    const tip = nextEvent(other, Chat.EVENT.MESSAGE_RECEIVED, (list) =>
      list.some(
        (m) =>
          m.to === g &&
          m.type === Chat.TYPES.MSG_GRP_TIP &&
          (m.payload as { operationType?: number }).operationType === Chat.TYPES.GRP_TIP_MBR_SET_ADMIN,
      ),
    );
    const role = await owner.setGroupMemberRole({
      groupID: g,
      userID: 'ga-fan',
      role: Chat.TYPES.GRP_MBR_ROLE_ADMIN,
    });
    expect(role.data.member).toMatchObject({ userID: 'ga-fan', role: 'Admin' });
    expect(role.data.group.groupID).toBe(g);
    await tip; // another member sees the change as tip 4

    const card = await fan.setGroupMemberNameCard({ groupID: g, nameCard: 'Captain' });
    expect(card.data.member.nameCard).toBe('Captain');
    const field = await fan.setGroupMemberCustomField({
      groupID: g,
      userID: 'ga-other',
      memberCustomField: [{ key: 'seat', value: 'A1' }],
    });
    expect(field.data.member.memberCustomField).toEqual([{ key: 'seat', value: 'A1' }]);

    expect(
      await codeOf(() => owner.setGroupMemberMuteTime({ groupID: g, userID: 'ga-owner', muteTime: 60 })),
    ).toBe(2685);
    const muted = await fan.setGroupMemberMuteTime({ groupID: g, userID: 'ga-other', muteTime: 600 });
    expect((muted.data.member as { muteUntil: number }).muteUntil).toBeGreaterThan(Date.now() / 1000);

    const profiles = await other.getGroupMemberProfile({ groupID: g, userIDList: ['ga-fan', 'ga-other'] });
    expect(profiles.data.memberList.map((m) => [m.userID, m.role, m.nameCard])).toEqual([
      ['ga-fan', 'Admin', 'Captain'],
      ['ga-other', 'Member', ''],
    ]);

    const deleted = await fan.deleteGroupMember({ groupID: g, userIDList: ['ga-other'], reason: 'bye' });
    expect(deleted.data.userIDList).toEqual(['ga-other']);
    expect(await codeOf(() => other.getGroupMemberProfile({ groupID: g, userIDList: ['ga-fan'] }))).toBe(
      10007,
    );
  });

  it('updateGroupProfile({inviteOption}) decides who may add members', async () => {
    const g = await publicGroup('invites', { memberList: [{ userID: 'ga-fan' }] });
    expect(await codeOf(() => fan.addGroupMember({ groupID: g, userIDList: ['ga-x1'] }))).toBe(10007);
    const res = await owner.updateGroupProfile({
      groupID: g,
      inviteOption: Chat.TYPES.INVITE_OPTIONS_FREE_ACCESS,
    });
    expect(res.data.group.groupID).toBe(g);
    expect((await fan.addGroupMember({ groupID: g, userIDList: ['ga-x1'] })).data.successUserIDList).toEqual([
      'ga-x1',
    ]);
    await owner.updateGroupProfile({ groupID: g, name: 'closed', inviteOption: 'DisableInvite' });
    expect(await codeOf(() => fan.addGroupMember({ groupID: g, userIDList: ['ga-x2'] }))).toBe(10007);
    expect(await codeOf(() => owner.updateGroupProfile({ groupID: g, inviteOption: 'Maybe' as never }))).toBe(
      60003,
    );
  });

  it('changeGroupOwner, searchGroupByID, applications and handleGroupApplication', async () => {
    const g = await publicGroup('owner', { joinOption: 'NeedPermission' });
    expect(await codeOf(() => owner.changeGroupOwner({ groupID: g, newOwnerID: 'ga-owner' }))).toBe(2621);
    const found = await other.searchGroupByID(g);
    expect(found.data.group).toMatchObject({ groupID: g, name: 'owner' });
    expect((await other.joinGroup({ groupID: g, applyMessage: 'hi' })).data.status).toBe('WaitAdminApproval');
    const apps = await owner.getGroupApplicationList();
    const application = apps.data.applicationList.find((a) => a.groupID === g)!;
    expect(application).toMatchObject({ applicant: 'ga-other', note: 'hi', groupName: 'owner' });
    const handled = await owner.handleGroupApplication({ handleAction: 'Agree', application });
    expect((handled.data.group as { groupID: string }).groupID).toBe(g);
    const changed = await owner.changeGroupOwner({ groupID: g, newOwnerID: 'ga-other' });
    expect(changed.data.group.ownerID).toBe('ga-other');
    expect((await owner.getGroupList({ groupProfileFilter: [Chat.TYPES.GRP_PROFILE_OWNER_ID] })).code).toBe(
      0,
    );
  });
});

describe('attributes and counters through the SDK', () => {
  it('members see GROUP_ATTRIBUTES_UPDATED and GROUP_COUNTER_UPDATED; a stale cache retries once', async () => {
    const g = await publicGroup('attrs', { memberList: [{ userID: 'ga-fan' }] });
    const seen = nextEvent(fan, Chat.EVENT.GROUP_ATTRIBUTES_UPDATED, (d) => d.groupID === g);
    expect((await owner.initGroupAttributes({ groupID: g, groupAttributes: { a: '1' } })).data).toEqual({
      groupAttributes: { a: '1' },
    });
    expect((await seen).groupAttributes).toEqual({ a: '1' });
    // The fan caches the set, the owner changes it: the fan's write on the old mainSequence is refused by the
    // service, fetched again and retried, so neither change is lost.
    expect((await fan.getGroupAttributes({ groupID: g, keyList: [] })).data.groupAttributes).toEqual({
      a: '1',
    });
    await owner.setGroupAttributes({ groupID: g, groupAttributes: { b: '2' } });
    const ownerSees = nextEvent(owner, Chat.EVENT.GROUP_ATTRIBUTES_UPDATED, (d) => 'c' in d.groupAttributes);
    await fan.setGroupAttributes({ groupID: g, groupAttributes: { c: '3' } });
    await ownerSees;
    const all = await owner.getGroupAttributes({ groupID: g, keyList: [] });
    expect(all.data.groupAttributes).toEqual({ a: '1', b: '2', c: '3' });
    expect((await fan.deleteGroupAttributes({ groupID: g, keyList: ['a'] })).data).toEqual({
      keyList: ['a'],
    });
    expect(
      await codeOf(() =>
        fan.setGroupAttributes({ groupID: g, groupAttributes: { x: 1 as unknown as string } }),
      ),
    ).toBe(60003);

    const counted = nextEvent(
      fan,
      Chat.EVENT.GROUP_COUNTER_UPDATED,
      (d) => d.groupID === g && d.key === 'likes',
    );
    expect((await owner.setGroupCounters({ groupID: g, counters: { likes: 5 } })).data).toEqual({
      groupID: g,
      counters: { likes: 5 },
    });
    expect(await counted).toEqual({ groupID: g, key: 'likes', value: 5 });
    expect((await fan.increaseGroupCounter({ groupID: g, key: 'likes', value: 3 })).data.value).toBe(8);
    expect((await fan.decreaseGroupCounter({ groupID: g, key: 'likes', value: 2 })).data.value).toBe(6);
    expect((await owner.getGroupCounters({ groupID: g })).data.counters).toEqual({ likes: 6 });
  });

  it('after a reconnect the attribute cache is asked again (pushes may have been missed)', async () => {
    const cut = cuttableTransport();
    const away = await ready(service.url, 'ga-away', { transport: cut.transport });
    try {
      const g = await publicGroup('away', { memberList: [{ userID: 'ga-away' }] });
      await owner.setGroupAttributes({ groupID: g, groupAttributes: { v: '1' } });
      expect((await away.getGroupAttributes({ groupID: g, keyList: [] })).data.groupAttributes).toEqual({
        v: '1',
      });
      cut.block();
      await owner.setGroupAttributes({ groupID: g, groupAttributes: { v: '2' } });
      const reloaded = nextEvent(away, Chat.EVENT.SDK_RELOAD);
      cut.unblock();
      await reloaded;
      expect((await away.getGroupAttributes({ groupID: g, keyList: [] })).data.groupAttributes).toEqual({
        v: '2',
      });
    } finally {
      await away.destroy();
    }
  });

  it('live-room viewers get attribute updates', async () => {
    const live = (await owner.createGroup({ type: 'AVChatRoom', name: 'attrs live' })).data.group.groupID;
    await fan.joinGroup({ groupID: live });
    const seen = nextEvent(fan, Chat.EVENT.GROUP_ATTRIBUTES_UPDATED, (d) => d.groupID === live);
    await owner.setGroupAttributes({ groupID: live, groupAttributes: { scene: 'goal' } });
    expect((await seen).groupAttributes).toEqual({ scene: 'goal' });
    expect(
      (await fan.getGroupAttributes({ groupID: live, keyList: ['scene'] })).data.groupAttributes,
    ).toEqual({
      scene: 'goal',
    });
    await fan.quitGroup(live);
  });
});

describe('communities and topics through the SDK', () => {
  it('create, list, update, delete with TOPIC_* events seen by another member', async () => {
    const c = (
      await owner.createGroup({
        type: 'Community',
        name: 'club',
        isSupportTopic: true,
        memberList: [{ userID: 'ga-fan' }],
      })
    ).data.group.groupID;
    const communities = await fan.getJoinedCommunityList();
    expect(communities.data.groupList.map((x) => x.groupID)).toContain(c);
    const created = nextEvent(fan, Chat.EVENT.TOPIC_CREATED, (d) => d.groupID === c);
    const { topicID } = (await owner.createTopicInCommunity({ groupID: c, topicName: 'matchday' })).data;
    expect(await created).toEqual({ groupID: c, topicID });
    const list = await fan.getTopicList({ groupID: c, topicIDList: undefined });
    expect(list.data.successTopicList).toHaveLength(1);
    expect(list.data.successTopicList[0]).toMatchObject({ topicID, topicName: 'matchday', unreadCount: 0 });
    expect(await codeOf(() => fan.createTopicInCommunity({ groupID: c, topicName: 'no' }))).toBe(10007);
    const updated = nextEvent(fan, Chat.EVENT.TOPIC_UPDATED, (d) => d.groupID === c);
    await owner.updateTopicProfile({ groupID: c, topicID, muteAllMembers: true });
    expect((await updated).topic).toMatchObject({ topicID, muteAllMembers: true });
    expect(
      (await fan.getTopicList({ groupID: c, topicIDList: undefined })).data.successTopicList[0],
    ).toMatchObject({
      muteAllMembers: true,
    });
    const deleted = nextEvent(fan, Chat.EVENT.TOPIC_DELETED, (d) => d.groupID === c);
    const res = await owner.deleteTopicFromCommunity({ groupID: c, topicIDList: [topicID] });
    expect(res.data.successTopicList).toEqual([{ topicID }]);
    expect(await deleted).toEqual({ groupID: c, topicIDList: [topicID] });
    expect((await fan.getTopicList({ groupID: c, topicIDList: undefined })).data.successTopicList).toEqual(
      [],
    );
  });

  it('topic messages: sent with the topic ID, received with topicID, counted in the topic unread', async () => {
    const c = (
      await owner.createGroup({
        type: 'Community',
        name: 'talk club',
        isSupportTopic: true,
        memberList: [{ userID: 'ga-fan' }],
      })
    ).data.group.groupID;
    const { topicID } = (await owner.createTopicInCommunity({ groupID: c, topicName: 'talk' })).data;
    expect(
      (await fan.getTopicList({ groupID: c, topicIDList: undefined })).data.successTopicList[0]!.unreadCount,
    ).toBe(0);
    const received = nextEvent(fan, Chat.EVENT.MESSAGE_RECEIVED, (list) =>
      list.some((m) => m.to === topicID),
    );
    const unread = nextEvent(fan, Chat.EVENT.TOPIC_UPDATED, (d) => d.topic.topicID === topicID);
    const message = owner.createTextMessage({
      to: topicID,
      conversationType: Chat.TYPES.CONV_GROUP,
      payload: { text: 'kick-off' },
    });
    const sent = await owner.sendMessage(message);
    expect(sent.data.message).toMatchObject({ topicID, conversationID: `GROUP${topicID}`, sequence: 1 });
    const got = (await received).find((m) => m.to === topicID)!;
    expect(got).toMatchObject({ topicID, conversationID: `GROUP${topicID}`, from: 'ga-owner' });
    const topic = (await unread).topic;
    expect(topic).toMatchObject({ unreadCount: 1, nextMessageSeq: 2 });
    expect(topic.lastMessage).toMatchObject({
      lastSequence: 1,
      fromAccount: 'ga-owner',
      messageForShow: 'kick-off',
    });
    const history = await fan.getMessageList({ conversationID: `GROUP${topicID}` });
    expect(history.data.messageList.map((m) => [m.topicID, m.sequence])).toEqual([[topicID, 1]]);
    const readEvent = nextEvent(fan, Chat.EVENT.TOPIC_UPDATED, (d) => d.topic.unreadCount === 0);
    expect((await fan.setMessageRead({ conversationID: `GROUP${topicID}` })).code).toBe(0);
    // The service tells my sessions; the cached list (no topicIDList) shows the topic read at once.
    expect((await readEvent).topic.selfInfo.readedSequence).toBe(1);
    const cached = await fan.getTopicList({ groupID: c, topicIDList: undefined });
    expect(cached.data.successTopicList[0]).toMatchObject({ unreadCount: 0 });
    const fresh = await fan.getTopicList({ groupID: c, topicIDList: [topicID] });
    expect(fresh.data.successTopicList[0]).toMatchObject({
      unreadCount: 0,
      selfInfo: { readedSequence: 1 },
      lastMessage: { lastSequence: 1 },
    });
  });
});
