// Endpoint functions of the sports database screens (/api/SportDatabase/*), all through the one request helper.
// They hide the loading toast: the screens draw their own loading states.
import type { Confederation } from '@tifo/sports';
import { request } from '../../api/client';
import type {
  CountryGroup,
  DatabaseHome,
  EventFigures,
  EventInfo,
  EventMatches,
  EventRank,
  EventTable,
  FifaRank,
  HotBasketballRow,
  HotFootballRow,
  RankType,
  TeamInfo,
} from '../../data/sports/database-types';

const quiet = { hideLoading: true } as const;
const call = <T>(name: string, body: Record<string, unknown> = {}) =>
  request<T>(`/api/SportDatabase/${name}`, body, quiet);

/** getHome: hot competitions and every competition by sport. */
export function getDatabaseHome(): Promise<DatabaseHome> {
  return call<DatabaseHome>('getHome');
}

/** getEventList: every competition of a sport by country. */
export async function getEventList(sport: number): Promise<CountryGroup[]> {
  return (await call<{ list: CountryGroup[] }>('getEventList', { sport_id: sport })).list;
}

/** getEventInfo: a competition's header (seasons, clubs, rounds). */
export function getEventInfo(id: number, seasonId?: number): Promise<EventInfo> {
  return call<EventInfo>('getEventInfo', { id, season_id: seasonId });
}

/** getTeamInfo: a club and its league. */
export function getTeamInfo(teamId: number): Promise<TeamInfo> {
  return call<TeamInfo>('getTeamInfo', { team_id: teamId });
}

/** getEventView: season figures. */
export function getEventFigures(id: number, seasonId?: number): Promise<EventFigures> {
  return call<EventFigures>('getEventView', { id, season_id: seasonId });
}

/** getEventIntegral: the season table, total or home or away. */
export function getEventTable(
  id: number,
  seasonId: number | undefined,
  type: 'total' | 'home' | 'away',
): Promise<EventTable> {
  return call<EventTable>('getEventIntegral', { id, season_id: seasonId, type });
}

/** getEventMatch: fixtures of one round (default current). */
export function getEventMatches(
  id: number,
  seasonId: number | undefined,
  round: string | undefined,
): Promise<EventMatches> {
  return call<EventMatches>('getEventMatch', { id, season_id: seasonId, round });
}

/** getEventRank: a top list (first 20). */
export function getEventRank(id: number, seasonId: number | undefined, type: RankType): Promise<EventRank> {
  return call<EventRank>('getEventRank', { id, season_id: seasonId, type, size: 20 });
}

/** getHotFootballRank: the top three clubs of each hot football league. */
export async function getHotFootballRank(): Promise<HotFootballRow[]> {
  return (await call<{ list: HotFootballRow[] }>('getHotFootballRank')).list;
}

/** getHotBasketballRank: the NBA and CBA top ten. */
export async function getHotBasketballRank(): Promise<HotBasketballRow[]> {
  return (await call<{ list: HotBasketballRow[] }>('getHotBasketballRank')).list;
}

/** getFifaRank: national teams by the FIFA formula, optionally one confederation. */
export function getFifaRank(confed: Confederation | undefined): Promise<FifaRank> {
  return call<FifaRank>('getFifaRank', confed ? { confed } : {});
}
