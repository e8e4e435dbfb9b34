import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvMetaPush } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

// Conversation marks, custom data and conversation groups (issue 12): SQLite, and PostgreSQL with TEST_DATABASE_URL.

let h: Harness;
let rnd = 1;
const send = (c: TestClient, to: string) =>
  c.call('msg.sendC2C', { to, elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }], random: rnd++ });

/** A user with conversations with each of `peers` (they wrote to the user). */
async function userWith(me: string, peers: string[]): Promise<TestClient> {
  const c = await h.client(me);
  for (const p of peers) await send(await h.client(p), me);
  return c;
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('conversation marks and custom data', () => {
  it('marks and custom data are stored per user, in the conversation rows, and pushed to every session', async () => {
    const me = await userWith('cm-me', ['cm-a', 'cm-b']);
    const other = await h.client();
    await other.login('cm-me', { platform: 'ios' });
    const mark = await me.call('conv.mark', {
      conversationIDList: ['C2Ccm-a', 'C2Ccm-nobody', 'nonsense'],
      markType: 1,
      enableMark: true,
    });
    expect(mark.successConversationIDList).toEqual(['C2Ccm-a']);
    expect(mark.failureConversationIDList.map((f) => [f.conversationID, f.code])).toEqual([
      ['nonsense', 2503],
      ['C2Ccm-nobody', 2500],
    ]);
    const pushed = await other.waitPush<ConvMetaPush>((p) => p.push === 'convMeta');
    expect(pushed.body.conversationList).toEqual([
      { conversationID: 'C2Ccm-a', markList: [1], customData: '', conversationGroupList: [] },
    ]);
    await me.call('conv.mark', { conversationIDList: ['C2Ccm-a'], markType: 2 ** 40, enableMark: true });
    await me.call('conv.setCustomData', {
      conversationIDList: ['C2Ccm-a', 'C2Ccm-b'],
      customData: 'é'.repeat(256),
    });
    const row = (await me.call('conv.get', { conversationID: 'C2Ccm-a' })).conversation;
    expect(row).toMatchObject({ markList: [1, 2 ** 40], customData: 'é'.repeat(256) });
    await me.call('conv.mark', { conversationIDList: ['C2Ccm-a'], markType: 1, enableMark: false });
    const list = (await me.call('conv.list', {})).conversationList;
    expect(list.find((c) => c.conversationID === 'C2Ccm-a')!.markList).toEqual([2 ** 40]);
    expect(list.find((c) => c.conversationID === 'C2Ccm-b')!.markList).toEqual([]);
    // Another user's rows are untouched.
    const a = (await h.client('cm-a')) as TestClient;
    expect((await a.call('conv.get', { conversationID: 'C2Ccm-me' })).conversation.customData).toBe('');
  });

  it('validates: customData 256 characters, markType a positive integer, lists of strings', async () => {
    const me = await userWith('cv-me', ['cv-a']);
    expect(
      await codeOf(
        me.call('conv.setCustomData', { conversationIDList: ['C2Ccv-a'], customData: 'x'.repeat(257) }),
      ),
    ).toBe(60003);
    for (const markType of [0, -1, 1.5, '1', Number.MAX_SAFE_INTEGER + 2])
      expect(
        await codeOf(me.call('conv.mark', { conversationIDList: ['C2Ccv-a'], markType, enableMark: true })),
      ).toBe(60003);
    expect(
      await codeOf(me.call('conv.mark', { conversationIDList: 'C2Ccv-a', markType: 1, enableMark: true })),
    ).toBe(60003);
    expect(await codeOf(me.call('conv.mark', { conversationIDList: ['C2Ccv-a'], markType: 1 }))).toBe(60003);
    const anon = await h.client();
    expect(await codeOf(anon.call('conv.groupList', {}))).toBe(2024);
  });
});

describe('conversation groups', () => {
  it('create, list, add, remove, rename and delete, pushed to the other session with the group name', async () => {
    const me = await userWith('cg-me', ['cg-a', 'cg-b', 'cg-c']);
    const other = await h.client();
    await other.login('cg-me', { platform: 'ios' });
    const created = await me.call('conv.groupCreate', {
      groupName: 'fans',
      conversationIDList: ['C2Ccg-a', 'C2Ccg-none'],
    });
    expect(created.successConversationIDList).toEqual(['C2Ccg-a']);
    expect(created.failureConversationIDList.map((f) => f.code)).toEqual([2500]);
    expect(created.groupList).toEqual(['fans']);
    const push = await other.waitPush<ConvMetaPush>((p) => p.push === 'convMeta');
    expect(push.body).toMatchObject({ groupList: ['fans'], groupName: 'fans' });
    await me.call('conv.groupCreate', { groupName: '队友', conversationIDList: [] });
    expect((await me.call('conv.groupList', {})).groupList).toEqual(['fans', '队友']);
    await me.call('conv.groupAdd', { groupName: 'fans', conversationIDList: ['C2Ccg-b', 'C2Ccg-c'] });
    await me.call('conv.groupAdd', { groupName: '队友', conversationIDList: ['C2Ccg-b'] });
    const b = (await me.call('conv.get', { conversationID: 'C2Ccg-b' })).conversation;
    expect(b.conversationGroupList).toEqual(['fans', '队友']);
    const removed = await me.call('conv.groupRemove', { groupName: 'fans', conversationIDList: ['C2Ccg-c'] });
    expect(removed.conversationList).toEqual([
      { conversationID: 'C2Ccg-c', markList: [], customData: '', conversationGroupList: [] },
    ]);
    const renamed = await me.call('conv.groupRename', { oldName: 'fans', newName: 'ultras' });
    expect(renamed.groupList).toEqual(['ultras', '队友']);
    expect(renamed.conversationList.map((c) => c.conversationID).sort()).toEqual(['C2Ccg-a', 'C2Ccg-b']);
    await other.waitPush<ConvMetaPush>(
      (p) => p.push === 'convMeta' && (p.body as ConvMetaPush).renamedFrom === 'fans',
    );
    expect(await codeOf(me.call('conv.groupRename', { oldName: 'fans', newName: 'x' }))).toBe(60003);
    expect(await codeOf(me.call('conv.groupRename', { oldName: 'ultras', newName: '队友' }))).toBe(60003);
    const deleted = await me.call('conv.groupDelete', { groupName: 'ultras' });
    expect(deleted.groupList).toEqual(['队友']);
    expect(
      (await me.call('conv.get', { conversationID: 'C2Ccg-a' })).conversation.conversationGroupList,
    ).toEqual([]);
    expect(
      (await me.call('conv.get', { conversationID: 'C2Ccg-b' })).conversation.conversationGroupList,
    ).toEqual(['队友']);
    expect(await codeOf(me.call('conv.groupDelete', { groupName: 'ultras' }))).toBe(60003);
    expect(
      await codeOf(me.call('conv.groupAdd', { groupName: 'ultras', conversationIDList: ['C2Ccg-a'] })),
    ).toBe(60003);
    // Groups are per user.
    const a = await h.client('cg-a');
    expect((await a.call('conv.groupList', {})).groupList).toEqual([]);
  });

  it('names are 1 to 32 characters and unique; at most 20 groups', async () => {
    const me = await userWith('cl-me', ['cl-a']);
    expect(await codeOf(me.call('conv.groupCreate', { groupName: '', conversationIDList: [] }))).toBe(60003);
    expect(
      await codeOf(me.call('conv.groupCreate', { groupName: 'x'.repeat(33), conversationIDList: [] })),
    ).toBe(60003);
    await me.call('conv.groupCreate', { groupName: '球'.repeat(32), conversationIDList: [] });
    expect(
      await codeOf(me.call('conv.groupCreate', { groupName: '球'.repeat(32), conversationIDList: [] })),
    ).toBe(60003);
    for (let i = 1; i < 20; i += 1) {
      // Under the write limit of 20 per 5 s per user: pause halfway.
      if (i === 15) await new Promise((r) => setTimeout(r, 5100));
      await me.call('conv.groupCreate', { groupName: `g${i}`, conversationIDList: [] });
    }
    expect((await me.call('conv.groupList', {})).groupList).toHaveLength(20);
    expect(await codeOf(me.call('conv.groupCreate', { groupName: 'one more', conversationIDList: [] }))).toBe(
      60003,
    );
  }, 20_000);

  it('writes are limited to 20 per 5 s per user (2996), other users unaffected', async () => {
    const me = await userWith('cr-me', ['cr-a']);
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1)
      codes.push(
        await codeOf(
          me.call('conv.setCustomData', { conversationIDList: ['C2Ccr-a'], customData: `${i}` }),
        ).catch(() => 0),
      );
    expect(codes.filter((c) => c === 2996)).toHaveLength(2);
    const someoneElse = await userWith('cr-b', ['cr-a']);
    await someoneElse.call('conv.setCustomData', { conversationIDList: ['C2Ccr-a'], customData: 'fine' });
  });
});

