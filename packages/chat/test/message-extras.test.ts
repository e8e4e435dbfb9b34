import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { codeOf, cuttableTransport, nextEvent, ready, startService, until } from './harness';
import { freshPgDatabase } from '../../../test-support/pg-database';

type Service = Awaited<ReturnType<typeof startService>>;

const text = (chat: Chat, to: string, t: string, extra: Record<string, unknown> = {}, type = 'C2C') =>
  chat.createTextMessage({ to, conversationType: type as 'C2C', payload: { text: t }, ...extra });

async function sendAndReceive(from: Chat, to: Chat, message: Message): Promise<Message> {
  const got = nextEvent(to, Chat.EVENT.MESSAGE_RECEIVED, (list) => list.some((m) => m.ID === message.ID));
  await from.sendMessage(message);
  return (await got).find((m) => m.ID === message.ID)!;
}

describe('message extras against the real service', () => {
  let service: Service;
  const chats: Chat[] = [];
  const login = async (userID: string, options = {}) => {
    const chat = await ready(service.url, userID, options);
    chats.push(chat);
    return chat;
  };
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>>;
  beforeAll(async () => {
    // PostgreSQL too when TEST_DATABASE_URL is set.
    pgDb = await freshPgDatabase('chat_test');
    service = await startService(pgDb ? { databaseUrl: pgDb.url } : {});
  });
  afterAll(async () => {
    for (const c of chats) await c.destroy();
    await service.close();
    await pgDb?.drop();
  });

  it('message extensions: set, events on the other side, 23001 for a stale writer, get, delete, clear', async () => {
    const alice = await login('e-alice');
    const bob = await login('e-bob');
    const sent = text(alice, 'e-bob', 'vote', { isSupportExtension: true });
    const received = await sendAndReceive(alice, bob, sent);
    expect(received.isSupportExtension).toBe(true);
    const updated = nextEvent(bob, Chat.EVENT.MESSAGE_EXTENSIONS_UPDATED);
    const set = await alice.setMessageExtensions(sent, [{ key: 'e-alice', value: 'A' }]);
    expect(set).toEqual({ code: 0, data: { extensions: [{ code: 0, key: 'e-alice', value: 'A' }] } });
    expect(await updated).toEqual({ messageID: sent.ID, extensions: [{ key: 'e-alice', value: 'A' }] });
    // A second device of bob never saw the key: its write is refused with the stored value, then goes through.
    const bob2 = await login('e-bob');
    const copy = (await bob2.getMessageList({ conversationID: 'C2Ce-alice' })).data.messageList.find(
      (m) => m.ID === sent.ID,
    )!;
    const stale = await bob2.setMessageExtensions(copy, [{ key: 'e-alice', value: 'B' }]);
    expect(stale.data.extensions).toEqual([{ code: 23001, key: 'e-alice', value: 'A' }]);
    const retry = await bob2.setMessageExtensions(copy, [{ key: 'e-alice', value: 'B' }]);
    expect(retry.data.extensions[0]!.code).toBe(0);
    expect((await alice.getMessageExtensions(sent)).data.extensions).toEqual([
      { key: 'e-alice', value: 'B' },
    ]);
    await alice.setMessageExtensions(sent, [{ key: 'other', value: 'x' }]);
    const deleted = nextEvent(bob, Chat.EVENT.MESSAGE_EXTENSIONS_DELETED);
    await alice.deleteMessageExtensions(sent, ['other']);
    expect(await deleted).toEqual({ messageID: sent.ID, keyList: ['other'] });
    const cleared = nextEvent(bob, Chat.EVENT.MESSAGE_EXTENSIONS_DELETED);
    await alice.deleteMessageExtensions(sent);
    expect((await cleared).keyList).toEqual(['e-alice']);
    expect((await bob.getMessageExtensions(received)).data.extensions).toEqual([]);
    // Not sent with isSupportExtension, or not sent at all: refused before the service.
    const plain = text(alice, 'e-bob', 'plain');
    expect(await codeOf(() => alice.setMessageExtensions(plain, [{ key: 'k', value: 'v' }]))).toBe(60003);
    await alice.sendMessage(plain);
    expect(await codeOf(() => alice.getMessageExtensions(plain))).toBe(60003);
  });

  it('read receipts: send, counts, read and unread member lists (group) and peer read (C2C)', async () => {
    const alice = await login('rr-alice');
    const bob = await login('rr-bob');
    await login('rr-carol');
    const { group } = (
      await alice.createGroup({
        type: Chat.TYPES.GRP_WORK,
        name: 'receipts',
        memberList: [{ userID: 'rr-bob' }, { userID: 'rr-carol' }],
      })
    ).data;
    const sent = text(alice, group.groupID, 'read me', { needReadReceipt: true }, 'GROUP');
    const got = await sendAndReceive(alice, bob, sent);
    const receipt = nextEvent(alice, Chat.EVENT.MESSAGE_READ_RECEIPT_RECEIVED);
    await bob.sendMessageReadReceipt([got]);
    expect((await receipt)[0]).toMatchObject({ messageID: sent.ID, readCount: 1, unreadCount: 1 });
    const counts = await alice.getMessageReadReceiptList([sent]);
    expect(counts.data.messageList[0]!.readReceiptInfo).toMatchObject({ readCount: 1, unreadCount: 1 });
    const read = await alice.getGroupMessageReadMemberList({
      message: sent,
      filter: 0,
      cursor: '',
      count: 10,
    });
    expect(read.data).toEqual({
      cursor: '',
      isCompleted: true,
      messageID: sent.ID,
      readUserIDList: ['rr-bob'],
      unreadUserIDList: [],
    });
    const unread = await alice.getGroupMessageReadMemberList({
      message: sent,
      filter: 1,
      cursor: '',
      count: 10,
    });
    expect(unread.data.unreadUserIDList).toEqual(['rr-carol']);
    expect(
      await codeOf(() => bob.getGroupMessageReadMemberList({ message: got, filter: 0, cursor: '' })),
    ).toBe(10007);
    const plain = await sendAndReceive(alice, bob, text(alice, group.groupID, 'no receipt', {}, 'GROUP'));
    expect(await codeOf(() => bob.sendMessageReadReceipt([plain]))).toBe(2114);

    const direct = text(alice, 'rr-bob', 'c2c receipt', { needReadReceipt: true });
    const gotDirect = await sendAndReceive(alice, bob, direct);
    await bob.sendMessageReadReceipt([gotDirect]);
    const c2c = await alice.getMessageReadReceiptList([direct]);
    expect(c2c.data.messageList[0]!.readReceiptInfo.isPeerRead).toBe(true);
  });

  it('merged messages over 11,264 bytes are uploaded, carry a key and download for the receiver', async () => {
    const alice = await login('mg-alice');
    const bob = await login('mg-bob');
    const carol = await login('mg-carol');
    const pieces: Message[] = [];
    for (let i = 0; i < 25; i += 1) {
      const m = text(alice, 'mg-carol', `${i} ${'a long line of text '.repeat(30)}`);
      await alice.sendMessage(m);
      pieces.push(m);
    }
    const merger = alice.createMergerMessage({
      to: 'mg-bob',
      conversationType: 'C2C',
      payload: { messageList: pieces, title: 'chat', abstractList: ['a: 0'], compatibleText: 'upgrade' },
    });
    const got = await sendAndReceive(alice, bob, merger);
    expect(got.type).toBe(Chat.TYPES.MSG_MERGER);
    const payload = got.payload as { downloadKey?: string; messageList: unknown[]; messageNumber: number };
    expect(payload.downloadKey).toMatch(/^[0-9a-f]{32}$/);
    expect(payload.messageNumber).toBe(25);
    const downloaded = await bob.downloadMergeMessage(got);
    expect(downloaded).toBe(got);
    const items = (downloaded.payload as { messageList: Record<string, unknown>[] }).messageList;
    expect(items).toHaveLength(25);
    // tim-js-sdk's item shape beside ours: hosts render messageBody[0].payload.
    expect(items[0]).toMatchObject({
      from: 'mg-alice',
      messageSender: 'mg-alice',
      receiverUserID: 'mg-carol',
      messageBody: [{ type: Chat.TYPES.MSG_TEXT, payload: { text: expect.stringMatching(/^0 /) } }],
    });
    // Small lists travel inline: nothing to download (2451); not a merged message (2450).
    const small = alice.createMergerMessage({
      to: 'mg-bob',
      conversationType: 'C2C',
      payload: { messageList: pieces.slice(0, 1), title: 't', abstractList: [], compatibleText: 'upgrade' },
    });
    const smallGot = await sendAndReceive(alice, bob, small);
    const inline = (smallGot.payload as { messageList: Record<string, unknown>[] }).messageList;
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatchObject({ messageBody: [{ type: Chat.TYPES.MSG_TEXT }] });
    expect(await codeOf(() => bob.downloadMergeMessage(smallGot))).toBe(2451);
    expect(await codeOf(() => bob.downloadMergeMessage(pieces[0]!))).toBe(2450);
    expect(() =>
      alice.createMergerMessage({
        to: 'mg-bob',
        conversationType: 'C2C',
        payload: { messageList: [], title: '', abstractList: [], compatibleText: 'x' },
      }),
    ).toThrow();
    // Forward the big merged message on: carol may then download it too.
    const forward = bob.createForwardMessage({ to: 'mg-carol', conversationType: 'C2C', payload: got });
    const fwd = await sendAndReceive(bob, carol, forward);
    expect(fwd.type).toBe(Chat.TYPES.MSG_MERGER);
  });

  it('forward, @-messages, findMessage, translateText', async () => {
    const alice = await login('f-alice');
    const bob = await login('f-bob');
    const { group } = (
      await alice.createGroup({ type: Chat.TYPES.GRP_WORK, name: 'at', memberList: [{ userID: 'f-bob' }] })
    ).data;
    const at = alice.createTextAtMessage({
      to: group.groupID,
      conversationType: 'GROUP',
      payload: { text: '@all kick-off', atUserList: [Chat.TYPES.MSG_AT_ALL] },
    });
    const got = await sendAndReceive(alice, bob, at);
    expect(got.atUserList).toEqual([Chat.TYPES.MSG_AT_ALL]);
    expect(bob.findMessage(got.ID)).toBe(got);
    expect(alice.findMessage(at.ID)).toBe(at);
    expect(bob.findMessage('unknown')).toBeNull();
    const forward = bob.createForwardMessage({ to: 'f-alice', conversationType: 'C2C', payload: got });
    const fwd = await sendAndReceive(bob, alice, forward);
    expect(fwd.payload).toEqual({ text: '@all kick-off' });
    const tip = (await bob.getMessageList({ conversationID: `GROUP${group.groupID}` })).data.messageList.find(
      (m) => m.type === Chat.TYPES.MSG_GRP_TIP,
    );
    if (tip) {
      expect(
        await codeOf(() =>
          bob.createForwardMessage({ to: 'f-alice', conversationType: 'C2C', payload: tip }),
        ),
      ).toBe(2453);
    }
    const fakeTip = {
      ...got,
      type: Chat.TYPES.MSG_GRP_TIP,
      elements: [{ type: Chat.TYPES.MSG_GRP_TIP, content: {} }],
    };
    expect(
      await codeOf(() =>
        bob.createForwardMessage({
          to: 'f-alice',
          conversationType: 'C2C',
          payload: fakeTip as unknown as Message,
        }),
      ),
    ).toBe(2453);
    const translated = await codeOf(() =>
      alice.translateText({ sourceTextList: ['gol'], sourceLanguage: 'pt', targetLanguage: 'en' }),
    );
    expect(translated).toBe(2117);
  });

  it('a member that was away learns the revocations it missed (MESSAGE_REVOKED after the reconnect)', async () => {
    const cut = cuttableTransport();
    const alice = await login('v-alice');
    const bob = await login('v-bob', { transport: cut.transport });
    const { group } = (
      await alice.createGroup({
        type: Chat.TYPES.GRP_WORK,
        name: 'revoke',
        memberList: [{ userID: 'v-bob' }],
      })
    ).data;
    const sent = text(alice, group.groupID, 'oops', {}, 'GROUP');
    const got = await sendAndReceive(alice, bob, sent);
    const states: string[] = [];
    bob.on(Chat.EVENT.NET_STATE_CHANGE, (e) => states.push(e.data.state));
    cut.block();
    await until(() => states.includes('connecting'));
    await alice.revokeMessage(sent);
    const revoked = nextEvent(
      bob,
      Chat.EVENT.MESSAGE_REVOKED,
      (list) => list.some((m) => m.ID === got.ID),
      10_000,
    );
    cut.unblock();
    expect((await revoked)[0]).toBe(got);
    expect(got.isRevoked).toBe(true);
    expect(got.revoker).toBe('v-alice');
  });
});

describe('translateText with a translator configured', () => {
  it('answers the service translator texts in order', async () => {
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const { q, target } = JSON.parse(body) as { q: string[]; target: string };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ translatedText: q.map((t) => `${target}:${t}`) }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    const service = await startService({ translateUrl: `http://127.0.0.1:${port}/translate` });
    const alice = await ready(service.url, 't-alice');
    const res = await alice.translateText({
      sourceTextList: ['gol', 'jogo'],
      sourceLanguage: 'pt',
      targetLanguage: 'en',
    });
    expect(res).toEqual({ code: 0, data: { translatedTextList: ['en:gol', 'en:jogo'] } });
    await alice.destroy();
    await service.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });
});

describe('commercial ability', () => {
  it('message extensions answer 10016 without it', async () => {
    const service = await startService({ purchaseBits: '0000000000' });
    const alice = await ready(service.url, 'c-alice');
    const m = text(alice, 'c-bob', 'x', { isSupportExtension: true });
    await alice.sendMessage(m);
    expect(await codeOf(() => alice.setMessageExtensions(m, [{ key: 'k', value: 'v' }]))).toBe(10016);
    await alice.destroy();
    await service.close();
  });
});
