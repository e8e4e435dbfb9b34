import { signUserSig } from '@tifo/protocol/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { testDatabases } from './databases';
import { IM_TEST_SDKAPPID, IM_TEST_SECRET } from './im-server';
import { createAnchor, mediaCall, startAppWithIm, type TestClock } from './live-helpers';
import { createTestUser, seedTestSports, SPORTS_NOW } from './sports-helpers';
import type { TestApp } from './test-app';
import { waitFor } from './wait-for';

// The rooms' chat counts across both services: the distinct identities in a room's chat at the messaging service
// show in the API's lists and live page as `member_count`, the cards' `heat` is the larger of it and the stream's
// distinct viewers, and however many requests ask, the API asks the messaging service once per few seconds for all rooms.

interface RoomView {
  liveid: number;
  viewers: number;
  member_count: number;
  heat: number;
}

/** A chat socket that joins a live room (logged in as `userID`, or anonymously when ''). */
async function viewer(url: string, userID: string, groupID: string): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/im`);
  const answers = new Map<number, { code: number }>();
  ws.on('message', (data) => {
    const f = JSON.parse(data.toString()) as { seq?: number; code?: number };
    if (f.seq !== undefined) answers.set(f.seq, { code: f.code ?? 0 });
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let seq = 0;
  const request = async (cmd: string, body: Record<string, unknown>) => {
    const mine = ++seq;
    ws.send(JSON.stringify({ cmd, seq: mine, body }));
    return waitFor(() => answers.get(mine));
  };
  if (userID) {
    const userSig = signUserSig({
      secret: IM_TEST_SECRET,
      sdkAppID: IM_TEST_SDKAPPID,
      userID,
      expireSeconds: 3600,
    });
    expect((await request('session.login', { SDKAppID: IM_TEST_SDKAPPID, userID, userSig })).code).toBe(0);
  }
  expect((await request('group.join', { groupID })).code).toBe(0);
  return ws;
}

describe.each(testDatabases)('room online counts on $name', { timeout: 60_000 }, (database) => {
  let im: Awaited<ReturnType<typeof startAppWithIm>>['im'];
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  let anchor: Awaited<ReturnType<typeof createAnchor>>;
  const sockets: WebSocket[] = [];
  const onlineCalls = () =>
    fetchSpy.mock.calls.filter(([url]) => String(url).includes('/im/admin/live/online')).length;
  const fetchSpy = vi.spyOn(globalThis, 'fetch');

  beforeAll(async () => {
    ({ im, t } = await startAppWithIm(database, clock));
    await seedTestSports(t);
    anchor = await createAnchor(t, 'online_anchor');
    expect(
      (await mediaCall(t, clock, '/internal/media/publish', { streamKey: anchor.key, protocol: 'whip' }))
        .status,
    ).toBe(0);
    // The room's chat group exists once someone asked for the room's chat.
    expect((await t.post('/api/live/getLiveChat', { liveid: anchor.roomId })).status).toBe(0);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    fetchSpy.mockRestore();
    await t?.close();
    await im?.close();
  });

  const room = async (): Promise<RoomView> => {
    const page = await t.post<{ list: RoomView[] }>('/api/live/getRealLives', {});
    expect(page.status).toBe(0);
    return page.data.list.find((r) => r.liveid === anchor.roomId)!;
  };

  it('shows the chat’s viewers in the lists and on the live page; the card’s heat is the larger number', async () => {
    const groupID = `LIVE_${anchor.roomId}`;
    sockets.push(await viewer(im.publicUrl, String(anchor.userId), groupID));
    sockets.push(await viewer(im.publicUrl, 'online_fan', groupID));
    // One client's extra sockets add nobody: anonymous ones carry no identity.
    for (let i = 0; i < 5; i++) sockets.push(await viewer(im.publicUrl, '', groupID));
    await expect.poll(async () => (await room()).member_count, { timeout: 10_000 }).toBe(2);
    expect(await room()).toMatchObject({ viewers: 0, member_count: 2, heat: 2 });
    // Stored beside the room, so the lists order rooms by heat in SQL (room-query.ts).
    const stored = await t.ctx.db.kysely
      .selectFrom('live_rooms')
      .select('chat_online')
      .where('id', '=', anchor.roomId)
      .executeTakeFirstOrThrow();
    expect(stored.chat_online).toBe(2);

    const page = await t.post<{ room: RoomView }>('/webapi/live/getLivePageData', {
      anchorid: anchor.userId,
    });
    expect(page.data.room).toMatchObject({ member_count: 2, heat: 2 });
    const home = await t.post<{ lives: RoomView[]; hot: RoomView[] }>('/api/home/getHomeData', {});
    expect(home.data.lives.find((r) => r.liveid === anchor.roomId)?.member_count).toBe(2);

    // More stream players than chatters: the heat follows the stream.
    await mediaCall(t, clock, '/internal/media/heartbeat', {
      streams: [{ streamName: `room-${anchor.roomId}`, viewers: { flv: 7, hls: 1 } }],
    });
    expect(await room()).toMatchObject({ viewers: 8, member_count: 2, heat: 8 });

    // A viewer who leaves (the fan's socket) stops counting within a refresh.
    sockets.splice(1, 1)[0]!.close();
    await expect.poll(async () => (await room()).member_count, { timeout: 10_000 }).toBe(1);
  });

  it('asks the messaging service once for many requests and every room, not per card or request', async () => {
    const before = onlineCalls();
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      await room();
      await t.post('/api/home/getHomeData', {});
      await t.post('/webapi/live/getLivePageData', { anchorid: anchor.userId });
    }
    // 60 requests in well under the 5 s the counts are kept: at most the one refresh that fell due.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(onlineCalls() - before).toBeLessThanOrEqual(1);
  });

  it('gives the member list each member’s level and VIP badge; bad input gets codes', async () => {
    const vip = await createTestUser(t, 'online_vip');
    const lapsed = await createTestUser(t, 'online_lapsed');
    const day = 86_400_000;
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ user_level: 12, vip_level: 2, vip_date: clock.now + day })
      .where('id', '=', vip.userId)
      .execute();
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ user_level: 3, vip_level: 1, vip_date: clock.now - day })
      .where('id', '=', lapsed.userId)
      .execute();
    const res = await t.post<{ list: unknown[] }>('/api/live/getMemberBadges', {
      liveid: anchor.roomId,
      uids: [vip.userId, lapsed.userId, 999_999, vip.userId],
    });
    expect(res.data.list).toEqual([
      { uid: vip.userId, user_level: 12, vip: 1 },
      { uid: lapsed.userId, user_level: 3, vip: 0 },
    ]);
    // The room's own anchor is shown with the anchor level, as the room's header shows it.
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ user_level: 2, anchor_level: 7 })
      .where('id', '=', anchor.userId)
      .execute();
    const own = await t.post<{ list: unknown[] }>('/api/live/getMemberBadges', {
      liveid: anchor.roomId,
      uids: [anchor.userId],
    });
    expect(own.data.list).toEqual([{ uid: anchor.userId, user_level: 7, vip: 0 }]);
    // A comma-separated list reads the same (GET).
    const get = await t.get<{ list: unknown[] }>(
      `/api/live/getMemberBadges?liveid=${anchor.roomId}&uids=${vip.userId},${lapsed.userId}`,
    );
    expect(get.data.list).toHaveLength(2);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [
      { liveid: anchor.roomId, uids: [] },
      { liveid: anchor.roomId, uids: ['x'] },
      { liveid: anchor.roomId, uids: tooMany },
      { liveid: anchor.roomId },
      { liveid: 'x', uids: [1] },
    ]) {
      expect((await t.post('/api/live/getMemberBadges', body)).code).toBe('INVALID_INPUT');
    }
    expect((await t.post('/api/live/getMemberBadges', { liveid: 999_999, uids: [1] })).code).toBe(
      'ROOM_NOT_FOUND',
    );
  });

  it('keeps the lists answering when the messaging service is gone', async () => {
    await im.close();
    const started = performance.now();
    const res = await t.post<{ list: RoomView[] }>('/api/live/getRealLives', {});
    expect(res.status).toBe(0);
    expect(res.data.list.find((r) => r.liveid === anchor.roomId)?.viewers).toBe(8);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
