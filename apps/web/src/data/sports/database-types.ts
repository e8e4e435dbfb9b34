// Wire types of /api/SportDatabase/* (apps/api sports-database service).
import type { EventRef, Match, StandingRow, TeamRef } from './types';

/** A competition as the database lists it. */
export interface EventView extends EventRef {
  sport_id: number;
  country_logo?: string;
}

/** getHome. */
export interface DatabaseHome {
  fbList: EventView[];
  bbList: EventView[];
  hotList: EventView[];
}

/** getEventList: competitions grouped by country. */
export interface CountryGroup {
  country_code: string;
  country_zh: string;
  country_en: string;
  country_logo: string;
  list: EventView[];
}

/** A season. */
export interface SeasonView {
  id: number;
  name: string;
  source: string;
  start_date: string;
  end_date: string;
}

/** getEventInfo. */
/** getTeamInfo: a club and its league. */
export interface TeamInfo {
  team: TeamRef;
  competition_id: number;
  event: EventView | null;
}

export interface EventInfo {
  event: EventView & { kind: string; country_zh: string; country_en: string };
  seasons: SeasonView[];
  season: SeasonView;
  teams: TeamRef[];
  rounds: string[];
  current_round: string;
}

/** getEventView: season figures. */
export interface EventFigures {
  season: SeasonView;
  total: number;
  played: number;
  goals: number;
  avg_goals: number;
  home_wins: number;
  draws: number;
  away_wins: number;
  biggest_win: Match | null;
  best_attack: { team: TeamRef; value: number } | null;
  best_defense: { team: TeamRef; value: number } | null;
}

/** getEventIntegral. */
export interface EventTable {
  season: SeasonView;
  list: Array<StandingRow & { team: TeamRef }>;
}

/** getEventMatch. */
export interface EventMatches {
  season: SeasonView;
  rounds: string[];
  round: string;
  list: Match[];
}

/** Top list kinds. */
export type RankType = 'goals' | 'assists' | 'team_goals' | 'team_defense' | 'team_wins';

/** getEventRank row: a player (player_id, names) or a club. */
export interface RankRow {
  rank: number;
  player_id?: number;
  name_zh?: string;
  name_en?: string;
  team: TeamRef;
  value: number;
  played: number;
}

/** getEventRank. */
export interface EventRank {
  season: SeasonView;
  type: RankType;
  list: RankRow[];
}

/** getHotFootballRank row. */
export interface HotFootballRow {
  competition: EventView;
  team: TeamRef;
  rank: number;
  points: number;
  played: number;
}

/** getHotBasketballRank row. */
export interface HotBasketballRow {
  competition: EventView;
  team: TeamRef;
  rank: number;
  won: number;
  lost: number;
  win_rate: number;
}

/** getFifaRank row. */
export interface FifaRankRow {
  rank: number;
  previous_rank: number | null;
  points: number;
  previous_points: number | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  team: { name: string; code: string; confed: string; flag: string; flag_code: string };
}

/** getFifaRank: the ranking by the FIFA formula over the World Cup results we hold. */
export interface FifaRank {
  as_of: string | null;
  previous_as_of: string | null;
  start_points: number;
  sources: string[];
  matches: number;
  list: FifaRankRow[];
}
