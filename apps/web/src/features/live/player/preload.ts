// The player library this browser will use, fetched ahead of the player (early-room.ts), so attaching it
// costs no download once the room's data is in.
import { preloadEngine } from './engines';
import { browserCaps, engineOrder, preferredEngine } from './pick-engine';

/** Preloads the first engine of this browser. */
export function preloadPlayer(): void {
  const engine = engineOrder(browserCaps(document.createElement('video')), preferredEngine())[0];
  if (engine) preloadEngine(engine);
}
