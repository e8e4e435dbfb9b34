import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { inbox, nextEvent, ready, startService, until } from './harness';

// Issue 12, item 2: behaviour that differed from the Tencent SDK. Each test failed before its fix.

let service: Awaited<ReturnType<typeof startService>>;
let ann: Chat;
let annPhone: Chat;
let ben: Chat;
let annPhoneInbox: Message[];
let benInbox: Message[];

beforeAll(async () => {
  service = await startService();
  ann = await ready(service.url, 'bf-ann');
  annPhone = await ready(service.url, 'bf-ann');
  ben = await ready(service.url, 'bf-ben');
  annPhoneInbox = inbox(annPhone);
  benInbox = inbox(ben);
});
afterAll(async () => {
  for (const c of [ann, annPhone, ben]) await c.destroy();
  await service.close();
});

const c2c = (from: Chat, to: string, text: string) =>
  from.createTextMessage({ to, conversationType: Chat.TYPES.CONV_C2C, payload: { text } });

describe('behaviour fixes (issue 12)', () => {
  it("a message keeps its client-made ID through send, echo, sync and on the receiver's side", async () => {
    const message = c2c(ann, 'bf-ben', 'keep my ID');
    const made = message.ID;
    const sent = (await ann.sendMessage(message)).data.message;
    expect(sent.ID).toBe(made);
    expect(sent).toBe(message);
    await until(() => benInbox.some((m) => m.random === message.random));
    expect(benInbox.find((m) => m.random === message.random)!.ID).toBe(made);
    await until(() => annPhoneInbox.some((m) => m.random === message.random));
    expect(annPhoneInbox.find((m) => m.random === message.random)!.ID).toBe(made);
    const history = (await ben.getMessageList({ conversationID: 'C2Cbf-ann' })).data.messageList;
    expect(history.map((m) => m.ID)).toContain(made);
    const fresh = await ready(service.url, 'bf-ann');
    const mine = (await fresh.getMessageList({ conversationID: 'C2Cbf-ben' })).data.messageList;
    expect(mine.map((m) => m.ID)).toContain(made);
    await fresh.destroy();
  });

  it("the service refuses a client ID that is not the sender's (no forged IDs)", async () => {
    const message = c2c(ann, 'bf-ben', 'forged');
    message.ID = `bf-ben-1-${message.random}`;
    const sent = (await ann.sendMessage(message).catch((e: { code: number }) => e)) as { code: number };
    expect(sent.code).toBe(60003);
  });

  it('getMessageListHopping honours time for C2C and returns nextMessageTime', async () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      times.push((await ann.sendMessage(c2c(ann, 'bf-ben', `hop ${i}`))).data.message.time);
      await new Promise((r) => setTimeout(r, 1050));
    }
    const older = await ann.getMessageListHopping({ conversationID: 'C2Cbf-ben', time: times[1]!, count: 1 });
    expect(older.data.messageList.map((m) => m.payload)).toEqual([{ text: 'hop 1' }]);
    expect(older.data.nextMessageTime).toBe(times[1]);
    const more = await ann.getMessageListHopping({
      conversationID: 'C2Cbf-ben',
      time: older.data.nextMessageTime,
      count: 1,
    });
    expect(more.data.messageList.map((m) => m.payload)).toEqual([{ text: 'hop 0' }]);
    const newer = await ann.getMessageListHopping({
      conversationID: 'C2Cbf-ben',
      time: times[1]!,
      direction: 1,
      count: 15,
    });
    expect(newer.data.messageList.map((m) => m.payload)).toEqual([{ text: 'hop 1' }, { text: 'hop 2' }]);
    expect(newer.data.isCompleted).toBe(true);
    expect(newer.data.nextMessageTime).toBe(times[2]);
  });

  it('deleteConversation answers {conversationID} for one ID and {conversationIDList} for a list', async () => {
    await ben.sendMessage(c2c(ben, 'bf-cat', 'hello cat'));
    await ben.sendMessage(c2c(ben, 'bf-dan', 'hello dan'));
    const one = await ben.deleteConversation('C2Cbf-cat');
    expect(one.data).toEqual({ conversationID: 'C2Cbf-cat' });
    const list = await ben.deleteConversation({ conversationIDList: ['C2Cbf-dan'] });
    expect(list.data).toEqual({ conversationIDList: ['C2Cbf-dan'] });
  });

  it('getMessageList on a live room resolves an empty completed page', async () => {
    const { group } = (await ann.createGroup({ type: Chat.TYPES.GRP_AVCHATROOM, name: 'bf live' })).data;
    await ben.joinGroup({ groupID: group.groupID });
    const page = await ben.getMessageList({ conversationID: `GROUP${group.groupID}` });
    expect(page.data).toEqual({ messageList: [], nextReqMessageID: '', isCompleted: true });
  });

  it('@-mentions that arrive online reach groupAtInfoList with atTypeArray; setMessageRead clears them', async () => {
    const { group } = (
      await ann.createGroup({ type: 'ChatRoom', name: 'bf at', memberList: [{ userID: 'bf-ben' }] })
    ).data;
    const conversationID = `GROUP${group.groupID}`;
    const known = nextEvent(ben, Chat.EVENT.CONVERSATION_LIST_UPDATED, (l) =>
      l.some((c) => c.conversationID === conversationID),
    );
    await ann.sendMessage(
      ann.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: 'hi' } }),
    );
    await known;
    const at = (
      await ann.sendMessage(
        ann.createTextMessage({
          to: group.groupID,
          conversationType: 'GROUP',
          payload: { text: '@ben look' },
          atUserList: ['bf-ben'],
        }),
      )
    ).data.message;
    await until(() => benInbox.some((m) => m.ID === at.ID));
    const local = (await ben.getConversationList([conversationID])).data.conversationList[0]!;
    expect(local.groupAtInfoList).toEqual([
      {
        from: 'bf-ann',
        groupID: group.groupID,
        topicID: '',
        messageSequence: at.sequence,
        atTypeArray: [Chat.TYPES.CONV_AT_ME],
      },
    ]);
    const cleared = nextEvent(ben, Chat.EVENT.CONVERSATION_LIST_UPDATED, (l) =>
      l.some((c) => c.conversationID === conversationID && c.groupAtInfoList.length === 0),
    );
    await ben.setMessageRead({ conversationID });
    await cleared;
    const served = (await ben.getConversationProfile(conversationID)).data.conversation;
    expect(served.groupAtInfoList).toEqual([]);
  });

  it('getConversationList honours an array of IDs and {conversationIDList}', async () => {
    await ann.sendMessage(c2c(ann, 'bf-eve', 'to eve'));
    await until(() => ann.getTotalUnreadMessageCount() >= 0);
    const all = (await ann.getConversationList()).data.conversationList;
    expect(all.length).toBeGreaterThan(1);
    const byArray = (await ann.getConversationList(['C2Cbf-eve'])).data.conversationList;
    expect(byArray.map((c) => c.conversationID)).toEqual(['C2Cbf-eve']);
    const byObject = (await ann.getConversationList({ conversationIDList: ['C2Cbf-ben'] })).data
      .conversationList;
    expect(byObject.map((c) => c.conversationID)).toEqual(['C2Cbf-ben']);
  });
});
