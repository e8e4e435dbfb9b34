/**
 * Live-room chat rules that the messaging service enforces and the API sets through the admin routes
 * `live/rules` and `live/speakers` (apps/im/README.md); shared so both sides name the same values.
 */

/** The slow-mode intervals a room may have, in seconds (0: off). */
export const LIVE_SLOW_MODE_SECONDS = [0, 5, 10, 30, 60] as const;
/** One of LIVE_SLOW_MODE_SECONDS. */
export type LiveSlowModeSeconds = (typeof LIVE_SLOW_MODE_SECONDS)[number];

/** Who may speak in a live room: everyone, logged-in users (no guests), or the room's fans list. */
export const LIVE_SPEAK_RULES = ['all', 'users', 'fans'] as const;
/** One of LIVE_SPEAK_RULES. */
export type LiveSpeakRule = (typeof LIVE_SPEAK_RULES)[number];

/** The rules of one live room (admin route `live/rules`; a room never set has slow mode 0 and speak 'all'). */
export interface LiveRules {
  groupID: string;
  slowModeSeconds: LiveSlowModeSeconds;
  speak: LiveSpeakRule;
}

/** Body of the admin route `live/speakers`: changes to the fans list that speak 'fans' lets through. */
export interface LiveSpeakersRequest {
  groupID: string;
  add?: string[];
  remove?: string[];
  /** The whole list (applied before add and remove). */
  replace?: string[];
}

/** `data` of a 2996 refusal caused by slow mode: seconds until the user may send again. */
export interface SlowModeRefusal {
  retryAfter: number;
}
