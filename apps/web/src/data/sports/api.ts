// Typed endpoint functions of the sports API (spec section 7; shapes in apps/api matches and sports modules),
// all through the one request helper. Polling calls hide the loading toast: a spinner every few seconds
// would make the screens unusable. Responses with the engine time feed the server clock.
import { localOffsetMinutes } from '@tifo/sports';
import { request } from '../../api/client';
import { syncServerTime } from './server-clock';
import type { DateMatches, Match } from './types';

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
