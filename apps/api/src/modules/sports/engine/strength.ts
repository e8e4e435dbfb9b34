import { Rng } from '../rng';
import type { MatchRecord } from '../catalog/types';
import { competitionFor } from '../catalog/competitions';

/** Attack and defence factors of a club (1 = league average). */
export interface Strength {
  attack: number;
  defense: number;
}

/** League scoring averages and club factors, learned from real results. */
export interface StrengthTable {
  clubs: Map<number, Strength>;
  leagues: Map<number, { home: number; away: number }>;
}

/**
 * Club factors from real results: goals scored and conceded per match against the league average, shrunk
 * toward 1 so a club with few matches is not extreme. Basketball clubs get a seeded rating instead.
 */
export function learnStrengths(matches: MatchRecord[]): StrengthTable {
  const leagueSum = new Map<number, { home: number; away: number; n: number }>();
  const club = new Map<number, { scored: number; conceded: number; n: number; league: number }>();
  for (const m of matches) {
    if (!m.ft || m.sport_id !== 1) continue;
    const l = leagueSum.get(m.competition_id) ?? { home: 0, away: 0, n: 0 };
    l.home += m.ft[0];
    l.away += m.ft[1];
    l.n++;
    leagueSum.set(m.competition_id, l);
    for (const [id, s, c] of [
      [m.home_id, m.ft[0], m.ft[1]],
      [m.away_id, m.ft[1], m.ft[0]],
    ] as const) {
      const r = club.get(id) ?? { scored: 0, conceded: 0, n: 0, league: m.competition_id };
      r.scored += s;
      r.conceded += c;
      r.n++;
      club.set(id, r);
    }
  }
  const leagues = new Map<number, { home: number; away: number }>();
  for (const [id, l] of leagueSum) leagues.set(id, { home: l.home / l.n, away: l.away / l.n });
  const clubs = new Map<number, Strength>();
  for (const [id, r] of club) {
    const l = leagues.get(r.league) ?? { home: 1.5, away: 1.2 };
    const avg = (l.home + l.away) / 2;
    const weight = r.n / (r.n + 10);
    clubs.set(id, {
      attack: 1 + weight * (r.scored / r.n / avg - 1),
      defense: 1 + weight * (r.conceded / r.n / avg - 1),
    });
  }
  return { clubs, leagues };
}

/** Expected goals (football) or points (basketball) of each side in a match. */
export function expectedFor(table: StrengthTable, m: MatchRecord): [number, number] {
  if (m.sport_id === 2) {
    const rating = (id: number): number => new Rng(`rating/${id}`).normal(0, 4);
    const base = m.competition_id === competitionFor('nba')?.id ? 113 : 100;
    return [
      base + 1.5 + rating(m.home_id) - rating(m.away_id) / 2,
      base - 1.5 + rating(m.away_id) - rating(m.home_id) / 2,
    ];
  }
  const league = table.leagues.get(m.competition_id) ?? { home: 1.5, away: 1.2 };
  const h = table.clubs.get(m.home_id) ?? { attack: 1, defense: 1 };
  const a = table.clubs.get(m.away_id) ?? { attack: 1, defense: 1 };
  const clamp = (x: number): number => Math.min(3.5, Math.max(0.3, x));
  return [clamp(league.home * h.attack * a.defense), clamp(league.away * a.attack * h.defense)];
}
