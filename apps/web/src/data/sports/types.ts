// Wire types of the sports API as the screens use them. The API owns the shapes (apps/api README); these
// mirror them, and fields a screen can live without are optional.
import type { MatchTiming } from '@tifo/sports';

/** A team as embedded in a match. */
export interface TeamRef {
  id: number;
  name_zh: string;
  short_name_zh?: string;
  name_en: string;
  short_name_en?: string;
  logo?: string;
  country_logo?: string;
}

/** A competition as embedded in a match. */
export interface EventRef {
  id: number;
  name_zh: string;
  short_name_zh?: string;
  name_en?: string;
  short_name_en?: string;
  logo?: string;
}

/** One match of a list (spec section 3 "Match"). */
export interface Match extends MatchTiming {
  id: number;
  match_id?: number;
  sport_id: 1 | 2;
  competition_id?: number;
  season_id?: number;
  /** Football minute computed by the engine at response time. */
  minute?: number;
  /** Basketball: points per period; football: [first half, second half]. */
  period_scores?: Array<[number, number]>;
  home_score: number;
  away_score: number;
  home_half_score?: number | null;
  away_half_score?: number | null;
  home_red?: number;
  away_red?: number;
  home_yellow?: number;
  away_yellow?: number;
  home_corner?: number;
  away_corner?: number;
  /** Has a live stream / room. */
  live?: number;
  /** Followed by the current user (1). */
  attented?: number;
  round?: string;
  hometeam: TeamRef;
  awayteam: TeamRef;
  matchevent: EventRef;
}

/** A day's list (getDateMatch). */
export interface DateMatches {
  date: string;
  /** Engine time, unix seconds. */
  server_time: number;
  total: number;
  list: Match[];
}

/** One statistic of getMatchData. */
export interface StatItem {
  key: string;
  name_zh: string;
  name_en: string;
  home: number;
  away: number;
}

/** A key moment (getMatchData incidents). */
export interface Incident {
  id: number;
  type: string;
  side: 1 | 2;
  minute: number;
  added: number;
  time_text: string;
  player_name_zh: string;
  player_name_en: string;
  player2_name_zh: string;
  player2_name_en: string;
  home_score: number;
  away_score: number;
}

/** getMatchData. */
export interface MatchData {
  match: Match;
  stats: StatItem[];
  incidents: Incident[];
}

/** A player of a line-up. */
export interface LineupPlayer {
  id: number;
  number: number;
  name_en: string;
  name_zh: string;
  position: string;
  x?: number;
  y?: number;
}

/** One side's line-up. */
export interface Lineup {
  formation: string;
  starters: LineupPlayer[];
  bench: LineupPlayer[];
}

/** getLineupData. */
export interface LineupData {
  announced: boolean;
  home: Lineup | null;
  away: Lineup | null;
}

/** Prices of a bookmaker at one moment. */
export interface OddsQuote {
  eu: { home: number; draw: number; away: number };
  asia: { line: number; home: number; away: number };
  bs: { line: number; over: number; under: number };
}

/** One sampled price. */
export interface OddsPoint {
  time: number;
  minute: number;
  status: number;
  score: string;
  quote: OddsQuote;
}

/** One bookmaker's prices (matchOdd). */
export interface BookmakerOdds {
  id: number;
  name_zh: string;
  name_en: string;
  opening: OddsPoint;
  current: OddsPoint;
  history: OddsPoint[];
}

/** A league table row. */
export interface StandingRow {
  rank: number;
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_diff: number;
  points: number;
  win_rate: number;
  form: string;
  team?: { id: number; name_zh: string; name_en: string; logo?: string } | null;
}

/** Wins, draws, losses and goals of a run of matches. */
export interface FormSummary {
  win: number;
  draw: number;
  lose: number;
  goals_for: number;
  goals_against: number;
}

/** One side of the analysis. */
export interface AnalysisSide {
  team_id: number;
  recent: Match[];
  recent_summary: FormSummary;
  upcoming: Match[];
}

/** getAnalysisData. */
export interface AnalysisData {
  h2h: { list: Match[]; summary: FormSummary };
  home: AnalysisSide;
  away: AnalysisSide;
  standings: StandingRow[];
}

/** getMatchRank. */
export interface MatchRank {
  season_id: number;
  season_name: string;
  home_id: number;
  away_id: number;
  list: StandingRow[];
}
