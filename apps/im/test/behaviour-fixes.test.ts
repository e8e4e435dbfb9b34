import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

// The service side of issue 12's behaviour fixes: SQLite, and PostgreSQL with TEST_DATABASE_URL.

let h: Harness;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('client-made message IDs', () => {
  it('keeps a valid client ID through send, the pushes, history and sync; a resend answers the same', async () => {
    const a = await h.client('id-a');
    const b = await h.client('id-b');
    const ID = 'id-a-7-123456';
    const sent = (await a.call('msg.sendC2C', { to: 'id-b', elements: text('x'), random: 123456, ID }))
      .message;
    expect(sent.ID).toBe(ID);
    const push = await b.waitPush<{ message: { ID: string } }>((p) => p.push === 'timeline');
    expect(push.body.message.ID).toBe(ID);
    const again = (await a.call('msg.sendC2C', { to: 'id-b', elements: text('x'), random: 123456, ID }))
      .message;
    expect(again).toMatchObject({ ID, sequence: sent.sequence });
    expect((await b.call('msg.history', { conversationID: 'C2Cid-a' })).messageList.map((m) => m.ID)).toEqual(
      [ID],
    );
    expect((await b.call('msg.sync', {})).items.map((i) => i.message?.ID)).toContain(ID);
    // Without an ID (the admin API, older clients) the service still makes one.
    const plain = (await a.call('msg.sendC2C', { to: 'id-b', elements: text('y'), random: 9 })).message;
    expect(plain.ID).not.toBe('');
  });

  it("refuses an ID that is not the sender's, or not this message's random (60003)", async () => {
    const a = await h.client('id-c');
    const bad = [
      'id-d-1-5',
      'id-c-1-6',
      'id-c-x-5',
      'id-c-1-5-1',
      `id-c-1-${'9'.repeat(11)}`,
      'x'.repeat(201),
    ];
    for (const ID of bad)
      expect(await codeOf(a.call('msg.sendC2C', { to: 'id-d', elements: text('x'), random: 5, ID }))).toBe(
        60003,
      );
  });

  it('keeps the client ID of a group message for every member', async () => {
    const owner = await h.client('id-o');
    const fan = await h.client('id-f');
    const groupID = (
      await owner.call('group.create', {
        type: 'ChatRoom',
        name: 'ids',
        memberList: [{ userID: 'id-f' }],
      })
    ).group.groupID;
    const ID = 'id-o-1-77';
    const sent = (await owner.call('msg.sendGroup', { groupID, elements: text('g'), random: 77, ID }))
      .message;
    expect(sent.ID).toBe(ID);
    const push = await fan.waitPush<{ message: { ID: string } }>(
      (p) => p.push === 'groupMessage' && (p.body as { message: { ID: string } }).message.ID === ID,
    );
    expect(push.body.message.ID).toBe(ID);
    expect(
      await codeOf(fan.call('msg.sendGroup', { groupID, elements: text('g'), random: 78, ID: 'id-o-1-78' })),
    ).toBe(60003);
  });
});

describe('history', () => {
  it('C2C history by time (inclusive, both directions)', async () => {
    const a: TestClient = await h.client('ht-a');
    await h.client('ht-b');
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      times.push(
        (await a.call('msg.sendC2C', { to: 'ht-b', elements: text(`t${i}`), random: 100 + i })).message.time,
      );
      await new Promise((r) => setTimeout(r, 1050));
    }
    const older = await a.call('msg.history', { conversationID: 'C2Cht-b', time: times[1], direction: 0 });
    expect(older.messageList.map((m) => m.time)).toEqual([times[0], times[1]]);
    const newer = await a.call('msg.history', { conversationID: 'C2Cht-b', time: times[1], direction: 1 });
    expect(newer.messageList.map((m) => m.time)).toEqual([times[1], times[2]]);
    expect(await codeOf(a.call('msg.history', { conversationID: 'C2Cht-b', time: -1 }))).toBe(60003);
  }, 10_000);

  it('a live room answers an empty completed page', async () => {
    const owner = await h.client('hl-o');
    const groupID = (await owner.call('group.create', { type: 'AVChatRoom', name: 'live' })).group.groupID;
    expect(await owner.call('msg.history', { conversationID: `GROUP${groupID}` })).toEqual({
      messageList: [],
      isCompleted: true,
    });
  });

  it('at-mentions in the conversation row use atTypeArray and topicID', async () => {
    const owner = await h.client('ha-o');
    const fan = await h.client('ha-f');
    const groupID = (
      await owner.call('group.create', {
        type: 'ChatRoom',
        name: 'at',
        memberList: [{ userID: 'ha-f' }],
      })
    ).group.groupID;
    await owner.call('msg.sendGroup', { groupID, elements: text('@f'), random: 1, atUserList: ['ha-f'] });
    const conv = (await fan.call('conv.get', { conversationID: `GROUP${groupID}` })).conversation;
    expect(conv.groupAtInfoList).toEqual([
      { from: 'ha-o', groupID, topicID: '', messageSequence: expect.any(Number), atTypeArray: [1] },
    ]);
  });
});
