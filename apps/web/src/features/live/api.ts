// Typed endpoint functions of the live API (spec section 7 "Live" and "Home, config, anchors"), all through the
// one request helper. List and polling calls hide the loading toast; actions keep the error toasts.
import { api } from '../../api/call';
import { request } from '../../api/client';
import type { AnchorCardData, Banner, LiveCategory, LiveRoom, PushInfo, RoomPage } from './types';

const quiet = { hideLoading: true } as const;

/** Page size of the room lists (spec section 9's default). */
export const ROOM_PAGE_SIZE = 20;

/** /api/live/getRealLives: live rooms, most viewers first; `category` is an id or code ('' = all). */
export function getRealLives(category: string, page: number): Promise<RoomPage> {
  return request<RoomPage>('/api/live/getRealLives', { category, page, size: ROOM_PAGE_SIZE }, quiet);
}

/** /api/live/getNoMatchLiveList: live shows (rooms streaming no match). */
export function getNoMatchLiveList(page: number): Promise<RoomPage> {
  return request<RoomPage>('/api/live/getNoMatchLiveList', { page, size: ROOM_PAGE_SIZE }, quiet);
}

export { getLivePageData } from './live-page-api';

/** /api/anchor/getRecAnchors: live anchors first, then the most followed. */
export async function getRecAnchors(sportId: number, size = 50): Promise<AnchorCardData[]> {
  const data = await request<{ list: AnchorCardData[] }>(
    '/api/anchor/getRecAnchors',
    { sport_id: sportId, size },
    quiet,
  );
  return data.list;
}

/** /api/{sport}/getMatchAnchors: the rooms streaming a match now. */
export async function getMatchAnchors(sportId: number, matchid: number): Promise<LiveRoom[]> {
  const sport = sportId === 2 ? 'basketball' : 'football';
  const data = await request<{ list: LiveRoom[] }>(`/api/${sport}/getMatchAnchors`, { matchid }, quiet);
  return data.list;
}

/** GET /webapi/live/getCategory: the live categories with their live counts. */
export function getCategories(): Promise<LiveCategory[]> {
  return request<LiveCategory[]>('/webapi/live/getCategory', {}, { ...quiet, method: 'GET' });
}

/** GET /api/home/getHomeScroll: the banners. */
export function getBanners(): Promise<Banner[]> {
  return request<Banner[]>('/api/home/getHomeScroll', {}, { ...quiet, method: 'GET' });
}

/** /api/anchor/follow and /api/anchor/unfollow; answers the new fans count. */
export function setAnchorFollow(anchorid: number, follow: boolean) {
  return api(follow ? '/api/anchor/follow' : '/api/anchor/unfollow', { anchorid }, quiet);
}

/** The fields of an anchor's next (or current) live. */
export interface GoLiveInput {
  title: string;
  matchid?: number;
  category_id?: number;
  cover?: string;
}

/** /api/live/goLive: saves the live's settings; answers the ingest settings. The form shows refusals itself. */
export function goLive(input: GoLiveInput): Promise<PushInfo> {
  return request<PushInfo>('/api/live/goLive', { ...input }, { noToast: true });
}

/** /api/live/getPushInfo: the caller's room settings and ingest URLs. */
export function getPushInfo(): Promise<PushInfo> {
  return request<PushInfo>('/api/live/getPushInfo', {}, quiet);
}

/** /api/live/resetStreamKey: a new key; a stream on the old one is dropped. */
export function resetStreamKey(): Promise<PushInfo & { kicked: boolean }> {
  return request('/api/live/resetStreamKey', {});
}
