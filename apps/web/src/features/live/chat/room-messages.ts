// Reads the room's messages: users' texts, and the room messages of the contract's table. Anyone can send a
// custom message to the room, so room messages count only when the messaging service says the server identity
// `administrator` sent them (the service fills `from` from the session; a client cannot forge it).
import type { Message } from '@tifo/chat';
import type { PublishConfig, RoomAction, SpeakRule } from './chat-types';

/** The server identity the API posts room messages as. */
export const ADMIN_SENDER = 'administrator';

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
export function publishOf(data: Record<string, unknown>): PublishConfig {
  return { speak: speakOf(data.speak), slow_mode: num(data.slow_mode), mute_all: num(data.mute_all) ? 1 : 0 };
}

/** A room message's `{action, ...}` as a typed action; unknown actions are null. */
export function roomActionOf(action: string, d: Record<string, unknown>): RoomAction | null {
  const uid = str(d.uid);
  const nick = str(d.nick) || uid;
  switch (action) {
    case 'EnterRoom': {
      const role = d.role === 'anchor' || d.role === 'admin' ? d.role : 'member';
      return { action, uid, nick, level: num(d.level), vip: num(d.vip) === 1, role };
    }
    case 'ExitRoom':
    case 'AttentionToAnchor':
      return { action, uid, nick };
    case 'SetManager':
      return { action, uid, nick, set: num(d.set) === 1 };
    case 'ChangeRoomTitle':
      return { action, title: str(d.title) };
    case 'BanUser':
      return { action, uid, nick, duration: num(d.duration), until: num(d.until) };
    case 'ChangePublishConfig':
      return { action, ...publishOf(d) };
    case 'ClearChatList':
      return { action };
    case 'RevokeMessage':
      return { action, msgId: str(d.msg_id) };
    case 'NewGroupAnnouncement':
      return { action, content: str(d.content), time: num(d.time) };
    case 'GroupTips':
      return { action, text: str(d.text) };
    case 'GiftAnimation':
      return {
        action,
        uid,
        nick,
        giftZh: str(d.gift_name_zh),
        giftPt: str(d.gift_name_pt),
        count: num(d.count),
      };
    default:
      return null;
  }
}

function parseData(raw: unknown): Record<string, unknown> | null {
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

/** The event a message of `groupID` carries, or null (another conversation, a forged room message, ...). */
export function roomEventOf(message: Message, groupID: string): RoomEvent | null {
  if (message.to !== groupID || message.isRevoked) return null;
  const payload = message.payload as { text?: unknown; data?: unknown };
  if (message.type === 'TIMTextElem') {
    const text = str(payload.text);
    if (!text) return null;
    return { type: 'text', id: message.ID, uid: message.from, nick: message.nick, text };
  }
  if (message.type !== 'TIMCustomElem' || message.from !== ADMIN_SENDER) return null;
  const data = parseData(payload.data);
  const action = data && roomActionOf(str(data.action), data);
  return action ? { type: 'room', action } : null;
}
