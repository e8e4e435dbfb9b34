// Endpoint functions of the match-detail tabs (loaded with the detail page, not with the score list).
import { request } from '../../api/client';
import { syncServerTime } from '../../data/sports/server-clock';
import type {
  AnalysisData,
  BookmakerOdds,
  LineupData,
  Match,
  MatchData,
  MatchRank,
} from '../../data/sports/types';

const quiet = { hideLoading: true } as const;
type SportName = 'football' | 'basketball';

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
