// Endpoint functions and query hooks of the sports database screens (/api/SportDatabase/*).
import { useQuery } from '@tanstack/react-query';
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
} from './database-types';

const quiet = { hideLoading: true } as const;
const call = <T>(name: string, body: Record<string, unknown> = {}) =>
  request<T>(`/api/SportDatabase/${name}`, body, quiet);
const MINUTE = 60_000;

/** Database home lists. */
export function useDatabaseHome() {
  return useQuery({
    queryKey: ['db', 'home'],
    queryFn: () => call<DatabaseHome>('getHome'),
    staleTime: 10 * MINUTE,
  });
}

/** Every competition by country. */
export function useEventList(sport: number) {
  return useQuery({
    queryKey: ['db', 'list', sport],
    queryFn: async () => (await call<{ list: CountryGroup[] }>('getEventList', { sport_id: sport })).list,
    staleTime: 10 * MINUTE,
  });
}

/** A competition's header (seasons, clubs, rounds). */
export function useEventInfo(id: number, seasonId?: number) {
  return useQuery({
    queryKey: ['db', 'info', id, seasonId],
    queryFn: () => call<EventInfo>('getEventInfo', { id, season_id: seasonId }),
    enabled: id > 0,
  });
}

/** A club and its league, for a club page opened without `?cid=` (a shared or typed link). */
export function useTeamInfo(teamId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['db', 'team', teamId],
    queryFn: () => call<TeamInfo>('getTeamInfo', { team_id: teamId }),
    enabled: enabled && teamId > 0,
    staleTime: 10 * MINUTE,
  });
}

/** Season figures. */
export function useEventFigures(id: number, seasonId?: number) {
  return useQuery({
    queryKey: ['db', 'view', id, seasonId],
    queryFn: () => call<EventFigures>('getEventView', { id, season_id: seasonId }),
    enabled: id > 0,
  });
}

/** The season table. */
export function useEventTable(id: number, seasonId: number | undefined, type: 'total' | 'home' | 'away') {
  return useQuery({
    queryKey: ['db', 'table', id, seasonId, type],
    queryFn: () => call<EventTable>('getEventIntegral', { id, season_id: seasonId, type }),
    enabled: id > 0,
    refetchInterval: MINUTE,
  });
}

/** Fixtures of one round (default current). */
export function useEventMatches(id: number, seasonId: number | undefined, round: string | undefined) {
  return useQuery({
    queryKey: ['db', 'matches', id, seasonId, round],
    queryFn: () => call<EventMatches>('getEventMatch', { id, season_id: seasonId, round }),
    enabled: id > 0,
    refetchInterval: 10_000,
  });
}

/** A top list. */
export function useEventRank(id: number, seasonId: number | undefined, type: RankType) {
  return useQuery({
    queryKey: ['db', 'rank', id, seasonId, type],
    queryFn: () => call<EventRank>('getEventRank', { id, season_id: seasonId, type, size: 20 }),
    enabled: id > 0,
  });
}

/** Hot football clubs (top three of each hot league). */
export function useHotFootball(enabled = true) {
  return useQuery({
    queryKey: ['db', 'hot', 1],
    queryFn: async () => (await call<{ list: HotFootballRow[] }>('getHotFootballRank')).list,
    enabled,
    staleTime: 5 * MINUTE,
  });
}

/** Hot basketball clubs (NBA and CBA top ten). */
export function useHotBasketball(enabled = true) {
  return useQuery({
    queryKey: ['db', 'hot', 2],
    queryFn: async () => (await call<{ list: HotBasketballRow[] }>('getHotBasketballRank')).list,
    enabled,
    staleTime: 5 * MINUTE,
  });
}

/** National teams by the FIFA formula, optionally one confederation. */
export function useFifaRank(confed: Confederation | undefined, enabled = true) {
  return useQuery({
    queryKey: ['db', 'fifa', confed ?? 'all'],
    queryFn: () => call<FifaRank>('getFifaRank', confed ? { confed } : {}),
    enabled,
    staleTime: 10 * MINUTE,
  });
}
