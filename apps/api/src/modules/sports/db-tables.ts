import type { Generated } from 'kysely';

/** A competition row (ids are fixed by the catalog, see catalog/competitions.ts). */
export interface SportsCompetitionsTable {
  id: number;
  code: string;
  sport_id: number;
  kind: string;
  name_en: string;
  name_zh: string;
  short_name_en: string;
  short_name_zh: string;
  country_code: string;
  country_en: string;
  country_zh: string;
  tz_offset: number;
}

/** A season row. */
export interface SportsSeasonsTable {
  id: number;
  competition_id: number;
  name: string;
  source: string;
  start_date: string;
  end_date: string;
}

/** A club row. */
export interface SportsTeamsTable {
  id: number;
  sport_id: number;
  competition_id: number;
  name_en: string;
  name_zh: string;
  short_name_en: string;
  short_name_zh: string;
  country_code: string;
}

/** A match row: schedule and, for real matches, the known result; `time` is unix seconds. */
export interface SportsMatchesTable {
  id: number;
  sport_id: number;
  competition_id: number;
  season_id: number;
  round: string;
  time: number;
  home_id: number;
  away_id: number;
  source: string;
  ft_home: number | null;
  ft_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  et_home: number | null;
  et_away: number | null;
  pen_home: number | null;
  pen_away: number | null;
  note: Generated<string>;
}

/** A user following a match (attentMatch). */
export interface SportsFollowsTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  created_at: number;
}

/** A user's pick in a match vote (vote_race_team): 1 home, 2 draw, 3 away. */
export interface SportsVotesTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  side: number;
  created_at: number;
}

/** The sports tables, merged into the app's Database type. */
export interface SportsTables {
  sports_competitions: SportsCompetitionsTable;
  sports_seasons: SportsSeasonsTable;
  sports_teams: SportsTeamsTable;
  sports_matches: SportsMatchesTable;
  sports_follows: SportsFollowsTable;
  sports_votes: SportsVotesTable;
}