describe('commercial abilities (spec 6)', () => {
  it('marks and group changes need their ability (10016); custom data and the group list do not', async () => {
    const gated = await startHarness({ purchaseBits: '0000000000' });
    try {
      const me = await gated.client('cc-me');
      await (
        await gated.client('cc-a')
      ).call('msg.sendC2C', {
        to: 'cc-me',
        elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
        random: 1,
      });
      expect(
        await codeOf(
          me.call('conv.mark', { conversationIDList: ['C2Ccc-a'], markType: 1, enableMark: true }),
        ),
      ).toBe(10016);
      expect(await codeOf(me.call('conv.groupCreate', { groupName: 'g', conversationIDList: [] }))).toBe(
        10016,
      );
      expect(await codeOf(me.call('conv.groupRename', { oldName: 'g', newName: 'h' }))).toBe(10016);
      expect(await codeOf(me.call('conv.groupDelete', { groupName: 'g' }))).toBe(10016);
      expect(
        await codeOf(me.call('conv.groupAdd', { groupName: 'g', conversationIDList: ['C2Ccc-a'] })),
      ).toBe(10016);
      expect(
        await codeOf(me.call('conv.groupRemove', { groupName: 'g', conversationIDList: ['C2Ccc-a'] })),
      ).toBe(10016);
      await me.call('conv.setCustomData', { conversationIDList: ['C2Ccc-a'], customData: 'ok' });
      expect((await me.call('conv.groupList', {})).groupList).toEqual([]);
    } finally {
      await gated.close();
    }
  });
});
