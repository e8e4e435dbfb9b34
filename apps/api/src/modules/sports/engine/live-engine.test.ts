import { describe, expect, it } from 'vitest';
import { SportsIndex } from '../catalog/sports-index';
import type { Catalog, MatchRecord } from '../catalog/types';
import { EngineClock } from './engine-clock';
import { LiveEngine } from './live-engine';
import type { MatchChange } from './live-engine';

const START = 1_800_000_000;

function catalog(): Catalog {
  const match = (
    id: number,
    sport: 1 | 2,
    home: number,
    away: number,
    extra: Partial<MatchRecord> = {},
  ): MatchRecord => ({
    id,
    sport_id: sport,
    competition_id: sport,
    season_id: sport,
    round: '',
    time: START,
    home_id: home,
    away_id: away,
    source: 'generated',
    ft: null,
    ht: null,
    et: null,
    pen: null,
    note: '',
    ...extra,
  });
  const team = (id: number, sport: 1 | 2) => ({
    id,
    sport_id: sport,
    competition_id: sport,
    name_en: `T${id}`,
    name_zh: `T${id}`,
    short_name_en: `T${id}`,
    short_name_zh: `T${id}`,
    country_code: '',
  });
  return {
    competitions: [1, 2].map((id) => ({
      id,
      code: `c${id}`,
      sport_id: id as 1 | 2,
      kind: 'league' as const,
      name_en: '',
      name_zh: '',
      short_name_en: '',
      short_name_zh: '',
      country_code: '',
      country_en: '',
      country_zh: '',
      tz_offset: 0,
    })),
    seasons: [1, 2].map((id) => ({
      id,
      competition_id: id,
      name: '2026',
      source: 'generated' as const,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })),
    teams: [team(11, 1), team(12, 1), team(21, 2), team(22, 2)],
    matches: [match(1, 1, 11, 12, { source: 'real', ft: [3, 1], ht: [1, 0] }), match(2, 2, 21, 22)],
  };
}

describe('live engine', () => {
  it('emits a change for every status, score or event change between ticks, and agrees with the state', () => {
    let real = START * 1000 - 60_000;
    const engine = new LiveEngine(new SportsIndex(catalog()), new EngineClock(1, undefined, () => real), 9);
    const changes: MatchChange[] = [];
    engine.on('change', (c) => changes.push(c));
    engine.tick();
    // Walk through both matches a minute at a time.
    for (let minute = 0; minute < 150; minute++) {
      real += 60_000;
      engine.tick();
    }
    const football = changes.filter((c) => c.match_id === 1);
    expect(football.filter((c) => c.reasons.includes('status')).map((c) => c.status)).toEqual([2, 3, 4, 8]);
    expect(football.at(-1)).toMatchObject({ status: 8, home_score: 3, away_score: 1 });
    const goals = football
      .flatMap((c) => c.events)
      .filter((e) => ['goal', 'penalty', 'own_goal'].includes(e.type));
    expect(goals).toHaveLength(4);
    const hoops = changes.filter((c) => c.match_id === 2);
    const last = hoops.at(-1)!;
    expect(last.status).toBe(10);
    const points = hoops
      .flatMap((c) => c.events)
      .reduce((n, e) => n + (e.side === 1 ? (e.points ?? 0) : 0), 0);
    expect(points).toBe(last.home_score);
    expect(engine.result(engine.index.matches.get(2)!)).toEqual([last.home_score, last.away_score]);
  });

  it('runs faster with a speed and from a start time', () => {
    let real = 0;
    const engine = new LiveEngine(
      new SportsIndex(catalog()),
      new EngineClock(60, START * 1000, () => real),
      9,
    );
    const m = engine.index.matches.get(1)!;
    expect(engine.state(m).status).toBe(2);
    real += 2 * 60_000; // two real minutes are two engine hours
    expect(engine.state(m).status).toBe(8);
  });
});
