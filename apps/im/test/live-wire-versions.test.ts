import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH,
  fullLiveMessage,
  type LiveMessagesPush,
  type LongPollResponse,
  type WireMessage,
} from '@tifo/protocol';
import { TestClient } from './client';
import { startHarness, type Harness } from './harness';

// Protocol version 2 sends live-room messages lean; a client that names no version (an app still open from before
// a deploy) or names nonsense keeps getting them whole. Both read the same messages.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20 });
});
afterAll(() => h.close());

const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

/** The live messages `viewer` receives until it has `count`. */
async function liveMessages(viewer: TestClient, count: number): Promise<LiveMessagesPush['messageList']> {
  const got: LiveMessagesPush['messageList'] = [];
  while (got.length < count) {
    const p = await viewer.waitPush<LiveMessagesPush>((x) => x.push === PUSH.LIVE_MESSAGES);
    viewer.pushes.splice(viewer.pushes.indexOf(p), 1);
    got.push(...p.body.messageList);
  }
  return got;
}

async function liveRoom(owner: string): Promise<{ groupID: string; fan: TestClient }> {
  const host = await h.client(owner);
  const groupID = (await host.call('group.create', { type: 'AVChatRoom', name: 'versions' })).group.groupID;
  const fan = await h.client(`${owner}-fan`);
  await fan.call('group.join', { groupID });
  return { groupID, fan };
}

describe('live messages by protocol version', () => {
  it('reach a version 2 viewer lean and older viewers whole, the same messages', async () => {
    const { groupID, fan } = await liveRoom('lw-host');
    const v1 = await TestClient.connect(h.server.port);
    const v2 = await TestClient.connect(h.server.port, '?v=2');
    const nonsense = await TestClient.connect(h.server.port, '?v=2x');
    for (const viewer of [v1, v2, nonsense]) await viewer.call('group.join', { groupID });
    for (let i = 0; i < 3; i++)
      await fan.call('msg.sendGroup', {
        groupID,
        elements: text(`goal ${i}`),
        random: 100 + i,
        cloudCustomData: i === 1 ? '{"level":7}' : '',
        atUserList: i === 2 ? ['lw-host'] : [],
      });
    const whole = (await liveMessages(v1, 3)) as WireMessage[];
    const lean = await liveMessages(v2, 3);
    expect(await liveMessages(nonsense, 3)).toEqual(whole);

    expect(whole.map((m) => [m.conversationType, m.to, m.nick])).toEqual(
      Array(3).fill(['GROUP', groupID, '']),
    );
    for (const m of lean) {
      expect(m).not.toHaveProperty('to');
      expect(m).not.toHaveProperty('conversationType');
      expect(m).not.toHaveProperty('isRevoked');
      expect(m).not.toHaveProperty('nick');
    }
    expect(lean[1]!.cloudCustomData).toBe('{"level":7}');
    expect(lean[2]!.atUserList).toEqual(['lw-host']);
    expect(lean.map((m) => fullLiveMessage(m, groupID))).toEqual(whole);
    expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(whole).length / 2);
    for (const c of [v1, v2, nonsense]) c.close();
  });

  it('reach a long-poll reader lean when it names version 2, whole otherwise', async () => {
    const { groupID, fan } = await liveRoom('lw-poll-host');
    const poll = (body: Record<string, unknown>): Promise<LongPollResponse> =>
      fetch(`http://127.0.0.1:${h.server.port}/im/longpoll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ groupID, holdTime: 5, ...body }),
      }).then((r) => r.json() as Promise<LongPollResponse>);
    const join = await poll({});
    const from = { key: join.key, startBroadcastSeq: join.nextBroadcastSeq };
    const waiting = [
      poll(from),
      poll({ ...from, protocolVersion: 2 }),
      poll({ ...from, protocolVersion: 'x' }),
    ];
    await new Promise((r) => setTimeout(r, 100));
    await fan.call('msg.sendGroup', { groupID, elements: text('kick-off'), random: 7 });
    const [v1, v2, nonsense] = await Promise.all(waiting);
    expect([v1!.code, v2!.code, nonsense!.code]).toEqual([0, 0, 0]);
    expect(v1!.messageList[0]).toMatchObject({ to: groupID, conversationType: 'GROUP', nick: '' });
    expect(nonsense!.messageList).toEqual(v1!.messageList);
    expect(v2!.messageList[0]).not.toHaveProperty('to');
    expect(v2!.messageList.map((m) => fullLiveMessage(m, groupID))).toEqual(v1!.messageList);
  });
});
