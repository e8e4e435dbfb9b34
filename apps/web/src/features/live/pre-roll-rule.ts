// Whether a room opens with the operator's pre-roll: read by the stage (room-stage.tsx) and, before the screen
// exists, by the early stream request (player/preload.ts), which must not fetch a stream the pre-roll holds back.
import type { LivePlayAd } from './types';

/** True when the configuration carries a pre-roll to show. */
export function hasPreRoll(ad: LivePlayAd | null | undefined): ad is LivePlayAd {
  return !!ad && Number(ad.enable) === 1 && !!ad.image;
}
