import { Rng } from '../rng';
import { CBA_TEAMS, NBA_TEAMS } from './basketball-teams';
import type { BasketballTeamName } from './basketball-teams';
import { competitionFor } from './competitions';
import type { CatalogIds } from './openfootball';
import { addDays, dateAt, localToUnix, weekday } from './local-time';
import { doubleRoundRobin } from './round-robin';
import type { Competition, MatchRecord, Season, Team } from './types';

/** Which weekday a league match of a round falls on (0 = the round's Friday) and how likely. */
const DAY_WEIGHTS: Array<[offset: number, weight: number]> = [
  [0, 0.1],
  [1, 0.38],
  [2, 0.3],
  [3, 0.07],
  [4, 0.05],
  [5, 0.05],
  [6, 0.05],
];
const SEASON_DAYS = 266;
const WEEKEND_SLOTS = ['12:30', '14:00', '15:00', '16:30', '17:30', '19:00', '20:00'];
const WEEKDAY_SLOTS = ['18:30', '19:00', '19:45', '20:30'];

function pickDay(rng: Rng): number {
  let x = rng.next();
  for (const [offset, weight] of DAY_WEIGHTS) {
    if ((x -= weight) < 0) return offset;
  }
  return 1;
}

/** The first Friday on or after a date. */
function fridayFrom(date: string): string {
  const shift = (5 - weekday(date) + 7) % 7;
  return addDays(date, shift);
}

/** The season that follows a season name: "2025/26" -> "2026/27", "2025" -> "2026". */
export function nextSeasonName(name: string): string {
  const m = /^(\d{4})\/(\d{2})$/.exec(name);
  if (m) {
    const y = Number(m[1]) + 1;
    return `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
  }
  return String(Number(name) + 1);
}

/**
 * A generated league season between the given clubs: a double round robin, one round a week from the first
 * Friday of August (cross-year seasons) or of late February (calendar-year seasons), spread over the week.
 */
export function generateLeagueSeason(
  comp: Competition,
  seasonName: string,
  teamIds: number[],
  ids: CatalogIds,
  seed: number,
): { season: Season; matches: MatchRecord[] } {
  const rng = new Rng(`${seed}/${comp.code}/${seasonName}`);
  const year = Number(seasonName.slice(0, 4));
  const first = fridayFrom(seasonName.includes('/') ? `${year}-08-07` : `${year}-02-20`);
  const order = rng.shuffle([...teamIds].sort((a, b) => a - b));
  // Big leagues (Argentina, MLS) play each other once, as their conference formats roughly do.
  const all = doubleRoundRobin(order.length);
  const rounds = order.length > 24 ? all.slice(0, all.length / 2) : all;
  // A season lasts about 38 weeks; leagues with more rounds add midweek rounds (English Championship: 46).
  const interval = Math.min(7, SEASON_DAYS / rounds.length);
  const seasonId = ids.seasons.idFor(`${comp.code}/${seasonName}`);
  const matches: MatchRecord[] = [];
  rounds.forEach((round, r) => {
    const friday = addDays(first, Math.floor(interval * r));
    for (const [h, a] of round) {
      const offset = interval >= 7 ? pickDay(rng) : rng.int(0, Math.floor(interval) - 1);
      const date = addDays(friday, offset);
      const slots = offset <= 2 ? WEEKEND_SLOTS : WEEKDAY_SLOTS;
      const home_id = order[h]!;
      const away_id = order[a]!;
      matches.push({
        id: ids.matches.idFor(`${comp.code}/${seasonName}/g${r + 1}/${home_id}/${away_id}`),
        sport_id: 1,
        competition_id: comp.id,
        season_id: seasonId,
        round: `Matchday ${r + 1}`,
        time: localToUnix(date, rng.pick(slots), comp.tz_offset),
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
  });
  const dates = matches.map((m) => dateAt(m.time * 1000)).sort();
  const season: Season = {
    id: seasonId,
    competition_id: comp.id,
    name: seasonName,
    source: 'generated',
    start_date: dates[0] ?? first,
    end_date: dates[dates.length - 1] ?? first,
  };
  return { season, matches };
}

/** The basketball leagues: code, club list, season window (month-day), games per day range, local tip-offs. */
const BASKETBALL: Array<{
  code: string;
  teams: BasketballTeamName[];
  start: string;
  end: string;
  games: [number, number];
  slots: string[];
}> = [
  {
    code: 'nba',
    teams: NBA_TEAMS,
    start: '10-21',
    end: '04-12',
    games: [4, 12],
    slots: ['19:00', '19:30', '20:00', '22:00'],
  },
  { code: 'cba', teams: CBA_TEAMS, start: '10-12', end: '04-05', games: [3, 8], slots: ['19:35', '20:00'] },
];

/** The basketball competitions with their clubs (ids shared with the football import's registry). */
export function basketballClubs(ids: CatalogIds): { competitions: Competition[]; teams: Team[] } {
  const competitions: Competition[] = [];
  const teams: Team[] = [];
  for (const league of BASKETBALL) {
    const comp = competitionFor(league.code)!;
    competitions.push(comp);
    for (const [name_en, short_name_en, name_zh, short_name_zh] of league.teams) {
      teams.push({
        id: ids.teams.idFor(`2/${name_en}`),
        sport_id: 2,
        competition_id: comp.id,
        name_en,
        short_name_en,
        name_zh,
        short_name_zh,
        country_code: name_en === 'Toronto Raptors' ? 'ca' : comp.country_code,
      });
    }
  }
  return { competitions, teams };
}

/**
 * Generated basketball seasons whose start is on or before `until` (from the 2025/26 season on): each day a
 * seeded number of games between clubs that do not already play that day.
 */
export function generateBasketballSeasons(
  ids: CatalogIds,
  teams: Team[],
  until: string,
  seed: number,
): { seasons: Season[]; matches: MatchRecord[] } {
  const seasons: Season[] = [];
  const matches: MatchRecord[] = [];
  for (const league of BASKETBALL) {
    const comp = competitionFor(league.code)!;
    const clubIds = teams.filter((t) => t.competition_id === comp.id).map((t) => t.id);
    for (let year = 2025; `${year}-${league.start}` <= until; year++) {
      const name = `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
      const seasonId = ids.seasons.idFor(`${league.code}/${name}`);
      const start = `${year}-${league.start}`;
      const end = `${year + 1}-${league.end}`;
      seasons.push({
        id: seasonId,
        competition_id: comp.id,
        name,
        source: 'generated',
        start_date: start,
        end_date: end,
      });
      for (let date = start; date <= end; date = addDays(date, 1)) {
        const rng = new Rng(`${seed}/${league.code}/${date}`);
        const count = Math.min(rng.int(league.games[0], league.games[1]), Math.floor(clubIds.length / 2));
        const drawn = rng.shuffle(clubIds);
        for (let g = 0; g < count; g++) {
          const home_id = drawn[2 * g]!;
          const away_id = drawn[2 * g + 1]!;
          matches.push({
            id: ids.matches.idFor(`${league.code}/${date}/${home_id}/${away_id}`),
            sport_id: 2,
            competition_id: comp.id,
            season_id: seasonId,
            round: 'Regular Season',
            time: localToUnix(date, rng.pick(league.slots), comp.tz_offset),
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
    }
  }
  return { seasons, matches };
}
