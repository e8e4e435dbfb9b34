import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import { admin, nextEvent, ready, startService } from './harness';

// Issue 28, 1.3: the group fields a host moving from tim-js-sdk reads and writes.
let service: Awaited<ReturnType<typeof startService>>;
let owner: Chat;
let fan: Chat;
let other: Chat;

beforeAll(async () => {
  service = await startService();
  owner = await ready(service.url, 'gf-owner');
  fan = await ready(service.url, 'gf-fan');
  other = await ready(service.url, 'gf-other');
});
afterAll(async () => {
  for (const c of [owner, fan, other]) await c.destroy();
  await service.close();
});

describe('group fields', () => {
  it('createGroup stores inviteOption and groupCustomField; getGroupProfile filters them; update changes them', async () => {
    const { group } = (
      await owner.createGroup({
        type: Chat.TYPES.GRP_PUBLIC,
        name: 'fields',
        maxMemberNum: 300,
        inviteOption: Chat.TYPES.INVITE_OPTIONS_FREE_ACCESS,
        groupCustomField: [
          { key: 'club', value: 'Flamengo' },
          { key: 'city', value: 'Rio' },
        ],
      })
    ).data;
    expect(group).toMatchObject({ maxMemberCount: 300, maxMemberNum: 300, inviteOption: 'FreeAccess' });
    const filtered = await owner.getGroupProfile({
      groupID: group.groupID,
      groupCustomFieldFilter: ['club'],
    });
    expect(filtered.data.group.groupCustomField).toEqual([{ key: 'club', value: 'Flamengo' }]);
    const all = await owner.getGroupProfile({ groupID: group.groupID });
    expect(all.data.group.groupCustomField).toHaveLength(2);
    expect(all.data.group.inviteOption).toBe('FreeAccess');

    await owner.updateGroupProfile({
      groupID: group.groupID,
      groupCustomField: [{ key: 'club', value: 'Vasco' }],
      inviteOption: Chat.TYPES.INVITE_OPTIONS_NEED_PERMISSION,
    });
    const after = await owner.getGroupProfile({ groupID: group.groupID, groupCustomFieldFilter: ['club'] });
    expect(after.data.group.groupCustomField).toEqual([{ key: 'club', value: 'Vasco' }]);
    expect(after.data.group.inviteOption).toBe('NeedPermission');
  });

  it('getGroupMemberList({filter}) lists only the members carrying that mark', async () => {
    const { group } = (await owner.createGroup({ type: Chat.TYPES.GRP_AVCHATROOM, name: 'marks' })).data;
    await fan.joinGroup({ groupID: group.groupID });
    await other.joinGroup({ groupID: group.groupID });
    await owner.markGroupMemberList({
      groupID: group.groupID,
      userIDList: ['gf-fan'],
      markType: 1000,
      enableMark: true,
    });
    const marked = await fan.getGroupMemberList({ groupID: group.groupID, count: 50, filter: 1000 });
    expect(marked.data.memberList.map((m) => m.userID)).toEqual(['gf-fan']);
    const unmarked = await other.getGroupMemberList({ groupID: group.groupID, count: 50, filter: 1001 });
    expect(unmarked.data.memberList).toEqual([]);
  });

  it('Message.isBroadcastMessage: true on the service broadcast, false on other messages', async () => {
    const got = nextEvent(fan, Chat.EVENT.MESSAGE_RECEIVED, (list) =>
      list.some((m) => m.conversationID === 'C2Cbroadcast'),
    );
    const res = await admin(service.adminPort, 'message/broadcast', {
      elements: [{ type: 'TIMTextElem', content: { text: 'kick-off' } }],
    });
    expect(res.code).toBe(0);
    const [broadcast] = (await got).filter((m) => m.conversationID === 'C2Cbroadcast');
    expect(broadcast?.isBroadcastMessage).toBe(true);

    const plain = nextEvent(fan, Chat.EVENT.MESSAGE_RECEIVED, (list) =>
      list.some((m) => m.from === 'gf-other'),
    );
    await other.sendMessage(
      other.createTextMessage({
        to: 'gf-fan',
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { text: 'hi' },
      }),
    );
    expect((await plain).find((m) => m.from === 'gf-other')?.isBroadcastMessage).toBe(false);
  });
});
