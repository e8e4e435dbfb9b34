import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Conversation } from '../src';
import { codeOf, cuttableTransport, nextEvent, ready, startService, until } from './harness';

// Conversation marks, custom data and conversation groups through a real service: two sessions of one user.

let service: Awaited<ReturnType<typeof startService>>;
let web: Chat;
let phone: Chat;
const peers: Chat[] = [];

function local(chat: Chat, id: string): Promise<Conversation | undefined> {
  return chat.getConversationList([id]).then((r) => r.data.conversationList[0]);
}

/** Polls an async check until it holds (rejects after 5 s). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  service = await startService();
  for (const p of ['cgs-a', 'cgs-b']) {
    const peer = await ready(service.url, p);
    peers.push(peer);
    await peer.sendMessage(
      peer.createTextMessage({
        to: 'cgs-me',
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { text: 'hi' },
      }),
    );
  }
  web = await ready(service.url, 'cgs-me');
  phone = await ready(service.url, 'cgs-me');
});
afterAll(async () => {
  for (const c of [web, phone, ...peers]) await c.destroy();
  await service.close();
});

describe('conversation marks and groups (SDK)', () => {
  it('markConversation and setConversationCustomData reach markList and customData on every session', async () => {
    const seen = nextEvent(phone, Chat.EVENT.CONVERSATION_LIST_UPDATED, (list) =>
      list.some(
        (c) => c.conversationID === 'C2Ccgs-a' && c.markList.includes(Chat.TYPES.CONV_MARK_TYPE_STAR),
      ),
    );
    const res = await web.markConversation({
      conversationIDList: ['C2Ccgs-a', 'C2Cnobody', 'bad'],
      markType: Chat.TYPES.CONV_MARK_TYPE_STAR,
      enableMark: true,
    });
    expect(res.data.successConversationIDList).toEqual(['C2Ccgs-a']);
    expect(res.data.failureConversationIDList.map((f) => [f.conversationID, f.code])).toEqual([
      ['C2Cnobody', 2500],
      ['bad', 2503],
    ]);
    expect((await local(web, 'C2Ccgs-a'))!.markList).toEqual([Chat.TYPES.CONV_MARK_TYPE_STAR]);
    await seen;
    await web.setConversationCustomData({ conversationIDList: ['C2Ccgs-a'], customData: 'note' });
    await eventually(async () => (await local(phone, 'C2Ccgs-a'))?.customData === 'note');
    expect(
      await codeOf(() =>
        web.setConversationCustomData({ conversationIDList: ['C2Ccgs-a'], customData: 'x'.repeat(257) }),
      ),
    ).toBe(60003);
    await web.markConversation({
      conversationIDList: ['C2Ccgs-a'],
      markType: Chat.TYPES.CONV_MARK_TYPE_STAR,
      enableMark: false,
    });
    expect((await local(web, 'C2Ccgs-a'))!.markList).toEqual([]);
  });

  it('conversation groups: create, add, remove, rename, delete, with their events on the other session', async () => {
    const groupsSeen = nextEvent(phone, Chat.EVENT.CONVERSATION_GROUP_LIST_UPDATED, (l) =>
      l.includes('fans'),
    );
    const inGroup = nextEvent(phone, Chat.EVENT.CONVERSATION_IN_GROUP_UPDATED, (d) => d.groupName === 'fans');
    const created = await web.createConversationGroup({
      groupName: 'fans',
      conversationIDList: ['C2Ccgs-a'],
    });
    expect(created.data).toEqual({ successConversationIDList: ['C2Ccgs-a'], failureConversationIDList: [] });
    expect(await groupsSeen).toEqual(['fans']);
    expect((await inGroup).conversationList.map((c) => c.conversationID)).toEqual(['C2Ccgs-a']);
    expect((await web.getConversationGroupList()).data).toEqual(['fans']);
    expect((await phone.getConversationGroupList()).data).toEqual(['fans']);

    const added = nextEvent(
      web,
      Chat.EVENT.CONVERSATION_IN_GROUP_UPDATED,
      (d) => d.conversationList.length === 2,
    );
    await web.addConversationsToGroup({ groupName: 'fans', conversationIDList: ['C2Ccgs-b'] });
    expect((await added).conversationList.map((c) => c.conversationID).sort()).toEqual([
      'C2Ccgs-a',
      'C2Ccgs-b',
    ]);
    expect((await local(web, 'C2Ccgs-b'))!.conversationGroupList).toEqual(['fans']);

    await web.deleteConversationsFromGroup({ groupName: 'fans', conversationIDList: ['C2Ccgs-b'] });
    expect((await local(web, 'C2Ccgs-b'))!.conversationGroupList).toEqual([]);

    const renamed = nextEvent(phone, Chat.EVENT.CONVERSATION_GROUP_LIST_UPDATED, (l) => l.includes('ultras'));
    expect((await web.renameConversationGroup({ oldName: 'fans', newName: 'ultras' })).data).toEqual({});
    expect(await renamed).toEqual(['ultras']);
    expect((await local(web, 'C2Ccgs-a'))!.conversationGroupList).toEqual(['ultras']);

    expect(
      await codeOf(() =>
        web.createConversationGroup({ groupName: 'x'.repeat(33), conversationIDList: ['C2Ccgs-a'] }),
      ),
    ).toBe(60003);
    expect(
      await codeOf(() =>
        web.createConversationGroup({ groupName: 'ultras', conversationIDList: ['C2Ccgs-a'] }),
      ),
    ).toBe(60003);

    const gone = nextEvent(phone, Chat.EVENT.CONVERSATION_GROUP_LIST_UPDATED, (l) => l.length === 0);
    expect((await web.deleteConversationGroup('ultras')).data).toEqual({});
    await gone;
    expect((await local(web, 'C2Ccgs-a'))!.conversationGroupList).toEqual([]);
  });

  it('a new session gets marks, custom data and groups with the conversation list', async () => {
    await web.createConversationGroup({ groupName: 'later', conversationIDList: ['C2Ccgs-b'] });
    await web.markConversation({ conversationIDList: ['C2Ccgs-b'], markType: 7, enableMark: true });
    const fresh = await ready(service.url, 'cgs-me');
    try {
      const b = (await local(fresh, 'C2Ccgs-b'))!;
      expect(b.markList).toEqual([7]);
      expect(b.conversationGroupList).toEqual(['later']);
      expect((await local(fresh, 'C2Ccgs-a'))!.customData).toBe('note');
      expect((await fresh.getConversationGroupList()).data).toEqual(['later']);
    } finally {
      await fresh.destroy();
    }
  });

  it('a session that was offline during changes gets them after its reconnect', async () => {
    const cut = cuttableTransport();
    const tablet = await ready(service.url, 'cgs-me', { transport: cut.transport });
    try {
      expect((await tablet.getConversationGroupList()).data).toEqual(['later']);
      const states: string[] = [];
      tablet.on(Chat.EVENT.NET_STATE_CHANGE, (e) => states.push(e.data.state));
      cut.block();
      await until(() => states.includes('connecting'));
      await web.renameConversationGroup({ oldName: 'later', newName: 'away' });
      await web.setConversationCustomData({ conversationIDList: ['C2Ccgs-b'], customData: 'while away' });
      const groups = nextEvent(
        tablet,
        Chat.EVENT.CONVERSATION_GROUP_LIST_UPDATED,
        (l) => l.includes('away'),
        10_000,
      );
      cut.unblock();
      await groups;
      await eventually(async () => (await local(tablet, 'C2Ccgs-b'))?.customData === 'while away');
      expect((await local(tablet, 'C2Ccgs-b'))!.conversationGroupList).toEqual(['away']);
    } finally {
      await tablet.destroy();
    }
  });

  it('without the commercial ability, marks and group changes reject with 10016', async () => {
    const gated = await startService({ purchaseBits: '0000000000' });
    const peer = await ready(gated.url, 'cgs-p');
    const me = await ready(gated.url, 'cgs-q');
    try {
      await peer.sendMessage(
        peer.createTextMessage({
          to: 'cgs-q',
          conversationType: Chat.TYPES.CONV_C2C,
          payload: { text: 'hi' },
        }),
      );
      await until(() => me.getTotalUnreadMessageCount() === 1);
      expect(
        await codeOf(() =>
          me.markConversation({ conversationIDList: ['C2Ccgs-p'], markType: 1, enableMark: true }),
        ),
      ).toBe(10016);
      expect(
        await codeOf(() => me.createConversationGroup({ groupName: 'g', conversationIDList: ['C2Ccgs-p'] })),
      ).toBe(10016);
      await me.setConversationCustomData({ conversationIDList: ['C2Ccgs-p'], customData: 'allowed' });
    } finally {
      await peer.destroy();
      await me.destroy();
      await gated.close();
    }
  });
});
