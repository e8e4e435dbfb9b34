import { computeStandings } from './catalog/standings';
import type { Result, StandingRow } from './catalog/standings';
import type { MatchRecord } from './catalog/types';
import type { SportsData } from './runtime';

/** Results of a season's matches finished by the engine's now (real results for real matches). */
export function seasonResults(
  data: SportsData,
  seasonId: number,
  at?: number,
): Array<Result & { id: number }> {
  const now = at ?? data.engine.clock.nowSeconds();
  const out: Array<Result & { id: number }> = [];
  for (const m of data.index.seasonMatches(seasonId)) {
    if (m.time > now) break;
    const r = data.engine.result(m, now);
    if (r)
      out.push({ id: m.id, time: m.time, home_id: m.home_id, away_id: m.away_id, home: r[0], away: r[1] });
  }
  return out;
}

const cache = new WeakMap<SportsData, Map<string, { minute: number; rows: StandingRow[] }>>();

/**
 * A season's table from its finished matches, home-only or away-only when asked. Cached per engine minute:
 * a table only changes when a match ends.
 */
export function seasonStandings(
  data: SportsData,
  seasonId: number,
  type: 'total' | 'home' | 'away' = 'total',
): StandingRow[] {
  const minute = Math.floor(data.engine.clock.nowSeconds() / 60);
  const key = `${seasonId}:${type}`;
  let byKey = cache.get(data);
  if (!byKey) cache.set(data, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.minute === minute) return hit.rows;
  const season = data.index.seasons.get(seasonId);
  const comp = season ? data.index.competitions.get(season.competition_id) : undefined;
  let results: Result[] = seasonResults(data, seasonId);
  if (type !== 'total') {
    // Home (away) table: each match counts only for the home (away) club.
    results = results.flatMap((r) => {
      const mirror = { ...r, home_id: -1, away_id: -1 };
      return type === 'home' ? [{ ...mirror, home_id: r.home_id }] : [{ ...mirror, away_id: r.away_id }];
    });
  }
  const rows = computeStandings(results, data.index.seasonTeams(seasonId), comp?.sport_id ?? 1).filter(
    (r) => r.team_id > 0,
  );
  rows.forEach((r, i) => (r.rank = i + 1));
  byKey.set(key, { minute, rows });
  return rows;
}

/** A club's finished matches (newest first) and upcoming ones (soonest first) around the engine's now. */
export function teamForm(
  data: SportsData,
  teamId: number,
  limit: number,
): { recent: MatchRecord[]; upcoming: MatchRecord[] } {
  const now = data.engine.clock.nowSeconds();
  const all = data.index.teamMatches(teamId);
  const recent: MatchRecord[] = [];
  const upcoming: MatchRecord[] = [];
  for (let i = all.length - 1; i >= 0 && recent.length < limit; i--) {
    const m = all[i]!;
    if (m.time < now && data.engine.result(m, now)) recent.push(m);
  }
  for (const m of all) {
    if (upcoming.length >= limit) break;
    if (m.time > now) upcoming.push(m);
  }
  return { recent, upcoming };
}
