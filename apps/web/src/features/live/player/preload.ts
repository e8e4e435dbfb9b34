// The player library this browser will use, fetched ahead of the player (early-room.ts), so attaching it
// costs no download once the room's data is in; and the stream itself, asked for as soon as the room's data
// says where it is (early-stream.ts).
import { useAppStore } from '../../../store/app-store';
import type { CommonConfig } from '../../../api/types';
import { hasPreRoll } from '../pre-roll-rule';
import type { LivePageData, LivePlayAd } from '../types';
import { bootPlayerPlays } from './boot-player';
import { startEarlyStream } from './early-stream';
import { preloadEngine } from './engines';
import { browserCaps, engineOrder, preferredEngine } from './pick-engine';
import { openingQuality, renditionOf } from './rendition';

const firstEngine = () => engineOrder(browserCaps(document.createElement('video')), preferredEngine())[0];

/** Preloads the first engine of this browser. */
export function preloadPlayer(): void {
  const engine = firstEngine();
  if (engine) preloadEngine(engine);
}

/**
 * Starts the room's FLV stream once its data and the site's configuration are in, when the player will play it
 * at once: the room is live, this browser plays FLV, and no pre-roll comes first. Otherwise nothing is asked.
 */
export async function startStreamEarly(
  page: Promise<LivePageData>,
  config: Promise<CommonConfig>,
): Promise<void> {
  if (firstEngine() !== 'flv') return;
  const [data, site] = await Promise.all([page, config]);
  if (!data.stream || !data.room || data.room.state === 'offline') return;
  const noPopAd = useAppStore.getState().user?.is_no_popad === 1;
  if (!noPopAd && hasPreRoll(site.live_play_ad as LivePlayAd | undefined)) return;
  const { flv } = renditionOf(data.stream, openingQuality(data.stream));
  if (flv && !bootPlayerPlays(flv)) startEarlyStream(flv);
}
