import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { MEDIA_SECRET, createAnchor, mediaCall } from '../../../test/live-helpers';
import type { TestClock } from '../../../test/live-helpers';
import { SPORTS_NOW, createTestUser } from '../../../test/sports-helpers';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { seedContent } from '../content';
import type { LivePage } from './live-service';
import type { PushInfo } from './go-live';

type Anchor = Awaited<ReturnType<typeof createAnchor>>;

describe.each(testDatabases)('live rooms for viewers and anchors on $name', (database) => {
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  let a: Anchor;
  let b: Anchor;
  let fan: { userId: number; token: string };
  let categories: Array<{ id: number; code: string; live_count: number }>;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock.now, env: { MEDIA_SECRET } });
    await seedContent(t.ctx);
    a = await createAnchor(t, 'anchor_a');
    b = await createAnchor(t, 'anchor_b');
    fan = await createTestUser(t, 'fan1');
    categories = (await t.get<typeof categories>('/webapi/live/getCategory')).data;
  }, 60_000);
  afterAll(async () => t?.close());

  const byCode = (code: string) => categories.find((c) => c.code === code)!.id;

  it('refuses go-live to users who are not anchors', async () => {
    const res = await t.post('/api/live/goLive', { token: fan.token, title: '我的直播' });
    expect(res).toMatchObject({ status: 1, code: 'ANCHORS_ONLY' });
    expect((await t.post('/api/live/getPushInfo', { token: fan.token })).code).toBe('ANCHORS_ONLY');
  });

  it('go-live saves the settings and answers RTMP URL + key and the WHIP URL, of the caller only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/live/goLive',
      headers: { host: 'tifo.example:3700' },
      payload: {
        token: a.token,
        title: '篮球夜谈',
        category_id: byCode('basketball'),
        cover: '/covers/a.jpg',
      },
    });
    const info = res.json<{ status: number; data: PushInfo }>().data;
    expect(info).toMatchObject({
      liveid: a.roomId,
      stream_name: `room-${a.roomId}`,
      title: '篮球夜谈',
      category_id: byCode('basketball'),
      kind: 'show',
      state: 'offline',
      rtmp: {
        server: 'rtmp://tifo.example:1935/live',
        key: a.key,
        url: `rtmp://tifo.example:1935/live/${a.key}`,
      },
      whip: { url: 'http://tifo.example:3700/media/whip', token: a.key },
    });
    expect(info.play.livestream_source.CNSD.flv).toBe(`/media/live/room-${a.roomId}_sd.flv`);
    expect(info.play.livestream_source.ENHD.hls).toBe(`/media/live/room-${a.roomId}/index.m3u8`);
    const other = await t.post<PushInfo>('/api/live/getPushInfo', { token: b.token });
    expect(other.data.rtmp.key).toBe(b.key);
    expect(JSON.stringify(other.data)).not.toContain(a.key);
    const bad = await t.post('/api/live/goLive', { token: a.token, title: 'x', category_id: byCode('hot') });
    expect(bad.status).toBe(1);
    const hot = await t.post('/api/live/goLive', {
      token: a.token,
      title: '篮球夜谈',
      category_id: byCode('hot'),
    });
    expect(hot).toMatchObject({ code: 'LIVE_CATEGORY_NOT_FOUND', data: { field: 'category_id' } });
  });

  it('lists only live rooms, by viewers, filtered by category; never with a stream key', async () => {
    expect((await t.post<LivePage>('/api/live/getRealLives')).data.total).toBe(0);
    for (const anchor of [a, b]) {
      const res = await mediaCall(t, clock, '/internal/media/publish', {
        streamKey: anchor.key,
        protocol: 'whip',
      });
      expect(res.status).toBe(0);
    }
    await mediaCall(t, clock, '/internal/media/heartbeat', {
      streams: [
        { streamName: `room-${a.roomId}`, viewers: { flv: 2, hls: 1 } },
        { streamName: `room-${a.roomId}_sd`, viewers: { flv: 1, hls: 0 } },
        { streamName: `room-${b.roomId}`, viewers: { flv: 9, hls: 0 } },
      ],
    });
    const all = await t.post<LivePage>('/api/live/getRealLives', {});
    expect(all.data.list.map((r) => [r.anchorid, r.viewers, r.live_status])).toEqual([
      [b.userId, 9, 1],
      [a.userId, 4, 1],
    ]);
    expect(all.data.list[1]!.cover).toBe(`/media/covers/room-${a.roomId}.jpg`);
    // Ordered by heat: a room whose chat holds more people than the other's stream has viewers comes first.
    await t.ctx.db.kysely
      .updateTable('live_rooms')
      .set({ chat_online: 12 })
      .where('id', '=', a.roomId)
      .execute();
    const hot = await t.post<LivePage>('/api/live/getRealLives', {});
    expect(hot.data.list.map((r) => r.anchorid)).toEqual([a.userId, b.userId]);
    await t.ctx.db.kysely
      .updateTable('live_rooms')
      .set({ chat_online: 0 })
      .where('id', '=', a.roomId)
      .execute();
    const text = JSON.stringify(all.data);
    expect(text).not.toContain(a.key);
    expect(text).not.toContain(b.key);
    const basket = await t.post<LivePage>('/api/live/getRealLives', { category: 'basketball' });
    expect(basket.data.list.map((r) => r.anchorid)).toEqual([a.userId]);
    expect(
      (await t.post<LivePage>('/api/live/getRealLives', { category: byCode('basketball') })).data.total,
    ).toBe(1);
    expect((await t.post<LivePage>('/api/live/getRealLives', { sport_id: 1 })).data.total).toBe(0);
    expect((await t.post('/api/live/getRealLives', { category: 'nope' })).code).toBe('INVALID_INPUT');
    const counts = (await t.get<typeof categories>('/webapi/live/getCategory')).data;
    expect(counts.find((c) => c.code === 'hot')!.live_count).toBe(2);
    expect(counts.find((c) => c.code === 'basketball')!.live_count).toBe(1);
    const shows = await t.post<LivePage>('/api/live/getNoMatchLiveList', {});
    expect(shows.data.total).toBe(2);
    const home = await t.post<{
      lives: unknown[];
      hot: unknown[];
      srec_lives: unknown[];
      anchorm_lives: unknown[];
    }>('/api/home/getHomeData', {});
    expect(home.data.lives).toHaveLength(2);
    expect(home.data.srec_lives).toHaveLength(2);
    expect(home.data.anchorm_lives).toHaveLength(0);
  });

  it('gives the live page its stream source, and away or offline rooms no stream', async () => {
    const page = await t.post<{
      room: { state: string; title: string };
      stream: { url: string; livestream_source: Record<string, { flv: string }> } | null;
    }>('/webapi/live/getLivePageData', { anchorid: a.userId });
    expect(page.data.room).toMatchObject({ state: 'live', title: '篮球夜谈' });
    expect(page.data.stream!.url).toBe(`/media/live/room-${a.roomId}.flv`);
    expect(Object.keys(page.data.stream!.livestream_source).sort()).toEqual(
      ['CNHD', 'CNSD', 'ENHD', 'ENSD', 'HD', 'SD'].sort(),
    );
    await mediaCall(t, clock, '/internal/media/unpublish', {
      streamName: `room-${a.roomId}`,
      reason: 'ended',
    });
    const after = await t.post<{ room: { state: string }; stream: null; past_lives: unknown[] }>(
      '/webapi/live/getLivePageData',
      { anchorid: a.userId },
    );
    expect(after.data.room.state).toBe('offline');
    expect(after.data.stream).toBeNull();
    expect(after.data.past_lives).toHaveLength(1);
    expect((await t.post('/webapi/live/getLivePageData', { anchorid: 999999 })).code).toBe('USER_NOT_FOUND');
  });

  it('counts follows as fans and attent on user info', async () => {
    const followed = await t.post('/api/anchor/follow', { token: fan.token, anchorid: b.userId });
    expect(followed.data).toEqual({ anchorid: b.userId, attented: 1, fans_count: 1 });
    await t.post('/api/anchor/follow', { token: fan.token, anchorid: b.userId });
    await t.post('/api/anchor/follow', { token: a.token, anchorid: b.userId });
    const fanInfo = await t.post<{ attent_count: number; fans_count: number }>('/webapi/User/getUserInfo', {
      token: fan.token,
    });
    expect(fanInfo.data).toMatchObject({ attent_count: 1, fans_count: 0 });
    const anchorInfo = await t.post<{ fans_count: number }>('/webapi/User/getUserInfo', { token: b.token });
    expect(anchorInfo.data.fans_count).toBe(2);
    const lives = await t.post<LivePage>('/api/live/getRealLives', { token: fan.token });
    expect(lives.data.list[0]).toMatchObject({ anchorid: b.userId, fans_count: 2, attented: 1 });
    const mine = await t.post<{ list: Array<{ anchorid: number; live_status: number }> }>(
      '/api/anchor/getAttentAnchors',
      { token: fan.token },
    );
    expect(mine.data.list).toEqual([expect.objectContaining({ anchorid: b.userId, live_status: 1 })]);
    expect((await t.post('/api/anchor/follow', { token: fan.token, anchorid: fan.userId })).status).toBe(1);
    expect((await t.post('/api/anchor/follow', { token: a.token, anchorid: fan.userId })).code).toBe(
      'USER_NOT_FOUND',
    );
    const un = await t.post('/api/anchor/unfollow', { token: fan.token, anchorid: b.userId });
    expect(un.data).toEqual({ anchorid: b.userId, attented: 0, fans_count: 1 });
    const rec = await t.post<{ list: Array<{ anchorid: number; live_status: number }> }>(
      '/api/anchor/getRecAnchors',
      { sport_id: 0 },
    );
    expect(rec.data.list.map((c) => [c.anchorid, c.live_status])).toEqual([
      [b.userId, 1],
      [a.userId, 0],
    ]);
  });

  it('adds a room operator as a private-chat contact', async () => {
    const res = await t.post('/api/live/addOperateFriend', {
      token: fan.token,
      operate_uid: b.userId,
      liveid: b.roomId,
    });
    expect(res.data).toMatchObject({
      operate_uid: b.userId,
      liveid: b.roomId,
      conversation_id: `C2C${b.userId}`,
    });
    const notOperator = await t.post('/api/live/addOperateFriend', {
      token: fan.token,
      operate_uid: a.userId,
      liveid: b.roomId,
    });
    expect(notOperator.code).toBe('FORBIDDEN');
  });

  it("lists the anchor's own lives in getLiveLog", async () => {
    const log = await t.post<{ total: number; list: Array<{ liveid: number; end_reason: string }> }>(
      '/webapi/user/getLiveLog',
      { token: a.token },
    );
    expect(log.data.total).toBe(1);
    expect(log.data.list[0]).toMatchObject({ liveid: a.roomId, end_reason: 'ended' });
  });
});
