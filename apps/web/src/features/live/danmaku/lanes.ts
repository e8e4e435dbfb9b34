// Danmaku lanes: horizontal bands over the picture, clear of the player's controls (the sound button at the top
// left, quality and fullscreen at the bottom right, player/live-player.tsx). Every comment moves at the same
// speed, so one that starts after the previous one's tail has entered (plus a gap) can never catch it up.

/** Comments a viewer can choose to see at once: a third, two thirds or all of the lanes. */
export type Density = 'low' | 'normal' | 'high';

/** Lane geometry in CSS pixels. */
export interface LaneGeometry {
  laneHeight: number;
  /** Kept clear at the top (the sound button) and bottom (quality, fullscreen). */
  topReserve: number;
  bottomReserve: number;
}

/** The geometry the layer uses (player.module.css: buttons of about 26-28 px, 8-10 px from the edges). */
export const LANE_GEOMETRY: LaneGeometry = { laneHeight: 26, topReserve: 40, bottomReserve: 44 };

/** Lanes that fit in a picture `height` px high. */
export function laneCount(height: number, g: LaneGeometry = LANE_GEOMETRY): number {
  return Math.max(0, Math.floor((height - g.topReserve - g.bottomReserve) / g.laneHeight));
}

/** The top (px) of lane `index`. */
export function laneTop(index: number, g: LaneGeometry = LANE_GEOMETRY): number {
  return g.topReserve + index * g.laneHeight;
}

/** Lanes a density lets comments use (at least one when any fits). */
export function usableLanes(total: number, density: Density): number {
  if (total <= 0) return 0;
  const share = density === 'low' ? 1 / 3 : density === 'normal' ? 2 / 3 : 1;
  return Math.max(1, Math.floor(total * share));
}

/**
 * The first lane among the first `usable` whose previous comment has fully entered by `now` (ms), or -1: the
 * comment is dropped rather than drawn over another (a busy room shows what fits, as density promises).
 */
export function pickLane(freeAt: readonly number[], usable: number, now: number): number {
  for (let i = 0; i < usable; i++) if ((freeAt[i] ?? 0) <= now) return i;
  return -1;
}

/** When lane `lane` takes its next comment, after one `width` px wide starts at `now` at `speed` px/ms. */
export function occupy(
  freeAt: readonly number[],
  lane: number,
  now: number,
  width: number,
  speed: number,
  gap = 24,
): number[] {
  const next = [...freeAt];
  next[lane] = now + (width + gap) / speed;
  return next;
}

/**
 * At most this many comments fly at once, by density: lanes alone bound it only by the comments' widths (many
 * short ones fit in a lane), and each one on screen is a layer the phone composites every frame.
 */
export const MAX_ON_SCREEN: Record<Density, number> = { low: 8, normal: 16, high: 28 };
