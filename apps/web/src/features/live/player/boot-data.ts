// The room's boot data, written into /m/live-detail/:id by the API (apps/api/src/modules/live/room-boot.ts),
// and the rule saying whether the page's first script may start the picture with it. Pure, so it is tested.
import { hasPreRoll } from '../pre-roll-rule';
import type { LivePlayAd, StreamSource } from '../types';
import type { WatchRecord } from '../watch-limit';
import type { EngineKind } from './pick-engine';
import { ROOM_BOOT_ID } from './page-ids';
import { openingQuality, renditionOf } from './rendition';

/** What the API writes: the live room's stream and the settings that may hold its picture back. */
export interface RoomBootData {
  anchorid: number;
  stream: StreamSource;
  live_play_ad: unknown;
  room_video_play_sec: number;
  room_video_play_flogin_sec: number;
}

/** The page's boot data, or null when it has none or it is not what the API writes. */
export function readRoomBoot(doc: Document): RoomBootData | null {
  const text = doc.getElementById(ROOM_BOOT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<RoomBootData> | null;
    const stream = data?.stream;
    if (!data || !Number.isInteger(data.anchorid) || !stream || typeof stream.url !== 'string') return null;
    if (typeof stream.livestream_source !== 'object' || stream.livestream_source === null) return null;
    return data as RoomBootData;
  } catch {
    return null;
  }
}

/** What this page and device say. */
export interface BootContext {
  /** The anchor id of the page's path (the data must be for that room). */
  anchorId: number;
  /** The first engine this browser would use (pick-engine.ts). */
  engine: EngineKind | undefined;
  /** This device's watching record for the site (watch-limit.ts). */
  watch: WatchRecord;
}

/**
 * The FLV URL to start at once, or null: the app's own path then decides, as on any other page. Null when the
 * data is for another room, the browser does not play FLV first, the site shows a pre-roll (a VIP, who skips it,
 * simply gets the usual path), or a guest's watching time is up on this device.
 */
export function bootStreamUrl(data: RoomBootData, page: BootContext): string | null {
  if (data.anchorid !== page.anchorId || page.engine !== 'flv') return null;
  if (hasPreRoll(data.live_play_ad as LivePlayAd | null)) return null;
  // The stricter of the two guest limits applies when the record says so; a logged-in viewer's record is reset
  // to 0 at login and does not count while logged in, so it never blocks here.
  const limit = page.watch.loggedInOnce ? data.room_video_play_flogin_sec : data.room_video_play_sec;
  if (limit > 0 && page.watch.seconds >= limit) return null;
  return renditionOf(data.stream, openingQuality(data.stream)).flv || null;
}
