/** The sports catalog as plain data: what the importer and generators produce and the database stores. */

/** A league or cup ("event" in the spec's API names). */
export interface Competition {
  id: number;
  code: string;
  sport_id: 1 | 2;
  kind: 'league' | 'cup';
  name_en: string;
  name_zh: string;
  short_name_en: string;
  short_name_zh: string;
  /** ISO 3166 code, or a flag-icons code such as gb-eng, eu; '' when none. */
  country_code: string;
  country_en: string;
  country_zh: string;
  /** Local time offset in minutes east of UTC, used to turn local kickoff times into instants. */
  tz_offset: number;
}

/** One season of a competition. */
export interface Season {
  id: number;
  competition_id: number;
  /** "2025/26" or "2025". */
  name: string;
  /** real: fixtures from openfootball; generated: a schedule made by the fixture generator. */
  source: 'real' | 'generated';
  start_date: string;
  end_date: string;
}

/** A club. */
export interface Team {
  id: number;
  sport_id: 1 | 2;
  /** The competition the team is listed under (its domestic league when it has one). */
  competition_id: number;
  name_en: string;
  name_zh: string;
  short_name_en: string;
  short_name_zh: string;
  country_code: string;
}

/** Known facts of a match; the live engine derives everything else from its seed. */
export interface MatchRecord {
  id: number;
  sport_id: 1 | 2;
  competition_id: number;
  season_id: number;
  round: string;
  /** Scheduled start, unix seconds. */
  time: number;
  home_id: number;
  away_id: number;
  source: 'real' | 'generated';
  /** Real results when known (openfootball), otherwise null and the engine plays the match. */
  ft: [number, number] | null;
  ht: [number, number] | null;
  et: [number, number] | null;
  pen: [number, number] | null;
  /** '' or postponed, cancelled, abandoned, awarded (openfootball status). */
  note: string;
}

/** The whole catalog. */
export interface Catalog {
  competitions: Competition[];
  seasons: Season[];
  teams: Team[];
  matches: MatchRecord[];
}
