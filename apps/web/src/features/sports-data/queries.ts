// TanStack Query hooks of the sports screens: one key family per resource. In-play data refetches every few
// seconds; the rest is cached for a minute.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLive } from '@tifo/sports';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import {
  attentMatch,
  getAnalysisData,
  getAttentMatchList,
  getDateMatch,
  getLineupData,
  getMatchData,
  getMatchInfo,
  getMatchOdds,
  getMatchRank,
  getRaceSearch,
  getTliveData,
  type CommentaryLine,
} from './api';
import { sportName } from './paths';
import type { Match } from './types';

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

/** Follow or unfollow a match; the followed list and the day lists refresh afterwards. */
export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ match, follow }: { match: Match; follow: boolean }) =>
      attentMatch(sportName(match.sport_id), match.id, follow),
    onSuccess: (_data, { match, follow }) => {
      client.setQueryData<Match[]>(sportsKeys.followed(), (prev) => {
        const rest = (prev ?? []).filter((m) => m.id !== match.id);
        return follow ? [...rest, { ...match, attented: 1 }] : rest;
      });
      void client.invalidateQueries({ queryKey: ['sports'] });
    },
  });
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

/** One match, polled while live. */
export function useMatchInfo(sportId: number, id: number) {
  return useQuery({
    queryKey: sportsKeys.match(id),
    queryFn: () => getMatchInfo(sportName(sportId), id),
    refetchInterval: (q) =>
      q.state.data && isLive(q.state.data.sport_id, q.state.data.status) ? LIVE_REFETCH_MS : false,
    enabled: id > 0,
  });
}

/** A detail tab's data: polled every few seconds while the match is live, so the tab follows the game. */
function useTab<T>(
  tab: string,
  sportId: number,
  id: number,
  load: (sport: 'football' | 'basketball', id: number) => Promise<T>,
  live: boolean,
) {
  return useQuery({
    queryKey: sportsKeys.tab(tab, id),
    queryFn: () => load(sportName(sportId), id),
    refetchInterval: live ? LIVE_REFETCH_MS : false,
    enabled: id > 0,
  });
}

/** Whether the cached header says the match is live (tabs poll only then). */
function useIsLive(id: number): boolean {
  const client = useQueryClient();
  const m = client.getQueryData<Match>(sportsKeys.match(id));
  return !!m && isLive(m.sport_id, m.status);
}

/** Status tab data. */
export function useMatchData(sportId: number, id: number) {
  return useTab('data', sportId, id, getMatchData, useIsLive(id));
}

/** Index tab data. */
export function useMatchOdds(sportId: number, id: number) {
  return useTab('odds', sportId, id, getMatchOdds, useIsLive(id));
}

/** Analysis tab data. */
export function useAnalysis(sportId: number, id: number) {
  return useTab('analysis', sportId, id, getAnalysisData, false);
}

/** Lineup tab data. */
export function useLineups(sportId: number, id: number) {
  return useTab('lineup', sportId, id, getLineupData, false);
}

/** Rank tab data. */
export function useMatchRank(sportId: number, id: number) {
  return useTab('rank', sportId, id, getMatchRank, false);
}

/**
 * The text live, fetched incrementally: each refetch asks only for lines after the last one held (startid
 * paging), so a long match is not downloaded again every few seconds.
 */
export function useTextLive(sportId: number, id: number) {
  const client = useQueryClient();
  const live = useIsLive(id);
  const key = sportsKeys.tab('tlive', id);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      let lines = client.getQueryData<CommentaryLine[]>(key) ?? [];
      for (let page = 0; page < 20; page += 1) {
        const res = await getTliveData(sportName(sportId), id, lines.at(-1)?.id ?? 0);
        lines = [...lines, ...res.list];
        if (!res.has_more) break;
      }
      return lines;
    },
    refetchInterval: live ? LIVE_REFETCH_MS : false,
    enabled: id > 0,
  });
}
