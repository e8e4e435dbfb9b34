// Typed endpoint functions of the sports API (spec section 7), all through the one request helper.
// Polling calls hide the loading toast: a spinner every few seconds would make the list unusable.
import { request } from '../../api/client';
import type { Match } from './types';

const quiet = { hideLoading: true } as const;

/** Lists come back either as an array or as {list}; screens always get the array. */
export function asList<T>(data: T[] | { list?: T[] } | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data?.list ?? [];
}

/** /api/race/getDateMatch: the matches of one day, optionally one sport. */
export async function getDateMatch(date: string, sport: number): Promise<Match[]> {
  const data = await request<Match[] | { list: Match[] }>(
    '/api/race/getDateMatch',
    { date, sport_id: sport },
    quiet,
  );
  return asList(data);
}

/** /api/race/getAttentMatchlist: the matches the user follows. */
export async function getAttentMatchList(): Promise<Match[]> {
  const data = await request<Match[] | { list: Match[] }>('/api/race/getAttentMatchlist', {}, quiet);
  return asList(data);
}

/** /api/{football|basketball}/attentMatch: follow (type 1) or unfollow (type 0). */
export function attentMatch(
  sport: 'football' | 'basketball',
  matchid: number,
  follow: boolean,
): Promise<unknown> {
  return request(`/api/${sport}/attentMatch`, { matchid, type: follow ? 1 : 0 }, quiet);
}

/** /api/race/getRaceSearch: matches by team or competition name. */
export async function getRaceSearch(keyword: string, sport: number): Promise<Match[]> {
  const data = await request<Match[] | { list: Match[] }>(
    '/api/race/getRaceSearch',
    { keyword, sport },
    quiet,
  );
  return asList(data);
}

/** /api/{sport}/getMatchInfo: one match. */
export function getMatchInfo(sport: 'football' | 'basketball', matchid: number): Promise<Match> {
  return request<Match>(`/api/${sport}/getMatchInfo`, { matchid }, quiet);
}
