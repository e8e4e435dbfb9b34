import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { codeOf, inbox, nextEvent, ready, startService, until } from './harness';

let service: Awaited<ReturnType<typeof startService>>;
let alice: Chat;
let bob: Chat;
let bobInbox: Message[];

beforeAll(async () => {
  service = await startService();
  alice = await ready(service.url, 'alice');
  bob = await ready(service.url, 'bob');
  bobInbox = inbox(bob);
});
afterAll(async () => {
  await alice.destroy();
  await bob.destroy();
  await service.close();
});

const c2c = (to: string) => ({ to, conversationType: Chat.TYPES.CONV_C2C });

async function send(from: Chat, message: Message): Promise<Message> {
  const res = await from.sendMessage(message);
  expect(res.code).toBe(0);
  return res.data.message;
}

describe('C2C messages against the real service', () => {
  it('sends every payload kind; the peer receives each once with its payload', async () => {
    const before = bobInbox.length;
    const sent = [
      alice.createTextMessage({ ...c2c('bob'), payload: { text: 'hi bob' } }),
      alice.createCustomMessage({
        ...c2c('bob'),
        payload: { data: '{"a":1}', description: 'd', extension: 'e' },
      }),
      alice.createFaceMessage({ ...c2c('bob'), payload: { index: 3, data: 'smile' } }),
      alice.createLocationMessage({
        ...c2c('bob'),
        payload: { description: 'Maracanã', latitude: -22.91, longitude: -43.23 },
      }),
      alice.createImageMessage({
        ...c2c('bob'),
        payload: { url: 'https://cdn.example/p.png', width: 800, height: 600, size: 1000 },
      }),
      alice.createFileMessage({
        ...c2c('bob'),
        payload: { url: 'https://cdn.example/f.pdf', name: 'f.pdf', size: 2048 },
      }),
      alice.createAudioMessage({
        ...c2c('bob'),
        payload: { url: 'https://cdn.example/a.mp3', size: 300, second: 4 },
      }),
      alice.createVideoMessage({
        ...c2c('bob'),
        payload: { url: 'https://cdn.example/v.mp4', size: 5000, second: 9 },
      }),
    ];
    for (const m of sent) {
      expect(m.status).toBe('unSend');
      const done = await send(alice, m);
      expect(done.status).toBe('success');
      expect(done.sequence).toBeGreaterThan(0);
    }
    await until(() => bobInbox.length === before + sent.length);
    const got = bobInbox.slice(before);
    expect(got.map((m) => m.type)).toEqual(sent.map((m) => m.type));
    expect(got.map((m) => m.payload)).toEqual(sent.map((m) => m.payload));
    expect(got.map((m) => m.ID)).toEqual(sent.map((m) => m.ID));
    expect(new Set(got.map((m) => m.sequence)).size).toBe(sent.length);
    expect(got.every((m) => m.flow === 'in' && m.conversationID === 'C2Calice')).toBe(true);
  });

  it('keeps unread counts, total unread (throttled event), and clears them with setMessageRead', async () => {
    // The throttled total event reports the latest value within a second.
    await nextEvent(bob, Chat.EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, (n) => n === 8, 3000);
    expect(bob.getTotalUnreadMessageCount()).toBe(8);
    const conv = (await bob.getConversationProfile('C2Calice')).data.conversation;
    expect(conv.unreadCount).toBe(8);
    expect(conv.lastMessage.type).toBe(Chat.TYPES.MSG_VIDEO);
    const totalEvent = nextEvent(bob, Chat.EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, (n) => n === 0, 3000);
    await bob.setMessageRead({ conversationID: 'C2Calice' });
    expect(await totalEvent).toBe(0);
    expect((await bob.getConversationProfile('C2Calice')).data.conversation.unreadCount).toBe(0);
  });

  it('tells the sender when the peer read (MESSAGE_READ_BY_PEER)', async () => {
    const m = await send(alice, alice.createTextMessage({ ...c2c('bob'), payload: { text: 'read me' } }));
    const read = nextEvent(alice, Chat.EVENT.MESSAGE_READ_BY_PEER, (list) => list.some((x) => x.ID === m.ID));
    await until(() => bobInbox.some((x) => x.ID === m.ID));
    await bob.setMessageRead({ conversationID: 'C2Calice' });
    await read;
    expect(m.isPeerRead).toBe(true);
  });

  it('pages history 15 at a time with nextReqMessageID and hops by sequence', async () => {
    for (let i = 0; i < 12; i += 1)
      await send(alice, alice.createTextMessage({ ...c2c('bob'), payload: { text: `n${i}` } }));
    const first = await bob.getMessageList({ conversationID: 'C2Calice' });
    expect(first.data.messageList).toHaveLength(15);
    expect(first.data.isCompleted).toBe(false);
    expect(first.data.messageList.at(-1)!.payload).toEqual({ text: 'n11' });
    const seqs = first.data.messageList.map((m) => m.sequence);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const second = await bob.getMessageList({
      conversationID: 'C2Calice',
      nextReqMessageID: first.data.nextReqMessageID,
    });
    expect(second.data.messageList).toHaveLength(6);
    expect(second.data.isCompleted).toBe(true);
    expect(second.data.messageList.at(-1)!.sequence).toBe(seqs[0]! - 1);
    const anchor = seqs[5]!;
    const older = await bob.getMessageListHopping({
      conversationID: 'C2Calice',
      sequence: anchor,
      count: 3,
      direction: 0,
    });
    expect(older.data.messageList.map((m) => m.sequence)).toEqual([anchor - 2, anchor - 1, anchor]);
    const newer = await bob.getMessageListHopping({
      conversationID: 'C2Calice',
      sequence: anchor,
      count: 3,
      direction: 1,
    });
    expect(newer.data.messageList.map((m) => m.sequence)).toEqual([anchor, anchor + 1, anchor + 2]);
    expect(await codeOf(() => bob.getMessageList({ conversationID: 'nope' }))).toBe(2503);
  });

  it('revokes: the peer gets MESSAGE_REVOKED, a second revoke is refused locally', async () => {
    const m = await send(alice, alice.createTextMessage({ ...c2c('bob'), payload: { text: 'oops' } }));
    const revoked = nextEvent(bob, Chat.EVENT.MESSAGE_REVOKED, (list) => list.some((x) => x.ID === m.ID));
    const res = await alice.revokeMessage(m);
    expect(res.data.message.isRevoked).toBe(true);
    const [r] = await revoked;
    expect(r!.isRevoked).toBe(true);
    expect(r!.revoker).toBe('alice');
    expect(await codeOf(() => alice.revokeMessage(m))).toBe(2110);
  });

  it('modifies: the peer gets MESSAGE_MODIFIED; a stale version gives 2480', async () => {
    const m = await send(alice, alice.createTextMessage({ ...c2c('bob'), payload: { text: 'v0' } }));
    await until(() => bobInbox.some((x) => x.ID === m.ID));
    const bobCopy = bobInbox.find((x) => x.ID === m.ID)!;
    const modified = nextEvent(bob, Chat.EVENT.MESSAGE_MODIFIED, (list) => list.some((x) => x.ID === m.ID));
    m.payload = { text: 'v1' };
    const res = await alice.modifyMessage(m);
    expect(res.data.message.version).toBeGreaterThan(0);
    expect(res.data.message.isModified).toBe(true);
    await modified;
    expect(bobCopy.payload).toEqual({ text: 'v1' });
    // A copy edited from an older version conflicts.
    const stale = { ...m, version: 0, payload: { text: 'v2' } } as Message;
    const error = (await alice.modifyMessage(stale).catch((e: unknown) => e)) as {
      code: number;
      data: { message: Message };
    };
    expect(error.code).toBe(2480);
    // The rejection carries the message updated to the stored version.
    expect(error.data.message.payload).toEqual({ text: 'v1' });
  });

  it('deletes messages for me only (at most 30, one conversation, sent ones)', async () => {
    const m = await send(alice, alice.createTextMessage({ ...c2c('bob'), payload: { text: 'delete me' } }));
    const res = await alice.deleteMessage([m]);
    expect(res.data.messageList[0]!.isDeleted).toBe(true);
    const page = await alice.getMessageList({ conversationID: 'C2Cbob' });
    expect(page.data.messageList.some((x) => x.ID === m.ID)).toBe(false);
    const peer = await bob.getMessageList({ conversationID: 'C2Calice' });
    expect(peer.data.messageList.some((x) => x.ID === m.ID)).toBe(true);
    expect(await codeOf(() => alice.deleteMessage([]))).toBe(2111);
    const unsent = alice.createTextMessage({ ...c2c('bob'), payload: { text: 'x' } });
    expect(await codeOf(() => alice.deleteMessage([unsent]))).toBe(2111);
  });

  it('online-only messages reach online peers and are not stored', async () => {
    const m = alice.createTextMessage({ ...c2c('bob'), payload: { text: 'typing...' } });
    await alice.sendMessage(m, { onlineUserOnly: true });
    await until(() => bobInbox.some((x) => x.ID === m.ID));
    const page = await bob.getMessageList({ conversationID: 'C2Calice' });
    expect(page.data.messageList.some((x) => x.ID === m.ID)).toBe(false);
  });

  it('messageControlInfo: a message excluded from unread does not count', async () => {
    await bob.setMessageRead({ conversationID: 'C2Calice' });
    const m = alice.createTextMessage({ ...c2c('bob'), payload: { text: 'silent' } });
    await alice.sendMessage(m, { messageControlInfo: { excludedFromUnreadCount: true } });
    await until(() => bobInbox.some((x) => x.ID === m.ID));
    expect(bob.getTotalUnreadMessageCount()).toBe(0);
    expect((await bob.getConversationProfile('C2Calice')).data.conversation.unreadCount).toBe(0);
  });

  it('validation of spec 5 gives its codes', async () => {
    expect(await codeOf(() => alice.createTextMessage({ ...c2c('bob'), payload: { text: '' } }))).toBe(2100);
    expect(await codeOf(() => alice.createImageMessage({ ...c2c('bob'), payload: { url: '' } }))).toBe(2251);
    expect(
      await codeOf(() =>
        alice.createFileMessage({ ...c2c('bob'), payload: { url: '', name: 'x', size: 1 } }),
      ),
    ).toBe(2108);
    expect(await codeOf(() => alice.sendMessage({} as Message))).toBe(2100);
    expect(await codeOf(() => alice.getConversationProfile('XYZ'))).toBe(2503);
    expect(await codeOf(() => alice.deleteConversation({ conversationIDList: [] }))).toBe(2503);
  });

  it('fails a send to a bad peer with the server code, and resends a failed message', async () => {
    const m = alice.createTextMessage({ ...c2c('x'.repeat(200)), payload: { text: 'to nobody' } });
    const code = await codeOf(() => alice.sendMessage(m));
    expect(code).toBeGreaterThan(0);
    expect(m.status).toBe('fail');
    m.to = 'bob';
    m.conversationID = 'C2Cbob';
    const res = await alice.resendMessage(m);
    expect(res.data.message.status).toBe('success');
  });
});
