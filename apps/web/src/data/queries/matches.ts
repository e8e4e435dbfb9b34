// Query hooks of the match lists that several features show (the score lists, the match pages, a club's
// page, the go-live match picker): one key family, so a follow refreshes them all. In-play data refetches every
// few seconds; the rest is cached for a minute.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isLive } from '@tifo/sports';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import { attentMatch, getAttentMatchList, getDateMatch, getRaceSearch } from '../sports/api';
import { sportName } from '../sports/paths';
import type { Match } from '../sports/types';

/** How often lists with live matches refetch. */
export const LIVE_REFETCH_MS = 4_000;
/** How often lists without live matches refetch (statuses change at kickoff). */
export const IDLE_REFETCH_MS = 60_000;

function refetchFor(list: Match[] | undefined): number {
  return list?.some((m) => isLive(m.sport_id, m.status)) ? LIVE_REFETCH_MS : IDLE_REFETCH_MS;
}

/** Query keys. */
export const sportsKeys = {
  date: (date: string, sport: number) => ['sports', 'date', date, sport] as const,
  followed: () => ['sports', 'followed'] as const,
  search: (keyword: string, sport: number) => ['sports', 'search', keyword, sport] as const,
  teamMatches: (teamId: number, teamName: string) => ['sports', 'team-matches', teamId, teamName] as const,
  match: (id: number) => ['sports', 'match', id] as const,
  tab: (tab: string, id: number) => ['sports', 'tab', tab, id] as const,
};

/** The matches of a day; polls while any is live. */
export function useDateMatches(date: string, sport: number) {
  return useQuery({
    queryKey: sportsKeys.date(date, sport),
    queryFn: async () => (await getDateMatch(date, sport)).list,
    refetchInterval: (q) => refetchFor(q.state.data),
    staleTime: 2_000,
  });
}

/** The followed matches of the logged-in user (empty for guests, without a call). */
export function useFollowedMatches() {
  const loggedIn = useAppStore((s) => isLoggedIn(s.user));
  return useQuery({
    queryKey: sportsKeys.followed(),
    queryFn: getAttentMatchList,
    enabled: loggedIn,
    refetchInterval: (q) => refetchFor(q.state.data),
  });
}

/**
 * Follow or unfollow a match; the followed list and the day lists refresh afterwards. A plain callback rather
 * than useMutation keeps TanStack's mutation code out of the score list's first paint. Failures are shown by
 * the request helper (toast or login prompt).
 */
export function useToggleFollow() {
  const client = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const toggle = useCallback(
    async (match: Match, follow: boolean) => {
      setPendingId(match.id);
      try {
        await attentMatch(sportName(match.sport_id), match.id, follow);
        client.setQueryData<Match[]>(sportsKeys.followed(), (prev) => {
          const rest = (prev ?? []).filter((m) => m.id !== match.id);
          return follow ? [...rest, { ...match, attented: 1 }] : rest;
        });
        void client.invalidateQueries({ queryKey: ['sports'] });
      } catch {
        // Already reported to the user by the request helper; the star keeps its state.
      } finally {
        setPendingId(null);
      }
    },
    [client],
  );
  return { toggle, pendingId };
}

/** Matches found by keyword. */
export function useRaceSearch(keyword: string, sport: number) {
  return useQuery({
    queryKey: sportsKeys.search(keyword, sport),
    queryFn: () => getRaceSearch(keyword, sport),
    enabled: keyword.trim().length > 0,
    staleTime: 30_000,
  });
}

/**
 * A club's matches of the last week and the next two: the API has no club fixture call, so the match search by
 * the club's name, kept to the club's own matches.
 */
export function useTeamMatches(teamId: number, teamName: string, sportId: number) {
  return useQuery({
    queryKey: sportsKeys.teamMatches(teamId, teamName),
    queryFn: async () =>
      (await getRaceSearch(teamName, sportId)).filter(
        (m) => m.hometeam.id === teamId || m.awayteam.id === teamId,
      ),
    enabled: !!teamName,
    refetchInterval: 10_000,
  });
}
