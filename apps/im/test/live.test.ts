import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type LiveMessagesPush, type LongPollResponse, type PushFrame } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf } from './client';

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20, liveShedThreshold: 5 });
});
afterAll(() => h.close());

const poll = (port: number, body: unknown): Promise<LongPollResponse> =>
  fetch(`http://127.0.0.1:${port}/im/longpoll`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<LongPollResponse>);

describe('live rooms', () => {
  it('anonymous and logged-in viewers get batches with a broadcast sequence; no history, no unread', async () => {
    const host = await h.client('l-host');
    const g = (await host.call('group.create', { type: 'AVChatRoom', name: 'match' })).group.groupID;
    const anon = await h.client();
    expect((await anon.call('group.join', { groupID: g })).status).toBe('JoinedSuccess');
    expect(await codeOf(anon.call('msg.sendGroup', { groupID: g, elements: text('x'), random: 1 }))).toBe(
      2024,
    );
    const fan = await h.client('l-fan');
    expect(await codeOf(fan.call('msg.sendGroup', { groupID: g, elements: text('x'), random: 1 }))).toBe(
      2101,
    );
    await fan.call('group.join', { groupID: g });
    expect((await fan.call('group.join', { groupID: g })).status).toBe('AlreadyInGroup');
    for (let i = 0; i < 3; i++)
      await fan.call('msg.sendGroup', { groupID: g, elements: text(`goal ${i}`), random: rnd++ });
    const got: number[] = [];
    await new Promise<void>((resolve) => {
      const check = (p: PushFrame) => {
        if (p.push !== PUSH.LIVE_MESSAGES) return;
        for (const m of (p.body as LiveMessagesPush).messageList) got.push(m.broadcastSequence!);
        if (got.length >= 3) resolve();
      };
      anon.pushes.forEach(check);
      anon.onPush(check);
    });
    expect(got).toEqual([1, 2, 3]);
    // The audience is identities (live/audience.ts): the fan counts, the anonymous socket does not.
    expect((await fan.call('group.onlineCount', { groupID: g })).onlineMemberNum).toBe(1);
    // No history: an empty completed page, as Tencent answers (issue 12), not an error.
    expect(await fan.call('msg.history', { conversationID: `GROUP${g}` })).toEqual({
      messageList: [],
      isCompleted: true,
    });
    expect((await fan.call('conv.list', {})).conversationList).toHaveLength(0);
    expect(
      await codeOf(fan.call('msg.modify', { conversationID: `GROUP${g}`, sequence: 1, version: 0 })),
    ).toBe(60003);
  });

  it('one live room at a time: joining another leaves the first', async () => {
    const host = await h.client('l2-host');
    const g1 = (await host.call('group.create', { type: 'AVChatRoom', name: 'a' })).group.groupID;
    const g2 = (await host.call('group.create', { type: 'AVChatRoom', name: 'b' })).group.groupID;
    const v = await h.client('l2-v');
    await v.call('group.join', { groupID: g1 });
    await v.call('group.join', { groupID: g2 });
    expect((await v.call('group.onlineCount', { groupID: g1 })).onlineMemberNum).toBe(0);
    expect((await v.call('group.onlineCount', { groupID: g2 })).onlineMemberNum).toBe(1);
    await v.call('group.quit', { groupID: g2 });
    expect((await v.call('group.onlineCount', { groupID: g2 })).onlineMemberNum).toBe(0);
    const u = await h.client('l2-u');
    await u.call('group.join', { groupID: g1, unlimited: true });
    await u.call('group.join', { groupID: g2, unlimited: true });
    expect((await u.call('group.onlineCount', { groupID: g1 })).onlineMemberNum).toBe(1);
    expect((await u.call('group.onlineCount', { groupID: g2 })).onlineMemberNum).toBe(1);
  });

  it('sheds low priority first under overload', async () => {
    const host = await h.client('l3-host');
    const g = (await host.call('group.create', { type: 'AVChatRoom', name: 'busy' })).group.groupID;
    await host.call('group.join', { groupID: g });
    const viewer = await h.client();
    await viewer.call('group.join', { groupID: g });
    const { ctx } = h.server;
    // Fill one tick directly: 4 High and 6 Low with a threshold of 5 leaves the 4 High and 1 Low.
    const base = (await host.call('msg.sendGroup', { groupID: g, elements: text('warm'), random: rnd++ }))
      .message;
    await new Promise((r) => setTimeout(r, 60));
    viewer.pushes.length = 0;
    for (let i = 0; i < 10; i++)
      ctx.live.enqueue(g, {
        ...base,
        ID: `x${i}`,
        priority: i < 4 ? 'High' : 'Low',
        broadcastSequence: undefined,
      });
    const p = await viewer.waitPush<LiveMessagesPush>((x) => x.push === PUSH.LIVE_MESSAGES);
    expect(p.body.messageList.map((m) => m.priority)).toEqual(['High', 'High', 'High', 'High', 'Low']);
    expect(p.body.messageList.map((m) => m.ID)).toEqual(['x0', 'x1', 'x2', 'x3', 'x9']);
  });

  it('HTTP long poll: anonymous key, then messages after the broadcast sequence, holding when empty', async () => {
    const host = await h.client('l4-host');
    const g = (await host.call('group.create', { type: 'AVChatRoom', name: 'poll' })).group.groupID;
    await host.call('group.join', { groupID: g });
    const join = await poll(h.server.port, { groupID: g });
    expect(join.code).toBe(0);
    expect(join.key).toMatch(/^[0-9a-f]{16}$/);
    const waiting = poll(h.server.port, {
      groupID: g,
      key: join.key,
      startBroadcastSeq: join.nextBroadcastSeq,
      holdTime: 5,
    });
    await new Promise((r) => setTimeout(r, 100));
    await host.call('msg.sendGroup', { groupID: g, elements: text('kick-off'), random: rnd++ });
    const r = await waiting;
    expect(r.messageList.map((m) => m.elements[0])).toEqual([
      { type: 'TIMTextElem', content: { text: 'kick-off' } },
    ]);
    expect(r.nextBroadcastSeq).toBe(join.nextBroadcastSeq + 1);
    const empty = await poll(h.server.port, {
      groupID: g,
      key: join.key,
      startBroadcastSeq: r.nextBroadcastSeq,
      holdTime: 0.2,
    });
    expect(empty.messageList).toEqual([]);
    const notLive = (await host.call('group.create', { type: 'Public', name: 'p' })).group.groupID;
    expect((await poll(h.server.port, { groupID: notLive })).code).toBe(60003);
  });
});
