import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineItem } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
let rnd = 1;
const send = (c: TestClient, to: string, t: string) =>
  c
    .call('msg.sendC2C', { to, elements: [{ type: 'TIMTextElem', content: { text: t } }], random: rnd++ })
    .then((r) => r.message);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('conversations', () => {
  it('lists in pages, newest first, pinned first, with lastMessage and unread', async () => {
    const me = await h.client('cv-me');
    const peers = ['cv-1', 'cv-2', 'cv-3'];
    for (const p of peers) {
      const c = await h.client(p);
      await send(c, 'cv-me', `from ${p}`);
      await new Promise((r) => setTimeout(r, 1100));
    }
    const page1 = await me.call('conv.list', { count: 2 });
    expect(page1.conversationList.map((c) => c.conversationID)).toEqual(['C2Ccv-3', 'C2Ccv-2']);
    expect(page1.completeFlag).toBe(0);
    const page2 = await me.call('conv.list', { startIndex: page1.nextStartIndex, count: 2 });
    expect(page2.conversationList.map((c) => c.conversationID)).toEqual(['C2Ccv-1']);
    expect(page2.completeFlag).toBe(1);
    expect(page2.conversationList[0]!.unreadCount).toBe(1);
    expect(page2.conversationList[0]!.lastMessage?.elements[0]).toEqual({
      type: 'TIMTextElem',
      content: { text: 'from cv-1' },
    });
    await me.call('conv.pin', { conversationID: 'C2Ccv-1', isPinned: true });
    const pinned = await me.call('conv.list', {});
    expect(pinned.conversationList[0]).toMatchObject({ conversationID: 'C2Ccv-1', isPinned: true });
    await me.call('conv.pin', { conversationID: 'C2Ccv-1', isPinned: true });
    await me.call('conv.pin', { conversationID: 'C2Ccv-1', isPinned: false });
    expect((await me.call('conv.list', {})).conversationList[0]!.conversationID).toBe('C2Ccv-3');
    expect(await codeOf(me.call('conv.pin', { conversationID: 'C2Cnobody', isPinned: true }))).toBe(2500);
    expect(await codeOf(me.call('conv.get', { conversationID: 'bad' }))).toBe(2503);
  });

  it('delete hides until a new message; clearHistory hides older messages; readAll zeroes unread', async () => {
    const me = await h.client('cd-me');
    const x = await h.client('cd-x');
    await send(x, 'cd-me', 'one');
    await send(x, 'cd-me', 'two');
    const r = await me.call('conv.delete', {
      conversationIDList: ['C2Ccd-x', 'C2Cnone'],
      clearHistoryMessage: true,
    });
    expect(r.resultList.map((i) => i.code)).toEqual([0, 2500]);
    expect((await me.call('conv.list', {})).conversationList).toHaveLength(0);
    expect((await me.call('msg.history', { conversationID: 'C2Ccd-x' })).messageList).toHaveLength(0);
    await send(x, 'cd-me', 'three');
    const back = (await me.call('conv.list', {})).conversationList;
    expect(back.map((c) => [c.conversationID, c.unreadCount])).toEqual([['C2Ccd-x', 1]]);
    await me.call('conv.clearHistory', { conversationID: 'C2Ccd-x' });
    expect((await me.call('msg.history', { conversationID: 'C2Ccd-x' })).messageList).toHaveLength(0);
    expect((await x.call('msg.history', { conversationID: 'C2Ccd-me' })).messageList).toHaveLength(3);
    await send(x, 'cd-me', 'four');
    const y = await h.client('cd-y');
    await send(y, 'cd-me', 'hey');
    await me.call('conv.readAll', {});
    const all = (await me.call('conv.list', {})).conversationList;
    expect(all.map((c) => c.unreadCount)).toEqual([0, 0]);
  });

  it('remind type is kept per conversation', async () => {
    const me = await h.client('rm-me');
    const x = await h.client('rm-x');
    await me.call('conv.setRemindType', { userIDList: ['rm-x'], messageRemindType: 'AcceptNotNotify' });
    await send(x, 'rm-me', 'hi');
    const c = (await me.call('conv.get', { conversationID: 'C2Crm-x' })).conversation;
    expect(c.messageRemindType).toBe('AcceptNotNotify');
    expect(c.unreadCount).toBe(1);
    expect(
      await codeOf(me.call('conv.setRemindType', { userIDList: ['rm-x'], messageRemindType: 'Nope' })),
    ).toBe(60003);
  });
});

describe('unread sync', () => {
  it(
    'cookie loop pages the timeline with syncFlag 1 then 2, and ack moves the default start',
    { timeout: 30_000 },
    async () => {
      const a = await h.client('s-a');
      for (let i = 0; i < 150; i++) await send(a, 's-b', `m${i}`);
      const b = await h.client('s-b');
      const first = await b.call('msg.sync', { syncFlag: 0 });
      expect(first.syncFlag).toBe(1);
      expect(first.items).toHaveLength(100);
      const second = await b.call('msg.sync', { cookie: first.cookie, syncFlag: 1 });
      expect(second.syncFlag).toBe(2);
      expect(second.items).toHaveLength(50);
      const all = [...first.items, ...second.items];
      expect(all.map((i: TimelineItem) => i.message?.sequence)).toEqual(
        Array.from({ length: 150 }, (_, i) => i + 1),
      );
      expect(new Set(all.map((i) => i.cursor)).size).toBe(150);
      await b.call('msg.ack', { cursor: second.items.at(-1)!.cursor });
      const again = await b.call('msg.sync', {});
      expect(again).toMatchObject({ syncFlag: 2, items: [] });
      await send(a, 's-b', 'late');
      const late = await b.call('msg.sync', { cookie: second.cookie });
      expect(late.items.map((i) => i.message?.elements[0])).toEqual([
        { type: 'TIMTextElem', content: { text: 'late' } },
      ]);
    },
  );
});
