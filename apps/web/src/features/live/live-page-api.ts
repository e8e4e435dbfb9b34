// The live page's request on its own, so the /live-detail route can start it with the navigation from the
// main bundle (early-room.ts) without pulling in the rest of the live API.
import { request } from '../../api/client';
import type { LivePageData } from './types';

/** /webapi/live/getLivePageData: the anchor, the room (any state), its stream source, past lives. */
export function getLivePageData(anchorid: number): Promise<LivePageData> {
  return request<LivePageData>('/webapi/live/getLivePageData', { anchorid }, { hideLoading: true });
}
