import { describe, expect, it } from 'vitest';
import { OPENFOOTBALL_DIR } from '../seed';
import { buildCatalog } from './build-catalog';
import { doubleRoundRobin } from './round-robin';
import { computeStandings } from './standings';
import { teamCrestSvg } from './crest';

describe('round robin', () => {
  it('pairs every club with every other once at home and once away', () => {
    for (const n of [4, 7, 20]) {
      const rounds = doubleRoundRobin(n);
      const pairs = rounds.flat().map(([h, a]) => `${h}-${a}`);
      expect(new Set(pairs).size).toBe(n * (n - 1));
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
    }
  });
});

describe('standings', () => {
  it('ranks by points, goal difference, goals', () => {
    const rows = computeStandings(
      [
        { time: 1, home_id: 1, away_id: 2, home: 2, away: 0 },
        { time: 2, home_id: 2, away_id: 3, home: 1, away: 1 },
        { time: 3, home_id: 3, away_id: 1, home: 3, away: 1 },
      ],
      [1, 2, 3, 4],
      1,
    );
    expect(rows.map((r) => [r.team_id, r.points, r.goal_diff, r.form])).toEqual([
      [3, 4, 2, 'DW'],
      [1, 3, 0, 'WL'],
      [2, 1, -2, 'LD'],
      [4, 0, 0, ''],
    ]);
  });
});

describe('catalog', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const catalog = buildCatalog(OPENFOOTBALL_DIR, now, 1);

  it('imports real fixtures and generates the seasons up to the coming weeks', () => {
    const epl = catalog.competitions.find((c) => c.code === 'en.1')!;
    const seasons = catalog.seasons
      .filter((s) => s.competition_id === epl.id)
      .map((s) => `${s.name}:${s.source}`);
    expect(seasons).toEqual(['2024/25:real', '2025/26:real', '2026/27:generated']);
    expect(
      catalog.matches.filter(
        (m) =>
          m.season_id ===
          catalog.seasons.find((s) => s.competition_id === epl.id && s.name === '2026/27')!.id,
      ),
    ).toHaveLength(380);
    const nba = catalog.teams.filter(
      (t) => t.competition_id === catalog.competitions.find((c) => c.code === 'nba')!.id,
    );
    expect(nba).toHaveLength(30);
  });

  it('has unique ids that do not depend on the date it runs', () => {
    expect(new Set(catalog.matches.map((m) => m.id)).size).toBe(catalog.matches.length);
    const later = buildCatalog(OPENFOOTBALL_DIR, now + 30 * 86400000, 1);
    const ids = new Map(later.matches.map((m) => [m.id, m]));
    // Friendlies start a week before the day it runs, so the later catalog no longer has the first ones.
    const friendly = catalog.competitions.find((c) => c.code === 'friendly')!.id;
    const cutoff = (now + 23 * 86400000) / 1000;
    for (const m of catalog.matches) {
      if (m.competition_id === friendly && m.time < cutoff) continue;
      expect(ids.get(m.id)?.time).toBe(m.time);
    }
  });

  it('schedules clubs at most once a day per sport', () => {
    const seen = new Set<string>();
    const tz = new Map(catalog.competitions.map((c) => [c.id, c.tz_offset]));
    for (const m of catalog.matches.filter((x) => x.source === 'generated')) {
      for (const team of [m.home_id, m.away_id]) {
        // Local calendar days: a late kickoff in Mexico and an afternoon one the next day share a UTC date.
        const local = new Date((m.time + tz.get(m.competition_id)! * 60) * 1000).toISOString().slice(0, 10);
        const key = `${team}/${local}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('keeps a friendly under way at every hour', () => {
    const friendly = catalog.competitions.find((c) => c.code === 'friendly')!.id;
    const list = catalog.matches.filter((m) => m.competition_id === friendly);
    for (let t = now / 1000; t < now / 1000 + 2 * 86400; t += 600) {
      expect(list.some((m) => m.time <= t && t < m.time + 100 * 60)).toBe(true);
    }
  });

  it('draws crests without copying any badge', () => {
    expect(teamCrestSvg('1', 'Arsenal')).toMatch(/^<svg[^>]*>.*ARS<\/text><\/svg>$/);
  });
});
