// The room messages the API posts and the web app reads: custom elements whose `data` is JSON
// `{action, ...fields}`. Their names and fields are written here once, so the sender (apps/api live-chat and gifts)
// and the reader (apps/web features/live) fail to compile when one side changes them without the other.
// Room messages are posted as ADMIN_USER_ID and race-start alerts as BROADCAST_USER_ID (identity.ts): the
// messaging service fills `from` from the session, so a reader trusts them only from those senders.
import { ELEM_TYPE, type CustomContent } from './elements';
import type { LiveSpeakRule } from './live-rules';

/** Every room-message action of a live room's chat group. */
export const ROOM_ACTION = {
  ENTER: 'EnterRoom',
  EXIT: 'ExitRoom',
  SET_MANAGER: 'SetManager',
  TITLE: 'ChangeRoomTitle',
  BAN: 'BanUser',
  PUBLISH_CONFIG: 'ChangePublishConfig',
  CLEAR: 'ClearChatList',
  REVOKE: 'RevokeMessage',
  ANNOUNCEMENT: 'NewGroupAnnouncement',
  TIPS: 'GroupTips',
  ATTENTION: 'AttentionToAnchor',
  GIFT: 'GiftAnimation',
} as const;

/** One of ROOM_ACTION's values. */
export type RoomActionName = (typeof ROOM_ACTION)[keyof typeof ROOM_ACTION];

/** The action of the race-start alert on the broadcast conversation (spec: RaceStartLiveMessage). */
export const RACE_START_ACTION = 'RaceStartLiveMessage';

/** A user's part in a room (a guest is not signed in). */
export type RoomMemberRole = 'anchor' | 'admin' | 'member' | 'guest';

/** A user as a room message names them. */
interface RoomUser {
  uid: number;
  nick: string;
}

/** The fields of a GiftAnimation message (one gift send). */
export interface GiftAnimationFields extends RoomUser {
  send_id: number;
  avatar: string;
  level: number;
  vip: 0 | 1;
  gift_id: number;
  gift_code: string;
  gift_name_zh: string;
  gift_name_pt: string;
  currency: 'gold' | 'diamond';
  price: number;
  count: number;
  combo_id: string;
  combo: number;
  effect: 'small' | 'big';
  /** The send's value in gold units (the ranking's unit). */
  value: number;
}

/** The fields each room action carries, as they travel (besides `action`). */
export interface RoomMessageFields {
  EnterRoom: RoomUser & { avatar: string; level: number; vip: 0 | 1; role: RoomMemberRole };
  ExitRoom: RoomUser;
  SetManager: RoomUser & { set: 0 | 1 };
  ChangeRoomTitle: { title: string };
  /** `duration` in seconds (0: the ban is lifted), `until` in unix seconds. */
  BanUser: RoomUser & { duration: number; until: number };
  ChangePublishConfig: { speak: LiveSpeakRule; slow_mode: number; mute_all: 0 | 1 };
  ClearChatList: { by: number };
  /** `msg_id` is the removed message's ID at the messaging service. */
  RevokeMessage: { msg_id: string; by: number };
  NewGroupAnnouncement: { content: string; time: number };
  GroupTips: { text: string };
  AttentionToAnchor: RoomUser;
  GiftAnimation: GiftAnimationFields;
}

/** The fields of the race-start alert. */
export interface RaceStartFields {
  id: string;
  desc: string;
  title: string;
  liveid: number;
  anchorid: number;
  matchid: number;
}

/**
 * A room message's fields as a reader receives them: any sender's bytes, so every value is unknown until checked,
 * but the names are the contract's (a renamed field fails to compile where it is read).
 */
export type ReceivedFields<T> = { readonly [K in keyof T]?: unknown } & { readonly action?: unknown };

/** A custom element carrying `{action, ...fields}`. */
export function roomMessageElement<A extends RoomActionName>(
  action: A,
  fields: RoomMessageFields[A],
): { type: typeof ELEM_TYPE.CUSTOM; content: CustomContent } {
  return customActionElement(action, fields);
}

/** The race-start alert's custom element. */
export function raceStartElement(fields: RaceStartFields): {
  type: typeof ELEM_TYPE.CUSTOM;
  content: CustomContent;
} {
  return customActionElement(RACE_START_ACTION, fields);
}

function customActionElement(action: string, fields: object) {
  return {
    type: ELEM_TYPE.CUSTOM,
    content: { data: JSON.stringify({ action, ...fields }), description: action, extension: '' },
  };
}

/** A custom element's `data` read as `{action, ...}` fields, or null when it is not a JSON object. */
export function customActionData(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
