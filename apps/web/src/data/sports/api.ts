// Typed endpoint functions of the sports API (spec section 7), whose types are the server's contract
// (packages/api-contract), all through the one request helper. Polling calls hide the loading toast: a spinner
// every few seconds would make the screens unusable. Responses with the engine time feed the server clock.
import { localOffsetMinutes } from '@tifo/sports';
import { api } from '../../api/call';
import { syncServerTime } from './server-clock';
import type { DateMatches, Match } from './types';

export type { EventHit, TeamHit } from '@tifo/api-contract';

const quiet = { hideLoading: true } as const;
type SportName = 'football' | 'basketball';

/** The viewer's UTC offset: the API reads dates in it, so "a day" is the viewer's day. */
export function tz(): number {
  return localOffsetMinutes();
}

/** /api/race/getDateMatch: the matches of one day (sport 0 = both). */
export async function getDateMatch(date: string, sport: number): Promise<DateMatches> {
  const data = await api('/api/race/getDateMatch', { date, sport_id: sport, tz: tz() }, quiet);
  syncServerTime(data.server_time);
  return data;
}

/** /api/race/getAttentMatchlist: the matches the user follows (first 100). */
export async function getAttentMatchList(): Promise<Match[]> {
  return (await api('/api/race/getAttentMatchlist', { size: 100 }, quiet)).list;
}

/** /api/{football|basketball}/attentMatch: follow (type 1) or unfollow (type 0). */
export function attentMatch(sport: SportName, matchid: number, follow: boolean) {
  return api(`/api/${sport}/attentMatch`, { matchid, type: follow ? 1 : 0 }, quiet);
}

/** /api/race/getRaceSearch: matches by club or competition name. */
export async function getRaceSearch(keyword: string, sport: number): Promise<Match[]> {
  return (await api('/api/race/getRaceSearch', { keyword, sport }, quiet)).list;
}

/** /webapi/search/multiple: the first competitions, clubs and matches matching a keyword. */
export function searchMultiple(keyword: string) {
  return api('/webapi/search/multiple', { keyword }, quiet);
}

/** /api/search/raceHome: the search landing (hot competitions and clubs). */
export function searchHome() {
  return api('/api/search/raceHome', {}, quiet);
}
