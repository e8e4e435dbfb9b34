// How long a guest may watch before the login prompt (spec sections 3 and 4): room_video_play_sec for a
// viewer who never logged in on this device, room_video_play_flogin_sec for one who did (after the first login,
// then logged out or expired). Logged-in viewers watch without a limit. The watched seconds add up across rooms
// and are reset by a login (spec: "login success ... video timer reset"). 0 or a missing value: no limit.
import { browserStorage } from '../../lib/site';

/** The watch record kept on this device. */
export interface WatchRecord {
  seconds: number;
  loggedInOnce: boolean;
}

/**
 * Where a site's record is kept. The site code is passed in rather than read from the store, so the room page's
 * first script (player/room-boot.ts), which runs before the app and without it, reads the same record.
 */
const keyOf = (site: string) => `${site}-tifo-watch`;

/** The guest limit in seconds, or null when this viewer has none. */
export function watchLimitSeconds(
  config: Record<string, unknown> | undefined,
  viewer: { loggedIn: boolean; loggedInOnce: boolean },
): number | null {
  if (viewer.loggedIn || !config) return null;
  const raw = viewer.loggedInOnce ? config.room_video_play_flogin_sec : config.room_video_play_sec;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Reads the record (a fresh one when storage is unavailable or holds something else). */
export function readWatch(site: string, storage: Storage | undefined = browserStorage()): WatchRecord {
  try {
    const parsed = JSON.parse(storage?.getItem(keyOf(site)) ?? 'null') as Partial<WatchRecord> | null;
    return {
      seconds: Math.max(0, Number(parsed?.seconds) || 0),
      loggedInOnce: parsed?.loggedInOnce === true,
    };
  } catch {
    return { seconds: 0, loggedInOnce: false };
  }
}

/** Writes the record. */
export function writeWatch(
  site: string,
  record: WatchRecord,
  storage: Storage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(keyOf(site), JSON.stringify(record));
  } catch {
    // Without storage the limit counts for this page only.
  }
}
