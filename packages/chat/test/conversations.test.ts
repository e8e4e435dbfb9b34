import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { codeOf, inbox, nextEvent, ready, startService, until } from './harness';

let service: Awaited<ReturnType<typeof startService>>;
let carol: Chat;
let dave: Chat;
let erin: Chat;
let carolInbox: Message[];

beforeAll(async () => {
  service = await startService();
  carol = await ready(service.url, 'carol');
  dave = await ready(service.url, 'dave');
  erin = await ready(service.url, 'erin');
  carolInbox = inbox(carol);
});
afterAll(async () => {
  for (const c of [carol, dave, erin]) await c.destroy();
  await service.close();
});

async function text(from: Chat, to: string, body: string): Promise<Message> {
  const res = await from.sendMessage(
    from.createTextMessage({ to, conversationType: Chat.TYPES.CONV_C2C, payload: { text: body } }),
  );
  return res.data.message;
}

describe('conversations against the real service', () => {
  it('lists conversations newest first with last message and unread; pinned first', async () => {
    await text(dave, 'carol', 'from dave');
    await new Promise((r) => setTimeout(r, 1100)); // distinct second for ordering
    const last = await text(erin, 'carol', 'from erin');
    await until(() => carolInbox.some((m) => m.ID === last.ID));
    const updated = nextEvent(carol, Chat.EVENT.CONVERSATION_LIST_UPDATED, (list) => list.length === 2, 3000);
    await updated;
    let list = (await carol.getConversationList()).data.conversationList;
    expect(list.map((c) => c.conversationID)).toEqual(['C2Cerin', 'C2Cdave']);
    expect(list[0]!.lastMessage.messageForShow).toBe('from erin');
    expect(list.map((c) => c.unreadCount)).toEqual([1, 1]);
    await carol.pinConversation({ conversationID: 'C2Cdave', isPinned: true });
    list = (await carol.getConversationList()).data.conversationList;
    expect(list[0]!.conversationID).toBe('C2Cdave');
    expect(list[0]!.isPinned).toBe(true);
    await carol.pinConversation({ conversationID: 'C2Cdave', isPinned: false });
    list = (await carol.getConversationList()).data.conversationList;
    expect(list.map((c) => c.conversationID)).toEqual(['C2Cerin', 'C2Cdave']);
  });

  it('setMessageRemindType: a discarded conversation leaves the total unread', async () => {
    expect(carol.getTotalUnreadMessageCount()).toBe(2);
    await carol.setMessageRemindType({
      userIDList: ['dave'],
      messageRemindType: Chat.TYPES.MSG_REMIND_DISCARD,
    });
    expect(carol.getTotalUnreadMessageCount()).toBe(1);
    const row = (await carol.getConversationProfile('C2Cdave')).data.conversation;
    expect(row.messageRemindType).toBe(Chat.TYPES.MSG_REMIND_DISCARD);
    await carol.setMessageRemindType({
      userIDList: ['dave'],
      messageRemindType: Chat.TYPES.MSG_REMIND_ACPT_AND_NOTE,
    });
    expect(carol.getTotalUnreadMessageCount()).toBe(2);
  });

  it('setAllMessageRead clears unread by scope', async () => {
    await carol.setAllMessageRead({ scope: Chat.TYPES.READ_ALL_GROUP_MSG });
    expect(carol.getTotalUnreadMessageCount()).toBe(2);
    expect(await codeOf(() => carol.setAllMessageRead({ scope: 'everything' as never }))).toBe(2503);
    await carol.setAllMessageRead({ scope: Chat.TYPES.READ_ALL_C2C_MSG });
    expect(carol.getTotalUnreadMessageCount()).toBe(0);
    const list = (await carol.getConversationList()).data.conversationList;
    expect(list.every((c) => c.unreadCount === 0)).toBe(true);
    expect((await carol.getConversationProfile('C2Cerin')).data.conversation.unreadCount).toBe(0);
  });

  it('clearHistoryMessage keeps the conversation but empties its history', async () => {
    await text(carol, 'erin', 'reply');
    await carol.clearHistoryMessage('C2Cerin');
    const page = await carol.getMessageList({ conversationID: 'C2Cerin' });
    expect(page.data.messageList).toHaveLength(0);
    const list = (await carol.getConversationList()).data.conversationList;
    expect(list.some((c) => c.conversationID === 'C2Cerin')).toBe(true);
    // The peer's history is untouched.
    expect(
      (await erin.getMessageList({ conversationID: 'C2Ccarol' })).data.messageList.length,
    ).toBeGreaterThan(0);
  });

  it('deleteConversation removes it (string or object form) and validates its input', async () => {
    const res = await carol.deleteConversation('C2Cdave');
    expect(res.data).toEqual({ conversationID: 'C2Cdave' });
    let list = (await carol.getConversationList()).data.conversationList;
    expect(list.some((c) => c.conversationID === 'C2Cdave')).toBe(false);
    await carol.deleteConversation({ conversationIDList: ['C2Cerin'], clearHistoryMessage: false });
    list = (await carol.getConversationList()).data.conversationList;
    expect(list).toHaveLength(0);
    expect(await codeOf(() => carol.deleteConversation('bogus'))).toBe(2503);
    expect(
      await codeOf(() =>
        carol.deleteConversation({ conversationIDList: ['C2Cx'], clearHistoryMessage: 'yes' as never }),
      ),
    ).toBe(2503);
    expect(await codeOf(() => carol.pinConversation({ conversationID: 'nope', isPinned: true }))).toBe(2503);
    // A new message brings the conversation back.
    await text(dave, 'carol', 'again');
    await until(() => carol.getTotalUnreadMessageCount() === 1);
  });
});
