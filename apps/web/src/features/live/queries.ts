// TanStack Query hooks of the live screens. Lists are infinite (pages of 20); the live page polls so the room's
// state (live, away, offline) and the viewer count follow the anchor.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getBanners,
  getCategories,
  getLivePageData,
  getMatchAnchors,
  getNoMatchLiveList,
  getPushInfo,
  getRealLives,
  getRecAnchors,
  setAnchorFollow,
} from './api';
import { takeEarly } from '../../lib/early-fetch';
import { livePageKey } from './early-room';
import type { LivePageData, RoomPage } from './types';

function nextPage(last: RoomPage | null): number | undefined {
  if (!last) return undefined;
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}

/** Live rooms of a category ('' = all), page by page. */
export function useLiveRooms(category: string) {
  return useInfiniteQuery({
    queryKey: ['live', 'rooms', category],
    queryFn: ({ pageParam }) => getRealLives(category, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: 30_000,
  });
}

/** Live shows (no match), page by page. */
export function useLiveShows() {
  return useInfiniteQuery({
    queryKey: ['live', 'shows'],
    queryFn: ({ pageParam }) => getNoMatchLiveList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The live categories. */
export function useLiveCategories() {
  return useQuery({ queryKey: ['live', 'categories'], queryFn: getCategories, staleTime: 60_000 });
}

/** The home banners. */
export function useBanners() {
  return useQuery({ queryKey: ['home', 'banners'], queryFn: getBanners, staleTime: 5 * 60_000 });
}

/** An anchor's live page, refreshed every 5 s (state, viewers). */
export function useLivePage(anchorId: number) {
  return useQuery({
    queryKey: ['live', 'page', anchorId],
    // The first answer may already be on its way: the route started it with the navigation (early-room.ts).
    queryFn: () => takeEarly<LivePageData>(livePageKey(anchorId)) ?? getLivePageData(anchorId),
    enabled: anchorId > 0,
    refetchInterval: 5_000,
  });
}

/** Recommended anchors of a sport (0 = all). */
export function useRecAnchors(sportId: number) {
  return useQuery({ queryKey: ['live', 'anchors', sportId], queryFn: () => getRecAnchors(sportId) });
}

/** The rooms streaming a match. */
export function useMatchAnchors(sportId: number, matchId: number) {
  return useQuery({
    queryKey: ['live', 'match', sportId, matchId],
    queryFn: () => getMatchAnchors(sportId, matchId),
    enabled: matchId > 0,
    refetchInterval: 30_000,
  });
}

/** The caller's ingest settings (anchors). */
export function usePushInfo(enabled: boolean) {
  return useQuery({ queryKey: ['live', 'push'], queryFn: getPushInfo, enabled, staleTime: Infinity });
}

/** Follow or unfollow an anchor; the live page and the anchor lists take the new state and fans count. */
export function useFollowAnchor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ anchorId, follow }: { anchorId: number; follow: boolean }) =>
      setAnchorFollow(anchorId, follow),
    onSuccess: (result) => {
      client.setQueryData<LivePageData>(['live', 'page', result.anchorid], (old) =>
        old
          ? { ...old, anchor: { ...old.anchor, attented: result.attented, fans_count: result.fans_count } }
          : old,
      );
      void client.invalidateQueries({ queryKey: ['live', 'anchors'] });
    },
  });
}
