// Which URLs a room's stream plays at a quality: the rendition of that quality, else the stream's own URLs.
// Shared by the player and by the early stream request (preload.ts), which must ask for the very URL the player
// will then claim.
import type { Quality, StreamSource } from '../types';
import type { PlaybackUrls } from './use-live-playback';

/** The quality a room opens at. */
export const openingQuality = (source: StreamSource): Quality => source.default_quality ?? 'HD';

/** The URLs of `source` at `quality`. */
export function renditionOf(source: StreamSource, quality: Quality): PlaybackUrls {
  return source.livestream_source[quality] ?? { flv: source.url, hls: source.hls_url };
}
