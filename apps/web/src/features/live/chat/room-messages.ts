// Reads the room's messages: users' texts, and the room messages of the contract's table. Anyone can send a
// custom message to the room, so room messages count only when the messaging service says the server identity
// `administrator` sent them (the service fills `from` from the session; a client cannot forge it).
import type { Message } from '@tifo/chat';
import {
  customActionData,
  ROOM_ACTION,
  ADMIN_USER_ID,
  type ReceivedFields,
  type RoomActionName,
  type RoomMessageFields,
} from '@tifo/protocol';
import type { PublishConfig, RoomAction, SpeakRule } from './chat-types';

/** A message of the room, read (a text's `nick` is '' when the service sent none). */
export type RoomEvent =
  | { type: 'text'; id: string; uid: string; nick: string; text: string }
  | { type: 'room'; action: RoomAction };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);

function speakOf(v: unknown): SpeakRule {
  return v === 'users' || v === 'fans' ? v : 'all';
}

/** The publish settings in a room message or getLiveChat. */
export function publishOf(
  data: ReceivedFields<RoomMessageFields[typeof ROOM_ACTION.PUBLISH_CONFIG]>,
): PublishConfig {
  return { speak: speakOf(data.speak), slow_mode: num(data.slow_mode), mute_all: num(data.mute_all) ? 1 : 0 };
}

/** A room message's fields as a reader receives them (the contract's names, unchecked values). */
type Received<A extends RoomActionName> = ReceivedFields<RoomMessageFields[A]>;

/** The user a room message names; the nick falls back to the uid. */
function userOf(d: Received<typeof ROOM_ACTION.EXIT>): { uid: string; nick: string } {
  const uid = str(d.uid);
  return { uid, nick: str(d.nick) || uid };
}

/** A room message's `{action, ...}` as a typed action; unknown actions are null. */
export function roomActionOf(action: string, d: Record<string, unknown>): RoomAction | null {
  switch (action) {
    case ROOM_ACTION.ENTER: {
      const f: Received<typeof ROOM_ACTION.ENTER> = d;
      const role = f.role === 'anchor' || f.role === 'admin' ? f.role : 'member';
      return { action, ...userOf(f), level: num(f.level), vip: num(f.vip) === 1, role };
    }
    case ROOM_ACTION.EXIT:
    case ROOM_ACTION.ATTENTION:
      return { action, ...userOf(d) };
    case ROOM_ACTION.SET_MANAGER: {
      const f: Received<typeof ROOM_ACTION.SET_MANAGER> = d;
      return { action, ...userOf(f), set: num(f.set) === 1 };
    }
    case ROOM_ACTION.TITLE: {
      const f: Received<typeof ROOM_ACTION.TITLE> = d;
      return { action, title: str(f.title) };
    }
    case ROOM_ACTION.BAN: {
      const f: Received<typeof ROOM_ACTION.BAN> = d;
      return { action, ...userOf(f), duration: num(f.duration), until: num(f.until) };
    }
    case ROOM_ACTION.PUBLISH_CONFIG:
      return { action, ...publishOf(d) };
    case ROOM_ACTION.CLEAR:
      return { action };
    case ROOM_ACTION.REVOKE: {
      const f: Received<typeof ROOM_ACTION.REVOKE> = d;
      return { action, msgId: str(f.msg_id) };
    }
    case ROOM_ACTION.ANNOUNCEMENT: {
      const f: Received<typeof ROOM_ACTION.ANNOUNCEMENT> = d;
      return { action, content: str(f.content), time: num(f.time) };
    }
    case ROOM_ACTION.TIPS: {
      const f: Received<typeof ROOM_ACTION.TIPS> = d;
      return { action, text: str(f.text) };
    }
    case ROOM_ACTION.GIFT: {
      const f: Received<typeof ROOM_ACTION.GIFT> = d;
      return {
        action,
        ...userOf(f),
        giftZh: str(f.gift_name_zh),
        giftPt: str(f.gift_name_pt),
        count: num(f.count),
      };
    }
    default:
      return null;
  }
}

/** The event a message of `groupID` carries, or null (another conversation, a forged room message, ...). */
export function roomEventOf(message: Message, groupID: string): RoomEvent | null {
  if (message.to !== groupID || message.isRevoked) return null;
  const payload = message.payload as { text?: unknown; data?: unknown };
  if (message.type === 'TIMTextElem') {
    const text = str(payload.text);
    if (!text) return null;
    return { type: 'text', id: message.ID, uid: message.from, nick: message.nick, text };
  }
  if (message.type !== 'TIMCustomElem' || message.from !== ADMIN_USER_ID) return null;
  const data = customActionData(payload.data);
  const action = data && roomActionOf(str(data.action), data);
  return action ? { type: 'room', action } : null;
}
