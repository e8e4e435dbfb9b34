import { matches } from '@tifo/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { SPORTS_NOW, createTestUser, seedTestSports } from '../../../test/sports-helpers';
import type { MatchView } from './present';

interface DateMatch {
  date: string;
  server_time: number;
  total: number;
  list: MatchView[];
}

describe.each(testDatabases)('matches API on $name', (database) => {
  let t: TestApp;
  let day: DateMatch;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => SPORTS_NOW });
    await seedTestSports(t);
    day = (await t.post<DateMatch>('/api/race/getDateMatch', { date: '2026-11-21', tz: 0 })).data;
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists a day of matches with both sports, in start order, with live ones', () => {
    expect(day.server_time).toBe(SPORTS_NOW / 1000);
    expect(day.total).toBeGreaterThan(50);
    expect(new Set(day.list.map((m) => m.sport_id))).toEqual(new Set([1, 2]));
    const times = day.list.map((m) => m.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(day.list.some((m) => m.sport_id === 1 && m.status >= 2 && m.status < 8)).toBe(true);
    const m = day.list[0]!;
    expect(m.hometeam.logo).toMatch(/^\/api\/sports\/crest\/team\/\d+\.svg$/);
    expect(m.matchevent.name_zh).not.toBe('');
    expect(m.home_name_zh).toBe(m.hometeam.name_zh);
  });

  it('answers the day list exactly as its contract output describes (a raw body, not checked per call)', () => {
    // Parsing drops fields the schema does not declare, so equality also proves there are none.
    expect(matches.getDateMatch.output.parse(day)).toStrictEqual(day);
  });

  it('filters by sport and status', async () => {
    const live = await t.post<DateMatch>('/api/race/getDateMatch', {
      date: '20261121',
      tz: 0,
      sport_id: 1,
      type: 'inplay',
    });
    expect(live.status).toBe(0);
    expect(live.data.list.length).toBeGreaterThan(0);
    expect(live.data.list.every((m) => m.sport_id === 1 && m.status >= 2 && m.status < 8)).toBe(true);
    const finished = await t.post<DateMatch>('/api/race/getDateMatch', {
      date: '2026-11-21',
      tz: 0,
      type: 'finished',
    });
    expect(finished.data.list.every((m) => m.status === (m.sport_id === 2 ? 10 : 8))).toBe(true);
  });

  it('keeps every score equal to its goals', async () => {
    const started = day.list.filter((m) => m.sport_id === 1 && m.status >= 2).slice(0, 15);
    for (const m of started) {
      const res = await t.post<{ incidents: Array<{ type: string; side: number }> }>(
        '/api/football/getMatchData',
        { matchid: m.id },
      );
      const goals = (side: number): number =>
        res.data.incidents.filter((e) => e.side === side && ['goal', 'penalty', 'own_goal'].includes(e.type))
          .length;
      expect([goals(1), goals(2)]).toEqual([m.home_score, m.away_score]);
    }
  });

  it('keeps real results of finished real matches', async () => {
    // Premier League 2025/26, matchday 1: Liverpool 4-2 Bournemouth (half time 1-0).
    const aug15 = await t.post<DateMatch>('/api/race/getDateMatch', {
      date: '2025-08-15',
      tz: 0,
      sport_id: 1,
    });
    const m = aug15.data.list.find((x) => x.hometeam.name_en === 'Liverpool FC')!;
    expect(m.source).toBe('real');
    expect([m.status, m.home_score, m.away_score, m.home_half_score, m.away_half_score]).toEqual([
      8, 4, 2, 1, 0,
    ]);
    const info = await t.post<MatchView>('/api/football/getMatchInfo', { matchid: m.id });
    expect([info.data.home_score, info.data.away_score]).toEqual([4, 2]);
  });

  it('answers bad input with status 1 and a message, never a server error', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/api/race/getDateMatch', { date: 'tomorrow' }],
      ['/api/race/getDateMatch', { date: '2026-02-30' }],
      ['/api/race/getDateMatch', { sport_id: 7 }],
      ['/api/race/getDateMatch', { type: 'nope' }],
      ['/api/football/getMatchInfo', {}],
      ['/api/football/getMatchInfo', { matchid: -4 }],
      ['/api/football/getMatchInfo', { matchid: 'abc' }],
      ['/api/football/getMatchInfo', { matchid: 1 }],
      ['/api/basketball/getTliveData', { matchid: 5, startid: -1 }],
      ['/api/race/getRaceSearch', { keyword: '' }],
    ];
    for (const [url, body] of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().status, url).toBe(1);
      expect(res.json().msg, url).not.toBe('');
    }
  });

  it('answers a match under the other sport’s path as not found', async () => {
    const hoops = day.list.find((m) => m.sport_id === 2)!;
    const res = await t.post('/api/football/getMatchInfo', { matchid: hoops.id });
    expect([res.status, res.code]).toEqual([1, 'MATCH_NOT_FOUND']);
    const ok = await t.post<MatchView>('/api/basketball/getMatchInfo', { matchid: hoops.id });
    expect(ok.data.sport_id).toBe(2);
  });

  it('follows and unfollows a match for a logged-in user only', async () => {
    const m = day.list.find((x) => x.sport_id === 1)!;
    const anonymous = await t.post('/api/football/attentMatch', { matchid: m.id, type: 1 });
    expect(anonymous.status).toBe(2);
    const { token } = await createTestUser(t, 'fan1');
    expect((await t.post('/api/football/attentMatch', { token, matchid: m.id, type: 1 })).data).toEqual({
      matchid: m.id,
      attented: 1,
    });
    const followed = await t.post<{ list: MatchView[] }>('/api/race/getAttentMatchlist', { token });
    expect(followed.data.list.map((x) => x.id)).toEqual([m.id]);
    const marked = await t.post<DateMatch>('/api/race/getDateMatch', { token, date: '2026-11-21', tz: 0 });
    expect(marked.data.list.find((x) => x.id === m.id)!.attented).toBe(1);
    expect(marked.data.list.filter((x) => x.attented).length).toBe(1);
    expect(matches.getDateMatch.output.parse(marked.data)).toStrictEqual(marked.data);
    await t.post('/api/football/attentMatch', { token, matchid: m.id, type: 0 });
    expect(
      (await t.post<{ list: MatchView[] }>('/api/race/getAttentMatchlist', { token })).data.list,
    ).toEqual([]);
  });

  it('pages text live by startid', async () => {
    const m = day.list.find((x) => x.sport_id === 1 && x.status >= 4)!;
    const first = await t.post<{
      list: Array<{ id: number; text: string }>;
      last_id: number;
      has_more: boolean;
    }>('/api/football/getTliveData', { matchid: m.id, size: 5 });
    expect(first.data.list.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    expect(first.data.list[0]!.text).toContain('比赛开始');
    const next = await t.post<{ list: Array<{ id: number }> }>('/api/football/getTliveData', {
      matchid: m.id,
      startid: first.data.last_id,
      size: 5,
    });
    expect(next.data.list[0]!.id).toBe(6);
  });

  it('prices a live match at five bookmakers with history', async () => {
    const m = day.list.find((x) => x.sport_id === 1 && x.status >= 2 && x.status < 8)!;
    const res = await t.post<{
      list: Array<{
        current: { quote: { eu: { home: number; draw: number; away: number } } };
        history: unknown[];
      }>;
    }>('/api/football/matchOdd', { matchid: m.id });
    expect(res.data.list).toHaveLength(5);
    for (const book of res.data.list) {
      expect(book.history.length).toBeGreaterThan(3);
      const { home, draw, away } = book.current.quote.eu;
      const overround = 1 / home + 1 / draw + 1 / away;
      expect(overround).toBeGreaterThan(0.98);
      expect(overround).toBeLessThan(1.2);
    }
  });

  it('serves line-ups, analysis, rank, top three, box score and incidents', async () => {
    const m = day.list.find((x) => x.sport_id === 1 && x.status >= 2)!;
    const lineup = await t.post<{ announced: boolean; home: { formation: string; starters: unknown[] } }>(
      '/webapi/football/getLineupData',
      { matchid: m.id },
    );
    expect(lineup.data.announced).toBe(true);
    expect(lineup.data.home.starters).toHaveLength(11);
    expect(lineup.data.home.formation).toMatch(/^\d(-\d)+$/);
    const analysis = await t.post<{ home: { recent: unknown[] }; standings: unknown[] }>(
      '/webapi/football/getAnalysisData',
      { matchid: m.id },
    );
    expect(analysis.data.home.recent.length).toBeGreaterThan(0);
    expect(analysis.data.standings).toHaveLength(2);
    const rank = await t.post<{ list: unknown[] }>('/webapi/football/getMatchRank', { matchid: m.id });
    expect(rank.data.list.length).toBeGreaterThan(8);
    const hoops = day.list.find((x) => x.sport_id === 2 && x.status >= 2)!;
    const top = await t.post<{ points: unknown[][] }>('/webapi/basketball/getMatchTop3Data', {
      matchid: hoops.id,
    });
    expect(top.data.points[0]).toHaveLength(3);
    const box = await t.post<{ home: Array<{ points: number }> }>('/webapi/basketball/getMatchCombineData', {
      matchid: hoops.id,
    });
    expect(box.data.home.reduce((s, p) => s + p.points, 0)).toBe(hoops.home_score);
    const incidents = await t.post<{ list: unknown[] }>('/webapi/football/getIncidentsData', {
      matchid: m.id,
    });
    expect(Array.isArray(incidents.data.list)).toBe(true);
  });

  it('votes once per user and counts the votes', async () => {
    const m = day.list.find((x) => x.sport_id === 1)!;
    const { token } = await createTestUser(t, 'fan2');
    await t.post('/api/race/vote_race_team', { token, matchid: m.id, side: 1 });
    const res = await t.post('/api/race/vote_race_team', { token, matchid: m.id, side: 3 });
    expect(res.data).toEqual({ home: 0, draw: 0, away: 1, mine: 3 });
  });

  it('serves counts, tags, events of a date, recommendations, search and changes', async () => {
    const counts = await t.post<{ all: { inplay: number; today: number } }>('/api/race/getRecentMatchCount', {
      tz: 0,
    });
    expect(counts.data.all.inplay).toBe(
      day.list.filter((m) => m.status > 1 && m.status < (m.sport_id === 2 ? 10 : 8)).length,
    );
    const tabs = await t.post<{ list: Array<{ key: string; count: number }> }>('/api/race/getRaceSubTab', {
      date: '2026-11-21',
      tz: 0,
    });
    expect(tabs.data.list.find((x) => x.key === 'all')!.count).toBe(day.total);
    const tags = await t.get<{ list: unknown[] }>('/api/race/getRaceTag');
    expect(tags.data.list.length).toBeGreaterThan(3);
    const events = await t.post<{ list: Array<{ count: number }> }>('/api/race/getEventByDate', {
      date: '2026-11-21',
      tz: 0,
    });
    expect(events.data.list.reduce((s, e) => s + e.count, 0)).toBe(day.total);
    const rec = await t.post<{ list: MatchView[] }>('/api/race/getRecMath', {});
    expect(rec.data.list.length).toBeGreaterThan(0);
    const search = await t.post<{ list: MatchView[] }>('/api/race/getRaceSearch', { keyword: 'lakers' });
    expect(search.data.list.length).toBeGreaterThan(0);
    const changes = await t.post<{ list: MatchView[] }>('/api/race/getLiveChanges', {
      since: SPORTS_NOW / 1000 - 120,
    });
    expect(changes.data.list.length).toBeGreaterThan(0);
    const anchors = await t.post<{ list: unknown[] }>('/api/football/getMatchAnchors', {
      matchid: day.list.find((x) => x.sport_id === 1)!.id,
    });
    expect(anchors.data.list).toEqual([]);
  });

  it('serves generated crests and flags as SVG', async () => {
    const m = day.list[0]!;
    const crest = await t.app.inject({ method: 'GET', url: m.hometeam.logo });
    expect(crest.headers['content-type']).toContain('image/svg+xml');
    expect(crest.body).toContain('<svg');
    const flag = await t.app.inject({ method: 'GET', url: '/api/sports/flag/gb-eng.svg' });
    expect(flag.body).toContain('<svg');
    const missing = await t.app.inject({ method: 'GET', url: '/api/sports/crest/team/1.svg' });
    expect(missing.json().status).toBe(1);
  });
});
