// Query hooks of the match-detail tabs: the header and each tab poll every few seconds while the match is live.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isLive } from '@tifo/sports';
import {
  getAnalysisData,
  getLineupData,
  getMatchData,
  getMatchInfo,
  getMatchOdds,
  getMatchRank,
  getTliveData,
  type CommentaryLine,
} from './api';
import { sportName } from '../../data/sports/paths';
import { LIVE_REFETCH_MS, sportsKeys } from '../../data/queries/matches';
import type { Match } from '../../data/sports/types';

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
