import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const send = (c: TestClient, to: string, t: string, extra: Record<string, unknown> = {}) =>
  c.call('msg.sendC2C', { to, elements: text(t), random: rnd++, ...extra }).then((r) => r.message);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('C2C messages', () => {
  it('stores every payload kind with sequence and time, and pushes to the peer', async () => {
    const a = await h.client('c-a');
    const b = await h.client('c-b');
    const kinds = [
      text('hi'),
      [{ type: 'TIMCustomElem', content: { data: '{"k":1}', description: 'd', extension: 'e' } }],
      [{ type: 'TIMFaceElem', content: { index: 3, data: 'smile' } }],
      [{ type: 'TIMLocationElem', content: { description: 'Maracanã', longitude: -43.2, latitude: -22.9 } }],
      [
        {
          type: 'TIMImageElem',
          content: {
            uuid: 'i',
            imageFormat: 1,
            imageInfoArray: [{ type: 0, url: 'http://x/i.png', width: 10, height: 10, size: 100 }],
          },
        },
      ],
      [{ type: 'TIMSoundElem', content: { uuid: 's', url: 'http://x/s.mp3', size: 10, second: 3 } }],
      [
        {
          type: 'TIMFileElem',
          content: { uuid: 'f', fileName: 'a.pdf', fileUrl: 'http://x/a.pdf', fileSize: 5 },
        },
      ],
      [
        {
          type: 'TIMVideoFileElem',
          content: {
            videoUUID: 'v',
            videoUrl: 'http://x/v.mp4',
            videoSize: 9,
            videoSecond: 2,
            videoFormat: 'mp4',
            thumbUrl: 'http://x/t.jpg',
          },
        },
      ],
      [
        {
          type: 'TIMRelayElem',
          content: {
            title: 't',
            abstractList: ['a: hi'],
            compatibleText: 'upgrade',
            messageNumber: 1,
            messageList: [{ from: 'c-a', time: 1, elements: text('hi') }],
          },
        },
      ],
    ];
    const sent: WireMessage[] = [];
    for (const elements of kinds)
      sent.push((await a.call('msg.sendC2C', { to: 'c-b', elements, random: rnd++ })).message);
    expect(sent.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sent[0]!.time).toBeGreaterThan(1.7e9);
    expect(sent[3]!.elements[0]).toEqual(kinds[3]![0]);
    const p = await b.waitPush<TimelineItem>(
      (x) => x.push === PUSH.TIMELINE && (x.body as TimelineItem).message?.sequence === 9,
    );
    expect(p.body.conversationID).toBe('C2Cc-a');
    expect(p.body.message?.elements[0]?.type).toBe('TIMRelayElem');
  });

  it('validates: empty text, empty url, unknown element, size, profanity replace', async () => {
    const a = await h.client('v-a');
    expect(await codeOf(a.call('msg.sendC2C', { to: 'v-b', elements: text(''), random: 1 }))).toBe(60003);
    expect(
      await codeOf(
        a.call('msg.sendC2C', {
          to: 'v-b',
          elements: [{ type: 'TIMFileElem', content: { fileUrl: '' } }],
          random: 1,
        }),
      ),
    ).toBe(2108);
    expect(
      await codeOf(
        a.call('msg.sendC2C', { to: 'v-b', elements: [{ type: 'TIMGroupTipElem', content: {} }], random: 1 }),
      ),
    ).toBe(60003);
    expect(
      await codeOf(a.call('msg.sendC2C', { to: 'v-b', elements: text('x'.repeat(13000)), random: 1 })),
    ).toBe(80002);
    expect(
      await codeOf(
        a.call('msg.sendC2C', {
          to: 'v-b',
          elements: [
            { type: 'TIMImageElem', content: { imageInfoArray: [{ url: 'u', size: 30 * 1024 * 1024 }] } },
          ],
          random: 1,
        }),
      ),
    ).toBe(2253);
    const m = await send(a, 'v-b', 'you badword!');
    expect(m.elements[0]).toEqual({ type: 'TIMTextElem', content: { text: 'you *******!' } });
    // Only the admin API may skip moderation (issue 8 item 7): a user's NoMsgCheck is ignored.
    const raw = await send(a, 'v-b', 'badword ok', {
      messageControlInfo: { excludedFromContentModeration: true },
    });
    expect(raw.elements[0]).toEqual({ type: 'TIMTextElem', content: { text: '******* ok' } });
    expect(raw.messageControlInfo.excludedFromContentModeration).toBeUndefined();
  });

  it('history pages of 15, both directions, deleted messages hidden for the deleter only', async () => {
    const a = await h.client('h-a');
    const b = await h.client('h-b');
    for (let i = 1; i <= 20; i++) await send(a, 'h-b', `m${i}`);
    const p1 = await a.call('msg.history', { conversationID: 'C2Ch-b' });
    expect(p1.messageList.map((m) => m.sequence)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(p1.isCompleted).toBe(false);
    const p2 = await a.call('msg.history', { conversationID: 'C2Ch-b', sequence: 6 });
    expect(p2.messageList.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(p2.isCompleted).toBe(true);
    const newer = await a.call('msg.history', { conversationID: 'C2Ch-b', sequence: 17, direction: 1 });
    expect(newer.messageList.map((m) => m.sequence)).toEqual([18, 19, 20]);
    expect(await codeOf(a.call('msg.history', { conversationID: 'C2Ch-b', count: 16 }))).toBe(60003);
    expect(await codeOf(a.call('msg.history', { conversationID: 'XYZ' }))).toBe(2503);
    await a.call('msg.delete', { conversationID: 'C2Ch-b', sequenceList: [20, 19] });
    expect(
      (await a.call('msg.history', { conversationID: 'C2Ch-b', count: 1 })).messageList[0]?.sequence,
    ).toBe(18);
    expect(
      (await b.call('msg.history', { conversationID: 'C2Ch-a', count: 1 })).messageList[0]?.sequence,
    ).toBe(20);
    const many = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(await codeOf(a.call('msg.delete', { conversationID: 'C2Ch-b', sequenceList: many }))).toBe(2111);
    expect(await codeOf(a.call('msg.delete', { conversationID: 'C2Ch-b', sequenceList: [999] }))).toBe(2111);
    expect(await codeOf(a.call('msg.delete', { conversationID: '@TIM#SYSTEM', sequenceList: [1] }))).toBe(
      2111,
    );
  });

  it('revoke: own messages only, once; unread drops; both sides told', async () => {
    const a = await h.client('r-a');
    const b = await h.client('r-b');
    const m = await send(a, 'r-b', 'oops');
    await send(a, 'r-b', 'second');
    expect((await b.call('conv.get', { conversationID: 'C2Cr-a' })).conversation.unreadCount).toBe(2);
    expect(await codeOf(b.call('msg.revoke', { conversationID: 'C2Cr-a', sequence: m.sequence }))).toBe(
      10007,
    );
    await a.call('msg.revoke', { conversationID: 'C2Cr-b', sequence: m.sequence });
    expect(await codeOf(a.call('msg.revoke', { conversationID: 'C2Cr-b', sequence: m.sequence }))).toBe(2110);
    const p = await b.waitPush<TimelineItem>((x) => (x.body as TimelineItem).kind === 'revoke');
    expect(p.body.message?.isRevoked).toBe(true);
    expect(p.body.message?.revoker).toBe('r-a');
    expect((await b.call('conv.get', { conversationID: 'C2Cr-a' })).conversation.unreadCount).toBe(1);
  });

  it('modify with version check (2480 on conflict)', async () => {
    const a = await h.client('m-a');
    const b = await h.client('m-b');
    const m = await send(a, 'm-b', 'v0');
    const r1 = await a.call('msg.modify', {
      conversationID: 'C2Cm-b',
      sequence: m.sequence,
      version: 0,
      elements: text('v1'),
    });
    expect(r1.message.version).toBe(1);
    // The sender's other device still holds version 0.
    const a2 = await h.client('m-a');
    const conflict = await a2.request('msg.modify', {
      conversationID: 'C2Cm-b',
      sequence: m.sequence,
      version: 0,
      cloudCustomData: 'x',
    });
    expect(conflict.code).toBe(2480);
    expect((conflict.body as { message: WireMessage }).message.version).toBe(1);
    await b.waitPush<TimelineItem>((x) => (x.body as TimelineItem).kind === 'modify');
    const h1 = await b.call('msg.history', { conversationID: 'C2Cm-a' });
    expect(h1.messageList[0]?.elements[0]).toEqual({ type: 'TIMTextElem', content: { text: 'v1' } });
  });

  it('read: setMessageRead clears unread and sets the peer read time', async () => {
    const a = await h.client('p-a');
    const b = await h.client('p-b');
    await send(a, 'p-b', 'one');
    await send(a, 'p-b', 'two');
    await b.call('msg.markRead', { conversationID: 'C2Cp-a' });
    expect((await b.call('conv.get', { conversationID: 'C2Cp-a' })).conversation.unreadCount).toBe(0);
    const pr = await a.waitPush<TimelineItem>((x) => (x.body as TimelineItem).kind === 'peerRead');
    expect(pr.body.conversationID).toBe('C2Cp-b');
    const t = await a.call('msg.peerReadTime', { userIDList: ['p-b'] });
    expect(t.peerReadTimeList[0]!.time).toBe(pr.body.time);
    expect((await a.call('conv.get', { conversationID: 'C2Cp-b' })).conversation.peerReadTime).toBe(
      pr.body.time,
    );
  });

  it('online-only messages are pushed, not stored; messageControlInfo excludes unread and last message', async () => {
    const a = await h.client('o-a');
    const b = await h.client('o-b');
    await send(a, 'o-b', 'stored');
    await send(a, 'o-b', 'typing...', { onlineOnly: true });
    const p = await b.waitPush<{ message: WireMessage }>((x) => x.push === PUSH.ONLINE_MESSAGE);
    expect(p.body.message.onlineOnlyFlag).toBe(true);
    await send(a, 'o-b', 'silent', {
      messageControlInfo: { excludedFromUnreadCount: true, excludedFromLastMessage: true },
    });
    const conv = (await b.call('conv.get', { conversationID: 'C2Co-a' })).conversation;
    expect(conv.unreadCount).toBe(1);
    expect(conv.lastMessage?.elements[0]).toEqual({ type: 'TIMTextElem', content: { text: 'stored' } });
    expect((await b.call('msg.history', { conversationID: 'C2Co-a' })).messageList).toHaveLength(2);
  });

  it('read receipts: only for messages that asked; sender told', async () => {
    const a = await h.client('rr-a');
    const b = await h.client('rr-b');
    const m1 = await send(a, 'rr-b', 'ack me', { needReadReceipt: true });
    const m2 = await send(a, 'rr-b', 'plain');
    expect(
      await codeOf(b.call('msg.sendReadReceipt', { conversationID: 'C2Crr-a', sequenceList: [m2.sequence] })),
    ).toBe(2114); // spec 8: read receipt message list empty
    await b.call('msg.sendReadReceipt', {
      conversationID: 'C2Crr-a',
      sequenceList: [m1.sequence, m2.sequence],
    });
    const p = await a.waitPush<{ sequenceList: number[] }>((x) => x.push === PUSH.READ_RECEIPT);
    expect(p.body.sequenceList).toEqual([m1.sequence]);
    const list = await a.call('msg.readReceiptList', {
      conversationID: 'C2Crr-b',
      sequenceList: [m1.sequence],
    });
    expect(list.list[0]).toMatchObject({ isPeerRead: true, readCount: 1, unreadCount: 0 });
  });

  it('a resend with the same random returns the stored message instead of a duplicate', async () => {
    const a = await h.client('d-a');
    const first = await a.call('msg.sendC2C', { to: 'd-b', elements: text('once'), random: 777 });
    const again = await a.call('msg.sendC2C', { to: 'd-b', elements: text('once'), random: 777 });
    expect(again.message).toEqual(first.message);
    expect((await a.call('msg.history', { conversationID: 'C2Cd-b' })).messageList).toHaveLength(1);
  });

  it('concurrent resends of one message store it once (the resend check runs under the pair lock)', async () => {
    const a = await h.client('d2-a');
    // Five requests in flight at once (a client that resends before its first answer arrived).
    const sends = [1, 2, 3, 4, 5].map(() =>
      a.call('msg.sendC2C', { to: 'd2-b', elements: text('only once'), random: 4242 }),
    );
    const answers = await Promise.all(sends);
    expect(new Set(answers.map((r) => r.message.ID)).size).toBe(1);
    const history = await a.call('msg.history', { conversationID: 'C2Cd2-b' });
    expect(history.messageList).toHaveLength(1);
    // The rolled-back attempts did not use up sequences: the next message follows directly.
    const next = await a.call('msg.sendC2C', { to: 'd2-b', elements: text('next'), random: 4243 });
    expect(next.message.sequence).toBe(answers[0]!.message.sequence + 1);
  });

  it('a request past the server deadline answers 2998, and its resend returns the message stored late', async () => {
    const th = await startHarness({ requestTimeoutMs: 150 });
    try {
      const a = await th.client('t-a');
      await a.call('msg.sendC2C', { to: 't-b', elements: text('first'), random: 1 });
      // Hold the sender's account row (PostgreSQL row lock; on SQLite the one connection) for 500 ms, so the
      // next send cannot be stored before its deadline.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const locked = new Promise<void>((ready) => {
        void th.server.ctx.db.kysely.transaction().execute(async (trx) => {
          await trx.updateTable('im_users').set({ nick: '' }).where('user_id', '=', 't-a').execute();
          ready();
          await held;
        });
      });
      await locked;
      const started = Date.now();
      const late = await a.request('msg.sendC2C', { to: 't-b', elements: text('late'), random: 2 });
      expect(late.code).toBe(2998);
      expect(Date.now() - started).toBeLessThan(450);
      release();
      // The store went on after the deadline; the client's resend (same random) gets that message back.
      const again = await a.call('msg.sendC2C', { to: 't-b', elements: text('late'), random: 2 });
      expect(again.message.sequence).toBe(2);
      const history = await a.call('msg.history', { conversationID: 'C2Ct-b' });
      expect(history.messageList.map((m) => m.random)).toEqual([1, 2]);
    } finally {
      await th.close();
    }
  });

  it('rate limit answers 2996', async () => {
    const lh = await startHarness({ sendRatePerSecond: 3 });
    try {
      const a = await lh.client('f-a');
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await a.request('msg.sendC2C', { to: 'f-b', elements: text('x'), random: i })).code);
      expect(codes).toEqual([0, 0, 0, 2996, 2996]);
    } finally {
      await lh.close();
    }
  });
});
