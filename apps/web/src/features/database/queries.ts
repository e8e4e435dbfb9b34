// Query hooks of the sports database screens: lists that change rarely are cached for minutes, tables and
// fixtures refetch while the screen is open.
import { useQuery } from '@tanstack/react-query';
import type { Confederation } from '@tifo/sports';
import type { RankType } from '../../data/sports/database-types';
import {
  getDatabaseHome,
  getEventFigures,
  getEventInfo,
  getEventList,
  getEventMatches,
  getEventRank,
  getEventTable,
  getFifaRank,
  getHotBasketballRank,
  getHotFootballRank,
  getTeamInfo,
} from './api';

const MINUTE = 60_000;

/** Database home lists. */
export function useDatabaseHome() {
  return useQuery({ queryKey: ['db', 'home'], queryFn: getDatabaseHome, staleTime: 10 * MINUTE });
}

/** Every competition by country. */
export function useEventList(sport: number) {
  return useQuery({
    queryKey: ['db', 'list', sport],
    queryFn: () => getEventList(sport),
    staleTime: 10 * MINUTE,
  });
}

/** A competition's header (seasons, clubs, rounds). */
export function useEventInfo(id: number, seasonId?: number) {
  return useQuery({
    queryKey: ['db', 'info', id, seasonId],
    queryFn: () => getEventInfo(id, seasonId),
    enabled: id > 0,
  });
}

/** A club and its league, for a club page opened without `?cid=` (a shared or typed link). */
export function useTeamInfo(teamId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['db', 'team', teamId],
    queryFn: () => getTeamInfo(teamId),
    enabled: enabled && teamId > 0,
    staleTime: 10 * MINUTE,
  });
}

/** Season figures. */
export function useEventFigures(id: number, seasonId?: number) {
  return useQuery({
    queryKey: ['db', 'view', id, seasonId],
    queryFn: () => getEventFigures(id, seasonId),
    enabled: id > 0,
  });
}

/** The season table. */
export function useEventTable(id: number, seasonId: number | undefined, type: 'total' | 'home' | 'away') {
  return useQuery({
    queryKey: ['db', 'table', id, seasonId, type],
    queryFn: () => getEventTable(id, seasonId, type),
    enabled: id > 0,
    refetchInterval: MINUTE,
  });
}

/** Fixtures of one round (default current). */
export function useEventMatches(id: number, seasonId: number | undefined, round: string | undefined) {
  return useQuery({
    queryKey: ['db', 'matches', id, seasonId, round],
    queryFn: () => getEventMatches(id, seasonId, round),
    enabled: id > 0,
    refetchInterval: 10_000,
  });
}

/** A top list. */
export function useEventRank(id: number, seasonId: number | undefined, type: RankType) {
  return useQuery({
    queryKey: ['db', 'rank', id, seasonId, type],
    queryFn: () => getEventRank(id, seasonId, type),
    enabled: id > 0,
  });
}

/** Hot football clubs (top three of each hot league). */
export function useHotFootball(enabled = true) {
  return useQuery({
    queryKey: ['db', 'hot', 1],
    queryFn: getHotFootballRank,
    enabled,
    staleTime: 5 * MINUTE,
  });
}

/** Hot basketball clubs (NBA and CBA top ten). */
export function useHotBasketball(enabled = true) {
  return useQuery({
    queryKey: ['db', 'hot', 2],
    queryFn: getHotBasketballRank,
    enabled,
    staleTime: 5 * MINUTE,
  });
}

/** National teams by the FIFA formula, optionally one confederation. */
export function useFifaRank(confed: Confederation | undefined, enabled = true) {
  return useQuery({
    queryKey: ['db', 'fifa', confed ?? 'all'],
    queryFn: () => getFifaRank(confed),
    enabled,
    staleTime: 10 * MINUTE,
  });
}
