import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type GroupMessagePush, type PushFrame } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
let rnd = 1;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const send = (c: TestClient, topicID: string, t: string, extra: Record<string, unknown> = {}) =>
  c
    .call('msg.sendGroup', { groupID: topicID, elements: text(t), random: rnd++, ...extra })
    .then((r) => r.message);

async function community(o: TestClient, members: string[]) {
  const g = (
    await o.call('group.create', {
      type: 'Community',
      name: 'club',
      isSupportTopic: true,
      memberList: members.map((userID) => ({ userID })),
    })
  ).group.groupID;
  const topicID = (await o.call('topic.create', { groupID: g, topicName: 'talk' })).topic.topicID;
  return { g, topicID };
}

describe('topic messages', () => {
  it('members send to a topic under its own sequence; others get the push; unread by the formula', async () => {
    const o = await h.client('tm-owner');
    const m = await h.client('tm-member');
    const x = await h.client('tm-x');
    const { g, topicID } = await community(o, ['tm-member']);
    const pushed = m.waitPush<GroupMessagePush>(
      (p: PushFrame) => p.push === PUSH.GROUP_MESSAGE && (p.body as GroupMessagePush).message.to === topicID,
    );
    const first = await send(o, topicID, 'hello');
    expect(first).toMatchObject({ to: topicID, sequence: 1, from: 'tm-owner' });
    expect((await pushed).body.message.sequence).toBe(1);
    await send(o, topicID, 'two');
    await send(o, topicID, 'quiet', { messageControlInfo: { excludedFromUnreadCount: true } });
    const [t] = (await m.call('topic.list', { groupID: g, topicIDList: [topicID] })).successTopicList;
    // next 4 - read 0 - 1 = 3, minus the one excluded from unread counts.
    expect(t).toMatchObject({ nextMessageSeq: 4, unreadCount: 2 });
    expect(t!.selfInfo.excludedUnreadSequenceList).toEqual([3]);
    expect(t!.lastMessage).toMatchObject({ sequence: 3, from: 'tm-owner' });
    await m.call('topic.read', { groupID: g, topicID });
    const [after] = (await m.call('topic.list', { groupID: g, topicIDList: [topicID] })).successTopicList;
    expect(after).toMatchObject({ unreadCount: 0, selfInfo: { readedSequence: 3 } });
    await send(o, topicID, 'four');
    const unread = async () =>
      (await m.call('topic.list', { groupID: g, topicIDList: [topicID] })).successTopicList[0]!.unreadCount;
    expect(await unread()).toBe(1);
    // The SDK's setMessageRead on the topic's conversation (GROUP<topicID>) reads the topic.
    await m.call('msg.markRead', { conversationID: `GROUP${topicID}` });
    expect(await unread()).toBe(0);
    expect(
      await codeOf(x.call('msg.sendGroup', { groupID: topicID, elements: text('no'), random: rnd++ })),
    ).toBe(10007);
    expect(
      await codeOf(
        m.call('msg.sendGroup', { groupID: `${g}@TOPIC#_nope`, elements: text('no'), random: rnd++ }),
      ),
    ).toBe(60003);
    const page = await m.call('msg.history', { conversationID: `GROUP${topicID}`, count: 2 });
    expect(page.messageList.map((x) => x.sequence)).toEqual([3, 4]);
    expect(page.isCompleted).toBe(false);
    const older = await m.call('msg.history', { conversationID: `GROUP${topicID}`, sequence: 3 });
    expect(older).toMatchObject({ isCompleted: true });
    expect(older.messageList.map((x) => x.sequence)).toEqual([1, 2]);
    expect(await codeOf(x.call('msg.history', { conversationID: `GROUP${topicID}` }))).toBe(10007);
    // Spec 5: a topic-enabled community takes no direct messages.
    expect(
      await codeOf(o.call('msg.sendGroup', { groupID: g, elements: text('direct'), random: rnd++ })),
    ).toBe(60003);
    const again = await o.call('msg.sendGroup', { groupID: topicID, elements: text('hello'), random: 777 });
    const resent = await o.call('msg.sendGroup', { groupID: topicID, elements: text('hello'), random: 777 });
    expect(resent.message.sequence).toBe(again.message.sequence);
  });

  it("mutes: the topic's mute-all stops members but not managers; a muted member cannot send", async () => {
    const o = await h.client('tq-owner');
    const m = await h.client('tq-member');
    const { g, topicID } = await community(o, ['tq-member']);
    const tip = m.waitPush<GroupMessagePush>((p: PushFrame) => {
      const e = (p.body as GroupMessagePush).message?.elements[0];
      return (
        p.push === PUSH.GROUP_MESSAGE &&
        e?.type === 'TIMGroupTipElem' &&
        (e.content as { operationType: number }).operationType === 8
      );
    });
    await o.call('topic.update', { groupID: g, topicID, muteAllMembers: true });
    expect((await tip).body.message.elements[0]!.content).toMatchObject({
      topicID,
      newTopicInfo: { muteAllMembers: true },
    });
    expect(await codeOf(send(m, topicID, 'x'))).toBe(10017);
    await send(o, topicID, 'managers may');
    await o.call('topic.update', { groupID: g, topicID, muteAllMembers: false });
    await o.call('group.muteMember', { groupID: g, userID: 'tq-member', muteTime: 60 });
    expect(await codeOf(send(m, topicID, 'x'))).toBe(10017);
  });

  it('dismissing a community drops its topics, attributes and counters', async () => {
    const o = await h.client('td-owner');
    const { g, topicID } = await community(o, []);
    await send(o, topicID, 'bye');
    await o.call('group.attrSet', { groupID: g, groupAttributes: { a: '1' } });
    await o.call('group.counterUpdate', { groupID: g, mode: 'Set', counterList: [{ key: 'n', value: 1 }] });
    await o.call('group.dismiss', { groupID: g });
    await o.call('group.create', { type: 'Community', name: 'again', groupID: g, isSupportTopic: true });
    expect((await o.call('topic.list', { groupID: g })).successTopicList).toEqual([]);
    expect((await o.call('group.attrGet', { groupID: g })).groupAttributes).toEqual({});
    expect((await o.call('group.counterGet', { groupID: g })).counters).toEqual({});
  });
});
