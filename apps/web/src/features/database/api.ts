// Endpoint functions of the sports database screens (/api/SportDatabase/*), whose types are the server's contract
// (packages/api-contract/src/sports-database.ts), all through the one request helper. They hide the loading
// toast: the screens draw their own loading states.
import type { Confederation } from '@tifo/sports';
import { api } from '../../api/call';
import type {
  CountryGroup,
  HotBasketballRow,
  HotFootballRow,
  RankType,
} from '../../data/sports/database-types';

const quiet = { hideLoading: true } as const;

/** getHome: hot competitions and every competition by sport. */
export function getDatabaseHome() {
  return api('/api/SportDatabase/getHome', {}, quiet);
}

/** getEventList: every competition of a sport by country. */
export async function getEventList(sport: number): Promise<CountryGroup[]> {
  return (await api('/api/SportDatabase/getEventList', { sport_id: sport }, quiet)).list;
}

/** getEventInfo: a competition's header (seasons, clubs, rounds). */
export function getEventInfo(id: number, seasonId?: number) {
  return api('/api/SportDatabase/getEventInfo', { id, season_id: seasonId }, quiet);
}

/** getTeamInfo: a club and its league. */
export function getTeamInfo(teamId: number) {
  return api('/api/SportDatabase/getTeamInfo', { team_id: teamId }, quiet);
}

/** getEventView: season figures. */
export function getEventFigures(id: number, seasonId?: number) {
  return api('/api/SportDatabase/getEventView', { id, season_id: seasonId }, quiet);
}

/** getEventIntegral: the season table, total or home or away. */
export function getEventTable(id: number, seasonId: number | undefined, type: 'total' | 'home' | 'away') {
  return api('/api/SportDatabase/getEventIntegral', { id, season_id: seasonId, type }, quiet);
}

/** getEventMatch: fixtures of one round (default current). */
export function getEventMatches(id: number, seasonId: number | undefined, round: string | undefined) {
  return api('/api/SportDatabase/getEventMatch', { id, season_id: seasonId, round }, quiet);
}

/** getEventRank: a top list (first 20). */
export function getEventRank(id: number, seasonId: number | undefined, type: RankType) {
  return api('/api/SportDatabase/getEventRank', { id, season_id: seasonId, type, size: 20 }, quiet);
}

/** getHotFootballRank: the top three clubs of each hot football league. */
export async function getHotFootballRank(): Promise<HotFootballRow[]> {
  return (await api('/api/SportDatabase/getHotFootballRank', {}, quiet)).list;
}

/** getHotBasketballRank: the NBA and CBA top ten. */
export async function getHotBasketballRank(): Promise<HotBasketballRow[]> {
  return (await api('/api/SportDatabase/getHotBasketballRank', {}, quiet)).list;
}

/** getFifaRank: national teams by the FIFA formula, optionally one confederation. */
export function getFifaRank(confed: Confederation | undefined) {
  return api('/api/SportDatabase/getFifaRank', confed ? { confed } : {}, quiet);
}
