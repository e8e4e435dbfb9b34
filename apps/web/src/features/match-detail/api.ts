// Endpoint functions of the match-detail tabs (loaded with the detail page, not with the score list); their
// types are the server's contract (packages/api-contract/src/match-detail.ts).
import { api } from '../../api/call';
import { syncServerTime } from '../../data/sports/server-clock';
import type { BookmakerOdds, MatchInfo } from '../../data/sports/types';

export type { CommentaryLine } from '../../data/sports/types';

const quiet = { hideLoading: true } as const;
type SportName = 'football' | 'basketball';

/** /api/{sport}/getMatchInfo: one match. */
export async function getMatchInfo(sport: SportName, matchid: number): Promise<MatchInfo> {
  const data = await api(`/api/${sport}/getMatchInfo`, { matchid }, quiet);
  syncServerTime(data.server_time);
  return data;
}

/** /api/{sport}/getMatchData: statistics and key events. */
export function getMatchData(sport: SportName, matchid: number) {
  return api(`/api/${sport}/getMatchData`, { matchid }, quiet);
}

/** /api/{sport}/matchOdd: every bookmaker's prices and their history. */
export async function getMatchOdds(sport: SportName, matchid: number): Promise<BookmakerOdds[]> {
  return (await api(`/api/${sport}/matchOdd`, { matchid }, quiet)).list;
}

/** /webapi/{sport}/getAnalysisData: head to head, form, upcoming, positions. */
export function getAnalysisData(sport: SportName, matchid: number) {
  return api(`/webapi/${sport}/getAnalysisData`, { matchid }, quiet);
}

/** /webapi/{sport}/getLineupData: formations and players. */
export function getLineupData(sport: SportName, matchid: number) {
  return api(`/webapi/${sport}/getLineupData`, { matchid }, quiet);
}

/** /webapi/{sport}/getMatchRank: the league table of the match's season. */
export function getMatchRank(sport: SportName, matchid: number) {
  return api(`/webapi/${sport}/getMatchRank`, { matchid }, quiet);
}

/** /api/{sport}/getTliveData: text-live lines after `startid` (exclusive), oldest first. */
export function getTliveData(sport: SportName, matchid: number, startid: number) {
  return api(`/api/${sport}/getTliveData`, { matchid, startid, size: 200 }, quiet);
}
