// A Club World Cup 2025 club's players who were named in the FIFA World Cup 2026 squads. The Club World Cup
// data has no squads, so this is what we can show honestly: openfootball's 2026 squads list every player's
// club, and we pick the players of this club. The two sources spell clubs differently ("Real Madrid" and
// "Real Madrid C. F.", "Flamengo RJ" and "CR Flamengo"), so clubs match on the country code plus the name's
// significant words, with a short alias table for the names that share no words.
import { flagCodeOfEmoji } from '@tifo/sports';

/** A position group as the squads file writes it. */
export type Position = 'GK' | 'DF' | 'MF' | 'FW';
/** Position groups from the goal outwards. */
export const POSITIONS: readonly Position[] = ['GK', 'DF', 'MF', 'FW'];

/** A player as worldcup.squads.json stores it. */
export interface RawSquadPlayer {
  number: number;
  pos: Position;
  name: string;
  club: { name: string; country: string };
  date_of_birth: string;
}

/** A national team's squad as worldcup.squads.json stores it. */
export interface RawSquad {
  name: string;
  fifa_code: string;
  players: RawSquadPlayer[];
}

/** A national team as worldcup.teams.json stores it (only the fields used here). */
export interface RawNation {
  name: string;
  fifa_code: string;
  flag_icon: string;
}

/** A club player called up by a national team. */
export interface ClubPlayer {
  name: string;
  /** Shirt number in the national team. */
  number: number;
  position: Position;
  /** flagCode is the flag-icons code ('fr', 'gb-eng') of the team's flag. */
  nation: { name: string; fifaCode: string; flagCode: string };
  dateOfBirth: string;
  /** Age on AGE_REFERENCE_DATE. */
  age: number;
}

/** The day ages are counted at: the 2026 World Cup's opening match, so ages read as "at the tournament". */
export const AGE_REFERENCE_DATE = '2026-06-11';

/** Whole years between an ISO birth date and an ISO day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

// Legal-form and regional tags that one source writes and the other leaves out ("CA", "SE", "CR", "FC", the
// Brazilian state "RJ"); they never tell two clubs of one country apart in this data.
const NOISE = new Set(['fc', 'cf', 'sc', 'ac', 'afc', 'club', 'ca', 'cr', 'se', 'rj', 'de']);

/** A club name's significant words: accents, punctuation, one-letter initials and NOISE dropped, sorted. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !NOISE.has(w))
    .sort();
}

// Club World Cup id -> the squads file's spelling, for the names that share no significant words.
const ALIASES: Readonly<Record<string, string>> = {
  inter: 'FC Internazionale Milano',
  'los-angeles-fc': 'LAFC',
  'rb-salzburg': 'FC Red Bull Salzburg',
  'esperance-de-tunis': 'Espérance De Tunisie',
};

/**
 * Whether a squads-file club is this Club World Cup club. The words must be equal, not merely overlap:
 * "Auckland City FC" is not "Auckland FC" and "Paris Saint-Germain" is not "Paris FC".
 */
export function isSameClub(
  team: { id: string; name: string; country: string },
  club: { name: string; country: string },
): boolean {
  if (club.country !== team.country) return false;
  if (ALIASES[team.id] === club.name) return true;
  return nameTokens(club.name).join(' ') === nameTokens(team.name).join(' ');
}

/** The club's World Cup 2026 players, by position group, then national team, then shirt number. */
export function clubPlayers(
  team: { id: string; name: string; country: string },
  squads: readonly RawSquad[],
  nations: readonly RawNation[],
): ClubPlayer[] {
  const flags = new Map(nations.map((n) => [n.fifa_code, flagCodeOfEmoji(n.flag_icon)]));
  const players: ClubPlayer[] = [];
  for (const squad of squads) {
    for (const p of squad.players) {
      if (!isSameClub(team, p.club)) continue;
      players.push({
        name: p.name,
        number: p.number,
        position: p.pos,
        nation: { name: squad.name, fifaCode: squad.fifa_code, flagCode: flags.get(squad.fifa_code) ?? '' },
        dateOfBirth: p.date_of_birth,
        age: ageOn(p.date_of_birth, AGE_REFERENCE_DATE),
      });
    }
  }
  return players.sort(
    (a, b) =>
      POSITIONS.indexOf(a.position) - POSITIONS.indexOf(b.position) ||
      a.nation.name.localeCompare(b.nation.name) ||
      a.number - b.number,
  );
}

/** Players split into position groups (every group present, possibly empty). */
export function byPosition(players: readonly ClubPlayer[]): Record<Position, ClubPlayer[]> {
  const groups: Record<Position, ClubPlayer[]> = { GK: [], DF: [], MF: [], FW: [] };
  for (const p of players) groups[p.position].push(p);
  return groups;
}

const NAME_SUFFIX = /^(j[uú]nior|jr\.?|filho|neto|sobrinho)$/i;

/** The short name printed on the pitch: the surname, keeping "Júnior"-style suffixes with the word before. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return words[0]!;
  const last = words[words.length - 1]!;
  return NAME_SUFFIX.test(last) ? words.slice(-2).join(' ') : last;
}
