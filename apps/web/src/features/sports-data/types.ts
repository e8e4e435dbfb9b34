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
  sport_id: 1 | 2;
  home_score: number;
  away_score: number;
  home_half_score?: number;
  away_half_score?: number;
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
