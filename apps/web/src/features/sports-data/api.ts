// Typed endpoint functions of the sports API (spec section 7; shapes in apps/api matches and sports modules),
// all through the one request helper. Polling calls hide the loading toast: a spinner every few seconds
// would make the screens unusable. Responses with the engine time feed the server clock.
import { localOffsetMinutes } from '@tifo/sports';
import { request } from '../../api/client';
import { syncServerTime } from './server-clock';
import type {
  AnalysisData,
  BookmakerOdds,
  DateMatches,
  LineupData,
  Match,
  MatchData,
  MatchRank,
} from './types';

const quiet = { hideLoading: true } as const;
type SportName = 'football' | 'basketball';

/** The viewer's UTC offset: the API reads dates in it, so "a day" is the viewer's day. */
export function tz(): number {
  return localOffsetMinutes();
}

/** /api/race/getDateMatch: the matches of one day (sport 0 = both). */
export async function getDateMatch(date: string, sport: number): Promise<DateMatches> {
  const data = await request<DateMatches>(
    '/api/race/getDateMatch',
    { date, sport_id: sport, tz: tz() },
    quiet,
  );
  syncServerTime(data.server_time);
  return data;
}

/** /api/race/getAttentMatchlist: the matches the user follows (first 100). */
export async function getAttentMatchList(): Promise<Match[]> {
  const data = await request<{ list: Match[] }>('/api/race/getAttentMatchlist', { size: 100 }, quiet);
  return data.list;
}

/** /api/{football|basketball}/attentMatch: follow (type 1) or unfollow (type 0). */
export function attentMatch(sport: SportName, matchid: number, follow: boolean): Promise<unknown> {
  return request(`/api/${sport}/attentMatch`, { matchid, type: follow ? 1 : 0 }, quiet);
}

/** /api/race/getRaceSearch: matches by club or competition name. */
export async function getRaceSearch(keyword: string, sport: number): Promise<Match[]> {
  const data = await request<{ list: Match[] }>('/api/race/getRaceSearch', { keyword, sport }, quiet);
  return data.list;
}

/** /api/{sport}/getMatchInfo: one match. */
export async function getMatchInfo(sport: SportName, matchid: number): Promise<Match> {
  const data = await request<Match & { server_time?: number }>(
    `/api/${sport}/getMatchInfo`,
    { matchid },
    quiet,
  );
  syncServerTime(data.server_time);
  return data;
}

/** /api/{sport}/getMatchData: statistics and key events. */
export function getMatchData(sport: SportName, matchid: number): Promise<MatchData> {
  return request<MatchData>(`/api/${sport}/getMatchData`, { matchid }, quiet);
}

/** /api/{sport}/matchOdd: every bookmaker's prices and their history. */
export async function getMatchOdds(sport: SportName, matchid: number): Promise<BookmakerOdds[]> {
  return (await request<{ list: BookmakerOdds[] }>(`/api/${sport}/matchOdd`, { matchid }, quiet)).list;
}

/** /webapi/{sport}/getAnalysisData: head to head, form, upcoming, positions. */
export function getAnalysisData(sport: SportName, matchid: number): Promise<AnalysisData> {
  return request<AnalysisData>(`/webapi/${sport}/getAnalysisData`, { matchid }, quiet);
}

/** /webapi/{sport}/getLineupData: formations and players. */
export function getLineupData(sport: SportName, matchid: number): Promise<LineupData> {
  return request<LineupData>(`/webapi/${sport}/getLineupData`, { matchid }, quiet);
}

/** /webapi/{sport}/getMatchRank: the league table of the match's season. */
export function getMatchRank(sport: SportName, matchid: number): Promise<MatchRank> {
  return request<MatchRank>(`/webapi/${sport}/getMatchRank`, { matchid }, quiet);
}

/** A club found by search, with its competition. */
export interface TeamHit {
  id: number;
  name_zh: string;
  short_name_zh?: string;
  name_en: string;
  short_name_en?: string;
  logo?: string;
  sport_id: number;
  matchevent: {
    id: number;
    sport_id: number;
    name_zh: string;
    name_en?: string;
    short_name_zh?: string;
    logo?: string;
  };
}

/** A competition found by search. */
export interface EventHit {
  id: number;
  sport_id: number;
  name_zh: string;
  short_name_zh?: string;
  name_en?: string;
  short_name_en?: string;
  logo?: string;
}

/** /webapi/search/multiple: the first competitions, clubs and matches matching a keyword. */
export function searchMultiple(
  keyword: string,
): Promise<{ events: EventHit[]; teams: TeamHit[]; matches: Match[] }> {
  return request('/webapi/search/multiple', { keyword }, quiet);
}

/** /api/search/raceHome: the search landing (hot competitions and clubs). */
export function searchHome(): Promise<{ events: EventHit[]; teams: TeamHit[] }> {
  return request('/api/search/raceHome', {}, quiet);
}

/** One text-live line. */
export interface CommentaryLine {
  id: number;
  time: number;
  minute: string;
  type: string;
  /** 0 neutral, 1 home, 2 away. */
  side: 0 | 1 | 2;
  text: string;
  home: number;
  away: number;
}

/** /api/{sport}/getTliveData: text-live lines after `startid` (exclusive), oldest first. */
export function getTliveData(
  sport: 'football' | 'basketball',
  matchid: number,
  startid: number,
): Promise<{ list: CommentaryLine[]; last_id: number; has_more: boolean }> {
  return request(`/api/${sport}/getTliveData`, { matchid, startid, size: 200 }, quiet);
}
