// Started by the /live-detail/:id route's loader as the navigation begins, in parallel with the screen's code
// and strings: the room's data and the site config (the player waits for it: a pre-roll may come first).
// This module is in the main bundle on purpose (a few hundred bytes): bench:media measured the time to first
// frame with these requests waiting for the screen's ~25 chunks, and then with them waiting for a chunk of
// their own queued behind those. The player library is preloaded by a chunk (player/preload.ts), which also
// asks for the stream as soon as these two answers say it will play.
import { getCommonConfig } from '../../api/config';
import { startEarly } from '../../lib/early-fetch';
import { commonConfigKey } from '../../data/queries/config';
import { siteCode, useAppStore } from '../../store/app-store';
import { getLivePageData } from './live-page-api';

/** Early-fetch key of an anchor's live page (queries.ts useLivePage takes it). */
export const livePageKey = (anchorId: number) => `live-page:${anchorId}`;

/** Starts what /live-detail/:anchorId needs first. */
export function startRoom(anchorId: number): void {
  if (!Number.isInteger(anchorId) || anchorId <= 0) return;
  const page = startEarly(livePageKey(anchorId), () => getLivePageData(anchorId));
  const config = startEarly(commonConfigKey(siteCode, useAppStore.getState().lang), () =>
    getCommonConfig(siteCode),
  );
  void import('./player/preload')
    .then((m) => {
      m.preloadPlayer();
      return m.startStreamEarly(page, config);
    })
    .catch(() => undefined);
}
