/** Sport ids used across the product (0 means "all" in filters). */
export const SPORT_ALL = 0;
/** Football sport id. */
export const SPORT_FOOTBALL = 1;
/** Basketball sport id. */
export const SPORT_BASKETBALL = 2;

/** A concrete sport id of a match. */
export type SportId = typeof SPORT_FOOTBALL | typeof SPORT_BASKETBALL;
/** A sport filter value: 0 all, 1 football, 2 basketball. */
export type SportFilter = typeof SPORT_ALL | SportId;

/**
 * The fields of a match the display rules need. Times are unix seconds.
 * - `time`: scheduled start.
 * - `kickoff_time`: football: kickoff of the current half (second-half kickoff once status is 4);
 *   basketball: the moment `period_remaining_time` was sampled.
 * - `period_remaining_time`: basketball seconds left in the current period at `kickoff_time`.
 */
export interface MatchTiming {
  sport_id: number;
  status: number;
  time: number;
  kickoff_time?: number | null;
  period_count?: number | null;
  period_remaining_time?: number | null;
}
