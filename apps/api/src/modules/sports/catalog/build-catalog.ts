import {
  basketballClubs,
  generateBasketballSeasons,
  generateLeagueSeason,
  nextSeasonName,
} from './fixture-generator';
import { generateFriendlies } from './friendlies';
import { IdRegistry } from './id-registry';
import { addDays, dateAt } from './local-time';
import { importOpenfootball } from './openfootball';
import type { CatalogIds } from './openfootball';
import type { Catalog, MatchRecord, Season } from './types';

/** How far ahead of `now` generated seasons must reach, so the coming days always have fixtures. */
const LOOKAHEAD_DAYS = 60;

/**
 * The clubs that played most of a season (at least 60% of the busiest club's matches): data files sometimes
 * carry a stray fixture of another season or a play-off guest, and those must not join a generated season.
 */
function regularClubs(matches: MatchRecord[]): number[] {
  const played = new Map<number, number>();
  for (const m of matches) {
    played.set(m.home_id, (played.get(m.home_id) ?? 0) + 1);
    played.set(m.away_id, (played.get(m.away_id) ?? 0) + 1);
  }
  const most = Math.max(0, ...played.values());
  return [...played].filter(([, n]) => n >= most * 0.6).map(([id]) => id);
}

/**
 * The whole catalog: the openfootball import, then for every domestic league the seasons after its last real
 * one (generated between the clubs of that last season) up to the one running `LOOKAHEAD_DAYS` after `now`,
 * then NBA and CBA with generated schedules. Pure and deterministic for a given data folder, now and seed.
 */
export function buildCatalog(dataDir: string, now: number, seed: number): Catalog {
  const ids: CatalogIds = {
    teams: new IdRegistry(100_000, 900_000),
    matches: new IdRegistry(10_000_000, 2_000_000_000),
    seasons: new IdRegistry(1_000, 99_000),
  };
  const imported = importOpenfootball(dataDir, ids);
  const seasons: Season[] = [...imported.seasons];
  const matches: MatchRecord[] = [...imported.matches];
  const until = addDays(dateAt(now), LOOKAHEAD_DAYS);

  for (const comp of imported.competitions.values()) {
    if (comp.kind !== 'league') continue;
    const own = imported.seasons
      .filter((s) => s.competition_id === comp.id)
      .sort((a, b) => a.name.localeCompare(b.name));
    const last = own[own.length - 1];
    if (!last) continue;
    const clubs = regularClubs(imported.matches.filter((m) => m.season_id === last.id));
    for (let name = nextSeasonName(last.name); ; name = nextSeasonName(name)) {
      const generated = generateLeagueSeason(comp, name, clubs, ids, seed);
      if (generated.season.start_date > until) break;
      seasons.push(generated.season);
      matches.push(...generated.matches);
    }
  }

  // Friendlies from a week back (so recent days have them too) to the end of the look-ahead.
  const clubsByLeague = new Map<number, number[]>();
  const leagues = [...imported.competitions.values()].filter((c) => c.kind === 'league');
  for (const league of leagues) {
    const own = seasons
      .filter((s) => s.competition_id === league.id)
      .sort((a, b) => a.name.localeCompare(b.name));
    const last = own[own.length - 1];
    if (last) clubsByLeague.set(league.id, regularClubs(matches.filter((m) => m.season_id === last.id)));
  }
  const friendlies = generateFriendlies(
    leagues,
    clubsByLeague,
    matches,
    addDays(dateAt(now), -7),
    until,
    ids,
    seed,
  );
  seasons.push(...friendlies.seasons);
  matches.push(...friendlies.matches);

  const basketball = basketballClubs(ids);
  const hoops = generateBasketballSeasons(ids, basketball.teams, until, seed);
  return {
    competitions: [
      ...imported.competitions.values(),
      ...basketball.competitions,
      friendlies.competition,
    ].sort((a, b) => a.id - b.id),
    seasons: [...seasons, ...hoops.seasons],
    teams: [...imported.teams.values(), ...basketball.teams],
    matches: [...matches, ...hoops.matches].sort((a, b) => a.time - b.time || a.id - b.id),
  };
}
