import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUserSig } from '@tifo/protocol/node';
import { ledgerOf } from '../src/modules/ledger';
import { testDatabases } from './databases';
import { fund, giftId, liveAnchor, requestId, type SendAnswer } from './gifts-helpers';
import { IM_TEST_SDKAPPID, IM_TEST_SECRET } from './im-server';
import { startAppWithIm, type TestClock } from './live-helpers';
import { createTestUser, SPORTS_NOW } from './sports-helpers';
import type { TestApp } from './test-app';
import { waitFor } from './wait-for';

// The gift's room message across both services: a viewer in the room's group receives GiftAnimation from the
// server identity with the sender's card and the gift; a messaging service that is down costs the animation only.

interface Pushed {
  from?: string;
  elements?: Array<{ content?: { data?: string } }>;
}
interface Frame {
  seq?: number;
  code?: number;
  push?: string;
  body?: { message?: Pushed; messageList?: Pushed[] };
}

async function viewerSocket(url: string, userID: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/im`);
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let seq = 0;
  const request = async (cmd: string, body: Record<string, unknown>) => {
    const mine = ++seq;
    ws.send(JSON.stringify({ cmd, seq: mine, body }));
    return waitFor(() => frames.find((f) => f.seq === mine));
  };
  const userSig = signUserSig({
    secret: IM_TEST_SECRET,
    sdkAppID: IM_TEST_SDKAPPID,
    userID,
    expireSeconds: 3600,
  });
  await request('session.login', { SDKAppID: IM_TEST_SDKAPPID, userID, userSig });
  const gifts = () =>
    frames
      .flatMap((f) =>
        f.push ? [...(f.body?.message ? [f.body.message] : []), ...(f.body?.messageList ?? [])] : [],
      )
      .filter((m) => m.from === 'administrator')
      .map((m) => JSON.parse(m.elements?.[0]?.content?.data ?? '{}') as Record<string, unknown>)
      .filter((d) => d.action === 'GiftAnimation');
  return { ws, request, gifts };
}

describe.each(testDatabases)('gift room message on $name', { timeout: 60_000 }, (database) => {
  let im: Awaited<ReturnType<typeof startAppWithIm>>['im'];
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    ({ im, t } = await startAppWithIm(database, clock));
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await t?.close();
    await im?.close();
  });

  it('posts GiftAnimation to the room; a retry posts nothing more', async () => {
    const anchor = await liveAnchor(t, clock, 'room_gift_anchor');
    const fan = await createTestUser(t, 'room_gift_fan');
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ nick_name: 'Fã', avatar: '/a.png' })
      .where('id', '=', fan.userId)
      .execute();
    const watcher = await createTestUser(t, 'room_gift_watcher');
    const info = await t.post<{ group_id: string }>('/api/live/getLiveChat', { liveid: anchor.roomId });
    const viewer = await viewerSocket(im.publicUrl, String(watcher.userId));
    sockets.push(viewer.ws);
    expect((await viewer.request('group.join', { groupID: info.data.group_id })).code).toBe(0);
    await fund(t, fan.userId, 'diamond', 2000);
    const rocket = await giftId(t, 'rocket');
    const id = requestId();
    const sent = await t.post<SendAnswer>('/api/live/sendGift', {
      liveid: anchor.roomId,
      gift_id: rocket,
      count: 1,
      request_id: id,
      token: fan.token,
    });
    expect(sent.status).toBe(0);
    expect(await t.app.gifts.lastPost).toBe(true);
    const message = await waitFor(() => viewer.gifts()[0]);
    expect(message).toMatchObject({
      action: 'GiftAnimation',
      uid: fan.userId,
      nick: 'Fã',
      avatar: '/a.png',
      gift_id: rocket,
      gift_code: 'rocket',
      gift_name_zh: '火箭',
      gift_name_pt: 'Foguete',
      count: 1,
      combo: 1,
      effect: 'big',
      send_id: sent.data.send_id,
    });
    const retry = await t.post<SendAnswer>('/api/live/sendGift', {
      liveid: anchor.roomId,
      gift_id: rocket,
      count: 1,
      request_id: id,
      token: fan.token,
    });
    expect(retry.data.replayed).toBe(true);
    expect(await t.app.gifts.lastPost).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(viewer.gifts()).toHaveLength(1);
  });

  it('keeps a paid gift when the messaging service is down (the animation is lost, logged)', async () => {
    const anchor = await liveAnchor(t, clock, 'down_gift_anchor');
    const fan = await createTestUser(t, 'down_gift_fan');
    await fund(t, fan.userId, 'diamond', 10);
    await im.close();
    const sent = await t.post<SendAnswer>('/api/live/sendGift', {
      liveid: anchor.roomId,
      gift_id: await giftId(t, 'jersey'),
      count: 1,
      request_id: requestId(),
      token: fan.token,
    });
    expect(sent.status).toBe(0);
    expect(sent.data.balances.diamond).toBe(0);
    expect(await t.app.gifts.lastPost).toBe(false);
    expect((await ledgerOf(t.ctx).balances(anchor.userId)).anchor_point.available).toBe(5);
  });
});
