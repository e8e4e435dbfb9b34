import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { TEST_APP, sig } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20 });
});
afterAll(() => h.close());

async function admin(path: string, body: unknown, usersig = sig('administrator')) {
  const url = `http://127.0.0.1:${h.server.adminPort}/im/admin/${path}?sdkappid=${TEST_APP}&identifier=administrator&usersig=${encodeURIComponent(usersig)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    ...((await res.json()) as { code: number; message: string; data: Record<string, unknown> }),
  };
}

const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

describe('admin REST API', () => {
  it('refuses other signatures', async () => {
    expect((await admin('online', {}, sig('someone'))).code).toBe(70001);
    expect((await admin('online', {}, 'junk')).status).toBe(401);
  });

  it('imports an account, sends C2C as anyone, creates a group and sends group and live messages', async () => {
    const acc = await admin('account/import', { userID: 'ad-u', nick: 'Ana', avatar: 'http://x/a.png' });
    expect(acc.data).toMatchObject({ userID: 'ad-u', nick: 'Ana' });
    const u = await h.client('ad-u');
    const sent = await admin('message/c2c', {
      from: 'gift-bot',
      to: 'ad-u',
      elements: [{ type: 'TIMCustomElem', content: { data: '{"gift":1}' } }],
    });
    expect(sent.code).toBe(0);
    const p = await u.waitPush<TimelineItem>((x) => x.push === PUSH.TIMELINE);
    expect(p.body.message?.from).toBe('gift-bot');
    const g = await admin('group/create', {
      type: 'Public',
      name: 'NOTIFY',
      groupID: 'AD_NOTICES',
      ownerID: 'ad-owner',
      memberList: [{ userID: 'ad-u' }],
    });
    expect(g.code).toBe(0);
    await admin('message/group', { groupID: 'AD_NOTICES', elements: text('room notice') });
    const gp = await u.waitPush<{ message: WireMessage }>((x) => x.push === PUSH.GROUP_MESSAGE);
    expect(gp.body.message.from).toBe('administrator');
    const live = await admin('group/create', { type: 'AVChatRoom', name: 'match 1', groupID: 'live_1' });
    expect(live.code).toBe(0);
    await u.call('group.join', { groupID: 'live_1' });
    await admin('message/group', { groupID: 'live_1', elements: text('score 1-0'), priority: 'High' });
    await u.waitPush((x) => x.push === PUSH.LIVE_MESSAGES);
    const online = await admin('online', { userIDList: ['ad-u', 'nobody'], groupID: 'live_1' });
    expect(online.data).toEqual({
      users: [
        { userID: 'ad-u', online: true },
        { userID: 'nobody', online: false },
      ],
      group: { groupID: 'live_1', onlineMemberNum: 1, expireTime: 60 },
    });
    const bad = await admin('message/group', { groupID: 'nope', elements: text('x') });
    expect(bad.code).toBe(2603);
    expect((await admin('group/destroy', { groupID: 'live_1' })).code).toBe(0);
  });

  it('broadcasts to every online user and kicks by REST (type 3)', async () => {
    const a = await h.client('bc-a');
    const b = await h.client('bc-b');
    await admin('message/broadcast', {
      elements: [{ type: 'TIMCustomElem', content: { data: '{"action":"RaceStartLiveMessage"}' } }],
    });
    for (const c of [a, b]) {
      const p = await c.waitPush<{ message: WireMessage }>((x) => x.push === PUSH.ONLINE_MESSAGE);
      expect(p.body.message.from).toBe('broadcast');
    }
    await admin('kick', { userID: 'bc-a' });
    const k = await a.waitPush<{ type: number }>((x) => x.push === PUSH.KICKED);
    expect(k.body.type).toBe(3);
  });
});
