import { isLive } from '@tifo/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { MEDIA_SECRET, createAnchor, mediaCall } from '../../../test/live-helpers';
import type { TestClock } from '../../../test/live-helpers';
import { SPORTS_NOW, seedTestSports } from '../../../test/sports-helpers';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { seedContent } from '../content';
import type { DemoStream } from './demo-plan';
import type { PushInfo } from './go-live';
import { seedLive } from './seed';

const DEMO_MAX = 3;

describe.each(testDatabases)('demo plan and match anchors on $name', (database) => {
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };

  const plan = async (): Promise<DemoStream[]> => {
    const res = await mediaCall<{ streams: DemoStream[] }>(t, clock, '/internal/media/demo-plan', {});
    expect(res.status).toBe(0);
    return res.data.streams;
  };
  const liveMatchIds = async (): Promise<Set<number>> => {
    const d = await t.app.sports.data();
    const now = d.engine.clock.nowSeconds();
    return new Set(
      d.index
        .between(now - 4 * 3600, now + 1)
        .filter((m) => isLive(m.sport_id, d.engine.state(m, now).status))
        .map((m) => m.id),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(database, {
      now: () => clock.now,
      env: { MEDIA_SECRET, LIVE_DEMO_MAX: String(DEMO_MAX) },
    });
    await seedContent(t.ctx);
    await seedTestSports(t);
    await seedLive(t.ctx);
    await seedLive(t.ctx);
  }, 120_000);
  afterAll(async () => t?.close());

  it('seeds LIVE_DEMO_MAX match anchors and three show anchors, once', async () => {
    const rooms = await t.ctx.db.kysely.selectFrom('live_rooms').select(['is_demo']).execute();
    expect(rooms.filter((r) => r.is_demo === 1)).toHaveLength(DEMO_MAX);
    expect(rooms.filter((r) => r.is_demo === 2)).toHaveLength(3);
  });

  it("streams up to LIVE_DEMO_MAX of the engine's live matches, plus the shows", async () => {
    const live = await liveMatchIds();
    expect(live.size).toBeGreaterThan(DEMO_MAX);
    const streams = await plan();
    const matches = streams.filter((s) => s.kind === 'match');
    expect(matches).toHaveLength(DEMO_MAX);
    expect(new Set(matches.map((s) => s.match!.id)).size).toBe(DEMO_MAX);
    for (const s of matches) {
      expect(live.has(s.match!.id)).toBe(true);
      expect(s.title).toBe(`${s.match!.home} vs ${s.match!.away}`);
      expect(s.streamKey).toMatch(/^sk_/);
      const info = await t.post<{ status: number; home_score: number }>(
        `/api/${s.match!.sportId === 1 ? 'football' : 'basketball'}/getMatchInfo`,
        { matchid: s.match!.id },
      );
      expect(s.match!.homeScore).toBe(info.data.home_score);
      expect(s.match!.status).toBe(info.data.status);
    }
    expect(streams.filter((s) => s.kind === 'show').map((s) => s.title)).toHaveLength(3);
    // The same plan a poll later: an anchor keeps its match.
    expect((await plan()).map((s) => [s.anchorUid, s.match?.id])).toEqual(
      streams.map((s) => [s.anchorUid, s.match?.id]),
    );
  });

  it('shows a demo anchor that publishes in getMatchAnchors and on the home page', async () => {
    const [first] = (await plan()).filter((s) => s.kind === 'match');
    const published = await mediaCall<{ roomId: number }>(t, clock, '/internal/media/publish', {
      streamKey: first!.streamKey,
      protocol: 'rtmp',
    });
    expect(published.status).toBe(0);
    const sport = first!.match!.sportId === 1 ? 'football' : 'basketball';
    const anchors = await t.post<{ list: Array<{ anchorid: number; matchid: number; kind: string }> }>(
      `/api/${sport}/getMatchAnchors`,
      { matchid: first!.match!.id },
    );
    expect(anchors.data.list).toEqual([
      expect.objectContaining({ anchorid: first!.anchorUid, matchid: first!.match!.id, kind: 'match' }),
    ]);
    const other = sport === 'football' ? 'basketball' : 'football';
    expect((await t.post(`/api/${other}/getMatchAnchors`, { matchid: first!.match!.id })).code).toBe(
      'MATCH_NOT_FOUND',
    );
    const home = await t.post<{ anchorm_lives: Array<{ anchorid: number; match: { id: number } }> }>(
      '/api/home/getHomeData',
      {},
    );
    expect(home.data.anchorm_lives.map((r) => [r.anchorid, r.match.id])).toEqual([
      [first!.anchorUid, first!.match!.id],
    ]);
  });

  it('drops a match after the final whistle and gives its anchor a new one once the push stopped', async () => {
    const before = (await plan()).filter((s) => s.kind === 'match');
    const liveAnchor = before[0]!;
    clock.now += 3 * 3600_000;
    const live = await liveMatchIds();
    const during = await plan();
    // Still publishing the finished match: out of the plan, so the media service stops the push.
    expect(during.some((s) => s.anchorUid === liveAnchor.anchorUid)).toBe(false);
    for (const s of during.filter((x) => x.kind === 'match')) expect(live.has(s.match!.id)).toBe(true);
    const roomId = (
      await t.ctx.db.kysely
        .selectFrom('live_rooms')
        .select('id')
        .where('anchor_id', '=', liveAnchor.anchorUid)
        .executeTakeFirstOrThrow()
    ).id;
    await mediaCall(t, clock, '/internal/media/unpublish', { streamName: `room-${roomId}`, reason: 'ended' });
    const after = await plan();
    const next = after.find((s) => s.anchorUid === liveAnchor.anchorUid);
    expect(next?.kind).toBe('match');
    expect(next!.match!.id).not.toBe(liveAnchor.match!.id);
    expect(after.filter((s) => s.kind === 'match').length).toBeLessThanOrEqual(DEMO_MAX);
  });

  it("lets an anchor go live on a match (category from the match's sport), not on an ended one", async () => {
    const anchor = await createAnchor(t, 'match_anchor');
    const live = [...(await liveMatchIds())];
    const d = await t.app.sports.data();
    const m = d.index.matches.get(live[0]!)!;
    const res = await t.post<PushInfo>('/api/live/goLive', {
      token: anchor.token,
      title: '一起看球',
      matchid: m.id,
    });
    expect(res.data).toMatchObject({ kind: 'match', matchid: m.id });
    const categories = (await t.get<Array<{ id: number; sport_id: number }>>('/webapi/live/getCategory'))
      .data;
    expect(categories.find((c) => c.id === res.data.category_id)!.sport_id).toBe(m.sport_id);
    const ended = d.index.between(clock.now / 1000 - 20 * 3600, clock.now / 1000 - 6 * 3600)[0]!;
    const refused = await t.post('/api/live/goLive', {
      token: anchor.token,
      title: '回放',
      matchid: ended.id,
    });
    expect(refused.status).toBe(1);
    expect((await t.post('/api/live/goLive', { token: anchor.token, title: '看球', matchid: 1 })).code).toBe(
      'MATCH_NOT_FOUND',
    );
  });
});
