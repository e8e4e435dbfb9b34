import { Rng } from '../rng';
import { competitionFor } from './competitions';
import type { CatalogIds } from './openfootball';
import { addDays, dateAt } from './local-time';
import type { Competition, MatchRecord, Season } from './types';

/** Minutes between two friendlies: shorter than a match, so one is always under way. */
const SLOT_MINUTES = 90;

/**
 * Club friendlies round the clock: every 90 minutes two clubs of one league meet, the league chosen among
 * those where it is between 11:00 and 21:59 locally (Americas at night UTC, Asia and Oceania in the morning,
 * Europe in the afternoon), neither club having another match that day. They keep the score list alive at
 * any hour; they belong to their own cup, so no league table counts them.
 */
export function generateFriendlies(
  leagues: Competition[],
  clubsByLeague: Map<number, number[]>,
  existing: MatchRecord[],
  from: string,
  until: string,
  ids: CatalogIds,
  seed: number,
): { competition: Competition; seasons: Season[]; matches: MatchRecord[] } {
  const competition = competitionFor('friendly')!;
  // A club is busy the day of any of its matches and the days either side (no friendly the eve of a match).
  const busy = new Set<string>();
  const mark = (team: number, date: string): void => {
    for (const d of [addDays(date, -1), date, addDays(date, 1)]) busy.add(`${team}/${d}`);
  };
  for (const m of existing) {
    if (m.time < Date.parse(`${from}T00:00:00Z`) / 1000 - 2 * 86400) continue;
    mark(m.home_id, dateAt(m.time * 1000));
    mark(m.away_id, dateAt(m.time * 1000));
  }
  const seasons = new Map<string, Season>();
  const matches: MatchRecord[] = [];
  const pool = leagues.filter((l) => (clubsByLeague.get(l.id)?.length ?? 0) >= 4);
  for (let date = from; date <= until; date = addDays(date, 1)) {
    const year = date.slice(0, 4);
    const season = seasons.get(year) ?? {
      id: ids.seasons.idFor(`friendly/${year}`),
      competition_id: competition.id,
      name: year,
      source: 'generated' as const,
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
    };
    seasons.set(year, season);
    const rng = new Rng(`${seed}/friendly/${date}`);
    const dayStart = Date.parse(`${date}T00:00:00Z`) / 1000;
    for (let slot = 0; slot * SLOT_MINUTES < 24 * 60; slot++) {
      const time = dayStart + slot * SLOT_MINUTES * 60;
      const local = (l: Competition): number => (((time / 60 + l.tz_offset) % 1440) + 1440) % 1440;
      const daytime = pool.filter((l) => local(l) >= 11 * 60 && local(l) < 22 * 60);
      // Prefer a league where it is daytime; on a busy weekend fall back to any league with two free clubs.
      let free: number[] = [];
      for (const league of [...rng.shuffle(daytime), ...rng.shuffle(pool)]) {
        free = rng.shuffle(clubsByLeague.get(league.id)!).filter((id) => !busy.has(`${id}/${date}`));
        if (free.length >= 2) break;
      }
      if (free.length < 2) continue;
      const [home_id, away_id] = [free[0]!, free[1]!];
      mark(home_id, date);
      mark(away_id, date);
      matches.push({
        id: ids.matches.idFor(`friendly/${date}/${slot}`),
        sport_id: 1,
        competition_id: competition.id,
        season_id: season.id,
        round: 'Friendly',
        time,
        home_id,
        away_id,
        source: 'generated',
        ft: null,
        ht: null,
        et: null,
        pen: null,
        note: '',
      });
    }
  }
  return { competition, seasons: [...seasons.values()], matches };
}
