// The race-start broadcast (apps/api/src/modules/live-chat/README.md): a C2C message from `broadcast` whose
// custom data is `RaceStartLiveMessage` when an anchor goes live on a match the user follows.
import type { Message } from '@tifo/chat';
import {
  BROADCAST_USER_ID,
  customActionData,
  RACE_START_ACTION,
  type RaceStartFields,
  type ReceivedFields,
} from '@tifo/protocol';

/** Shown this long, then flagged for removal (spec section 4). */
export const RACE_START_SHOW_MS = 5000;
/** Removed this long after the flag (the exit animation's time). */
export const RACE_START_REMOVE_MS = 2999;

/** A race-start banner (spec "race start message": id, desc, remove flag). */
export interface RaceStart {
  id: string;
  desc: string;
  title: string;
  anchorid: number;
  liveid: number;
  remove: boolean;
}

/** The race start a message carries, or null. */
export function raceStartOf(message: Message): RaceStart | null {
  if (message.from !== BROADCAST_USER_ID || message.conversationType !== 'C2C') return null;
  if (message.type !== 'TIMCustomElem') return null;
  const data: ReceivedFields<RaceStartFields> | null = customActionData(
    (message.payload as { data?: unknown }).data,
  );
  if (!data || data.action !== RACE_START_ACTION) return null;
  const anchorid = Number(data.anchorid);
  if (!(anchorid > 0)) return null;
  return {
    id: String(data.id ?? message.ID),
    desc: typeof data.desc === 'string' ? data.desc : '',
    title: typeof data.title === 'string' ? data.title : '',
    anchorid,
    liveid: Number(data.liveid) || 0,
    remove: false,
  };
}
