import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { SPORTS_NOW, seedTestSports } from '../../../test/sports-helpers';
import type { EventView, MatchView } from '../matches';

interface Row {
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  goals_for: number;
  goals_against: number;
  rank: number;
}

describe.each(testDatabases)('sports database and search on $name', (database) => {
  let t: TestApp;
  let epl: EventView;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => SPORTS_NOW });
    await seedTestSports(t);
    const home = await t.get<{ fbList: EventView[]; bbList: EventView[]; hotList: EventView[] }>(
      '/api/SportDatabase/getHome',
    );
    epl = home.data.fbList.find((c) => c.short_name_zh === '英超')!;
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists football, basketball and hot competitions', async () => {
    const home = await t.get<{ fbList: EventView[]; bbList: EventView[]; hotList: EventView[] }>(
      '/api/SportDatabase/getHome',
    );
    expect(home.data.fbList.length).toBeGreaterThan(30);
    expect(home.data.bbList.map((c) => c.short_name_en)).toEqual(['NBA', 'CBA']);
    expect(home.data.hotList[0]!.id).toBe(epl.id);
    const grouped = await t.post<{ list: Array<{ country_en: string; list: EventView[] }> }>(
      '/api/SportDatabase/getEventList',
      { sport_id: 1 },
    );
    expect(grouped.data.list.find((g) => g.country_en === 'England')!.list).toHaveLength(4);
  });

  it('computes the table from the results of the season’s fixtures', async () => {
    const info = await t.post<{ season: { id: number; name: string }; rounds: string[]; teams: unknown[] }>(
      '/api/SportDatabase/getEventInfo',
      { id: epl.id },
    );
    expect(info.data.season.name).toBe('2026/27');
    expect(info.data.teams).toHaveLength(20);
    expect(info.data.rounds).toHaveLength(38);
    const points = new Map<number, Row>();
    const row = (id: number): Row => {
      const r = points.get(id) ?? {
        team_id: id,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        points: 0,
        goals_for: 0,
        goals_against: 0,
        rank: 0,
      };
      points.set(id, r);
      return r;
    };
    for (const round of info.data.rounds) {
      const res = await t.post<{ list: MatchView[] }>('/api/SportDatabase/getEventMatch', {
        id: epl.id,
        round,
      });
      for (const m of res.data.list.filter((x) => x.status === 8)) {
        for (const [team, mine, theirs] of [
          [m.hometeam.id, m.home_score, m.away_score],
          [m.awayteam.id, m.away_score, m.home_score],
        ] as const) {
          const r = row(team);
          r.played++;
          r.goals_for += mine;
          r.goals_against += theirs;
          r.points += mine > theirs ? 3 : mine === theirs ? 1 : 0;
        }
      }
    }
    const table = await t.post<{ list: Row[] }>('/api/SportDatabase/getEventIntegral', { id: epl.id });
    expect(table.data.list).toHaveLength(20);
    for (const r of table.data.list) {
      const mine = points.get(r.team_id)!;
      expect([r.played, r.points, r.goals_for, r.goals_against]).toEqual([
        mine.played,
        mine.points,
        mine.goals_for,
        mine.goals_against,
      ]);
    }
    const pts = table.data.list.map((r) => r.points);
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
    expect(table.data.list[0]!.played).toBeGreaterThan(8);
  });

  it('keeps the real table of a finished real season', async () => {
    const info = await t.post<{ seasons: Array<{ id: number; name: string }> }>(
      '/api/SportDatabase/getEventInfo',
      { id: epl.id },
    );
    const season = info.data.seasons.find((s) => s.name === '2024/25')!;
    const table = await t.post<{ list: Array<Row & { team: { name_en: string } }> }>(
      '/api/SportDatabase/getEventIntegral',
      { id: epl.id, season_id: season.id },
    );
    // Premier League 2024/25: Liverpool champions with 84 points from 38 matches.
    expect([
      table.data.list[0]!.team.name_en,
      table.data.list[0]!.points,
      table.data.list[0]!.played,
    ]).toEqual(['Liverpool FC', 84, 38]);
    const home = await t.post<{ list: Row[] }>('/api/SportDatabase/getEventIntegral', {
      id: epl.id,
      season_id: season.id,
      type: 'home',
    });
    expect(home.data.list.every((r) => r.played === 19)).toBe(true);
  });

  it('serves season figures, top lists and hot ranks', async () => {
    const view = await t.post<{
      played: number;
      goals: number;
      home_wins: number;
      draws: number;
      away_wins: number;
    }>('/api/SportDatabase/getEventView', { id: epl.id });
    expect(view.data.home_wins + view.data.draws + view.data.away_wins).toBe(view.data.played);
    const scorers = await t.post<{ list: Array<{ value: number }> }>('/api/SportDatabase/getEventRank', {
      id: epl.id,
      type: 'goals',
      size: 5,
    });
    expect(scorers.data.list).toHaveLength(5);
    expect(scorers.data.list[0]!.value).toBeGreaterThanOrEqual(scorers.data.list[4]!.value);
    const teams = await t.post<{ list: Array<{ value: number }> }>('/api/SportDatabase/getEventRank', {
      id: epl.id,
      type: 'team_defense',
    });
    expect(teams.data.list[0]!.value).toBeLessThanOrEqual(teams.data.list[1]!.value);
    const fb = await t.get<{ list: unknown[] }>('/api/SportDatabase/getHotFootballRank');
    expect(fb.data.list.length).toBe(18);
    const bb = await t.get<{ list: Array<{ win_rate: number }> }>('/api/SportDatabase/getHotBasketballRank');
    expect(bb.data.list.length).toBe(20);
  });

  it('rejects unknown competitions, foreign seasons and bad rounds with status 1', async () => {
    for (const body of [
      { id: 9999 },
      { id: epl.id, season_id: 1 },
      { id: 'x' },
      { id: epl.id, round: 'Matchday 99' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/SportDatabase/getEventMatch',
        payload: body,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(1);
    }
  });

  it('finds a club and its league by the club alone; unknown or bad IDs answer status 1', async () => {
    const table = await t.post<{ list: Array<{ team_id: number }> }>('/api/SportDatabase/getEventIntegral', {
      id: epl.id,
    });
    const club = table.data.list[0]!.team_id;
    const info = await t.get<{ team: { id: number }; competition_id: number; event: { id: number } }>(
      '/api/SportDatabase/getTeamInfo',
      { team_id: String(club) },
    );
    expect(info.data.team.id).toBe(club);
    expect(info.data.competition_id).toBe(epl.id);
    expect(info.data.event.id).toBe(epl.id);
    const unknown = await t.post('/api/SportDatabase/getTeamInfo', { team_id: 99_999_999 });
    expect([unknown.status, unknown.code]).toEqual([1, 'TEAM_NOT_FOUND']);
    const bad = await t.post('/api/SportDatabase/getTeamInfo', { team_id: 'x' });
    expect([bad.status, bad.code]).toEqual([1, 'INVALID_INPUT']);
  });

  it('ranks national teams by the FIFA formula as of the engine date, with a confederation filter', async () => {
    interface Rank {
      as_of: string;
      previous_as_of: string;
      matches: number;
      list: Array<{
        rank: number;
        previous_rank: number | null;
        team: { name: string; confed: string; flag: string };
      }>;
    }
    const all = await t.post<Rank>('/api/SportDatabase/getFifaRank', {});
    expect([all.data.as_of, all.data.previous_as_of, all.data.matches]).toEqual([
      '2026-07-19',
      '2026-06-10',
      248,
    ]);
    expect(all.data.list).toHaveLength(71);
    expect(all.data.list[0]!.team.name).toBe('France');
    const flag = await t.app.inject({ method: 'GET', url: all.data.list[0]!.team.flag });
    expect([flag.statusCode, flag.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    const caf = await t.post<Rank>('/api/SportDatabase/getFifaRank', { confed: 'CAF' });
    expect(caf.data.list.length).toBeGreaterThan(5);
    expect(caf.data.list.every((r) => r.team.confed === 'CAF')).toBe(true);
    // The confederation view keeps the world ranks.
    expect(caf.data.list[0]!.rank).toBe(all.data.list.find((r) => r.team.confed === 'CAF')!.rank);
    const bad = await t.post('/api/SportDatabase/getFifaRank', { confed: 'MARS' });
    expect([bad.status, bad.code]).toEqual([1, 'INVALID_INPUT']);
  });

  it('searches competitions, clubs and matches', async () => {
    const events = await t.post<{ list: EventView[] }>('/api/search/events', { keyword: '英超' });
    expect(events.data.list.map((e) => e.id)).toEqual([epl.id]);
    const teams = await t.post<{ total: number; list: Array<{ name_en: string }> }>('/webapi/search/teams', {
      keyword: 'united',
      page: 1,
      size: 3,
    });
    expect(teams.data.list).toHaveLength(3);
    expect(teams.data.total).toBeGreaterThan(3);
    const matches = await t.post<{ list: MatchView[] }>('/api/search/matches', { keyword: 'Arsenal' });
    expect(
      matches.data.list.every((m) => [m.hometeam.name_en, m.awayteam.name_en].includes('Arsenal FC')),
    ).toBe(true);
    const multiple = await t.post<{ events: unknown[]; teams: unknown[]; matches: unknown[] }>(
      '/webapi/search/multiple',
      { keyword: '湖人' },
    );
    expect(multiple.data.teams).toHaveLength(1);
    const home = await t.get<{ events: unknown[]; teams: unknown[] }>('/api/search/raceHome');
    expect(home.data.events.length).toBeGreaterThan(5);
    expect((await t.post('/webapi/search/teams', { keyword: '   ' })).status).toBe(1);
  });
});
