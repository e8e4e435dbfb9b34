import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type LiveMessagesPush, type LongPollResponse, type PushFrame } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { adminCall } from './admin-call';
import { CallError, codeOf, type TestClient } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20 });
});
afterAll(() => h.close());

let rnd = 1;
const say = (c: TestClient, groupID: string) =>
  c.call('msg.sendGroup', {
    groupID,
    random: rnd++,
    elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
  });
const admin = (path: string, body: unknown) => adminCall(h.server.adminPort, path, body);

/** A live room created by the admin API as the API does it (`LIVE_<liveid>`, owner = the anchor). */
async function room(name: string, owner: string, ...viewers: TestClient[]) {
  const groupID = `LIVE_${name}`;
  expect((await admin('group/create', { type: 'AVChatRoom', name, groupID, ownerID: owner })).code).toBe(0);
  const host = await h.client(owner);
  for (const c of [host, ...viewers]) await c.call('group.join', { groupID });
  return { host, groupID };
}

async function refusal(p: Promise<unknown>): Promise<CallError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof CallError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

describe('live-room chat rules (admin API)', () => {
  it('reserves the LIVE_ prefix for the admin API (2601 for users, any letter case)', async () => {
    const u = await h.client('lr-squatter');
    for (const groupID of ['LIVE_123', 'live_124', 'Live_x'])
      expect(await codeOf(u.call('group.create', { type: 'AVChatRoom', name: 'x', groupID })), groupID).toBe(
        2601,
      );
    expect(await codeOf(u.call('group.create', { type: 'Public', name: 'x', groupID: 'LIVE_p' }))).toBe(2601);
    await u.call('group.create', { type: 'AVChatRoom', name: 'x', groupID: 'LIVELY_room' });
    expect((await admin('group/create', { type: 'AVChatRoom', name: 'x', groupID: 'LIVE_123' })).code).toBe(
      0,
    );
  });

  it('slow mode: the second send within the interval answers 2996 with retryAfter; managers are exempt', async () => {
    const fan = await h.client('sm-fan');
    const { host, groupID } = await room('sm', 'sm-host', fan);
    const set = await admin('live/rules', { groupID, slowModeSeconds: 5 });
    expect(set.data).toEqual({ groupID, slowModeSeconds: 5, speak: 'all' });
    expect((await admin('live/rules', { groupID, slowModeSeconds: 7 })).code).toBe(60003);
    await say(fan, groupID);
    const refused = await refusal(say(fan, groupID));
    expect(refused.code).toBe(2996);
    const { retryAfter } = refused.data as { retryAfter: number };
    expect(retryAfter).toBeGreaterThanOrEqual(4);
    expect(retryAfter).toBeLessThanOrEqual(5);
    // The owner and an admin the API named send as often as they like.
    await say(host, groupID);
    await say(host, groupID);
    // A refused send does not restart the interval: once it has passed since the accepted one, the fan speaks.
    await new Promise((r) => setTimeout(r, 5050));
    await say(fan, groupID);
    expect(await codeOf(say(fan, groupID))).toBe(2996);
    await admin('live/rules', { groupID, slowModeSeconds: 0 });
    await say(fan, groupID);
  }, 15_000);

  it("speak 'users' refuses guests, 'fans' lets only the fans list and managers speak (10102)", async () => {
    const guest = await h.client('guest_0123456789abcdef');
    const fan = await h.client('sp-fan');
    const user = await h.client('sp-user');
    const { host, groupID } = await room('sp', 'sp-host', guest, fan, user);
    await say(guest, groupID);
    expect((await admin('live/rules', { groupID, speak: 'users' })).data).toMatchObject({ speak: 'users' });
    expect(await codeOf(say(guest, groupID))).toBe(10102);
    await say(user, groupID);
    expect(
      (await admin('live/speakers', { groupID, replace: ['sp-fan', 'sp-other', 'sp-fan'] })).data,
    ).toEqual({
      groupID,
      count: 2,
    });
    await admin('live/rules', { groupID, speak: 'fans' });
    await say(fan, groupID);
    await say(host, groupID);
    expect(await codeOf(say(user, groupID))).toBe(10102);
    expect(await codeOf(say(guest, groupID))).toBe(10102);
    // The list changes take effect at once.
    await admin('live/speakers', { groupID, add: ['sp-user'], remove: ['sp-fan'] });
    await say(user, groupID);
    expect(await codeOf(say(fan, groupID))).toBe(10102);
    expect((await admin('live/speakers', { groupID, replace: Array(100_001).fill('x') })).code).toBe(60003);
    // Slow mode kept its value while speak changed.
    expect((await admin('live/rules', { groupID })).data).toEqual({
      groupID,
      slowModeSeconds: 0,
      speak: 'fans',
    });
    expect((await admin('live/rules', { groupID, speak: 'all' })).code).toBe(0);
    await say(guest, groupID);
  });

  it('a fans list of 100,000 IDs is taken in one call', async () => {
    const fan = await h.client('big-fan-99999');
    const { groupID } = await room('big', 'big-host', fan);
    const replace = Array.from({ length: 100_000 }, (_, i) => `big-fan-${i}`);
    expect((await admin('live/speakers', { groupID, replace })).data).toEqual({ groupID, count: 100_000 });
    await admin('live/rules', { groupID, speak: 'fans' });
    await say(fan, groupID);
  }, 30_000);

  it('group/role Admin: sends under mute-all, slow mode and speak fans, cannot be banned; Member undoes it', async () => {
    const mod = await h.client('ro-mod');
    const { host, groupID } = await room('ro', 'ro-host', mod);
    await admin('group/update', { groupID, muteAllMembers: true });
    await admin('live/rules', { groupID, slowModeSeconds: 60, speak: 'fans' });
    expect(await codeOf(say(mod, groupID))).toBe(10017);
    expect((await admin('group/role', { groupID, userID: 'ro-mod', role: 'Admin' })).data).toEqual({
      groupID,
      userID: 'ro-mod',
      role: 'Admin',
    });
    await say(mod, groupID);
    await say(mod, groupID);
    expect((await admin('group/ban', { groupID, userIDList: ['ro-mod'], duration: 60 })).code).toBe(10007);
    expect((await admin('group/mute', { groupID, userID: 'ro-mod', muteTime: 60 })).code).toBe(10007);
    // The owner stays the owner.
    expect((await admin('group/role', { groupID, userID: 'ro-host', role: 'Member' })).code).toBe(10007);
    await say(host, groupID);
    expect((await admin('group/role', { groupID, userID: 'ro-mod', role: 'Member' })).code).toBe(0);
    expect(await codeOf(say(mod, groupID))).toBe(10017);
    expect((await admin('group/role', { groupID, userID: 'ro-mod', role: 'Owner' })).code).toBe(60003);
  });

  it('group/unban lifts a ban: the user joins and sends again', async () => {
    const fan = await h.client('ub-fan');
    const { groupID } = await room('ub', 'ub-host', fan);
    expect((await admin('group/ban', { groupID, userIDList: ['ub-fan'], duration: 3600 })).code).toBe(0);
    await fan.waitPush((p: PushFrame) => p.push === PUSH.TIMELINE);
    expect(await codeOf(fan.call('group.join', { groupID }))).toBe(10101);
    expect((await admin('group/unban', { groupID, userIDList: ['ub-fan'] })).code).toBe(0);
    await fan.call('group.join', { groupID });
    await say(fan, groupID);
    expect((await admin('group/unban', { groupID: 'LIVE_nope', userIDList: ['ub-fan'] })).code).toBe(2603);
  });

  it('an administrator custom message reaches logged-in and anonymous viewers, WebSocket and long poll', async () => {
    const fan = await h.client('am-fan');
    const anon = await h.client();
    const { groupID } = await room('am', 'am-host', fan, anon);
    const port = h.server.port;
    const longPoll = (body: object) =>
      fetch(`http://127.0.0.1:${port}/im/longpoll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<LongPollResponse>);
    const join = await longPoll({ groupID });
    const waiting = longPoll({
      groupID,
      key: join.key,
      startBroadcastSeq: join.nextBroadcastSeq,
      holdTime: 5,
    });
    await new Promise((r) => setTimeout(r, 100));
    const data = JSON.stringify({ action: 'ChangeRoomTitle', title: 'Final' });
    const elements = [{ type: 'TIMCustomElem', content: { data, description: '', extension: '' } }];
    expect((await admin('message/group', { groupID, from: 'administrator', elements })).code).toBe(0);
    const custom = (p: PushFrame) =>
      p.push === PUSH.LIVE_MESSAGES &&
      (p.body as LiveMessagesPush).messageList.some((m) => m.from === 'administrator');
    for (const c of [fan, anon]) {
      const p = await c.waitPush<LiveMessagesPush>(custom);
      expect(p.body.messageList.find((m) => m.from === 'administrator')?.elements).toEqual(elements);
    }
    const polled = await waiting;
    expect(polled.messageList.map((m) => [m.from, m.elements])).toEqual([['administrator', elements]]);
  });

  it('keeps rules, fans and managers across a restart', async () => {
    const durable = await startHarness({ liveTickMs: 20 });
    try {
      const groupID = 'LIVE_durable';
      const call = (path: string, body: unknown) => adminCall(durable.server.adminPort, path, body);
      await call('group/create', { type: 'AVChatRoom', name: 'd', groupID, ownerID: 'du-host' });
      await call('live/rules', { groupID, slowModeSeconds: 30, speak: 'fans' });
      await call('live/speakers', { groupID, replace: ['du-fan'] });
      await call('group/role', { groupID, userID: 'du-mod', role: 'Admin' });
      await durable.restart();
      const [fan, other, mod] = await Promise.all(
        ['du-fan', 'du-other', 'du-mod'].map((u) => durable.client(u)),
      );
      for (const c of [fan!, other!, mod!]) await c.call('group.join', { groupID });
      await say(fan!, groupID);
      expect(await codeOf(say(fan!, groupID))).toBe(2996);
      expect(await codeOf(say(other!, groupID))).toBe(10102);
      await say(mod!, groupID);
      await say(mod!, groupID);
    } finally {
      await durable.close();
    }
  });
});
