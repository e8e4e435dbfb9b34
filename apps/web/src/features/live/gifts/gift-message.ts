// Reads the GiftAnimation room message. Like every room message it counts only when the messaging service says
// the server identity `administrator` sent it (a client cannot forge `from`), so nobody fakes a big gift.
import type { Message } from '@tifo/chat';
import {
  customActionData,
  ROOM_ACTION,
  ADMIN_USER_ID,
  type GiftAnimationFields,
  type ReceivedFields,
} from '@tifo/protocol';
import type { GiftAnimation } from './gift-types';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** A GiftAnimation's fields as a typed animation, or null when they are not one. */
export function giftAnimationOf(d: ReceivedFields<GiftAnimationFields>): GiftAnimation | null {
  if (d.action !== ROOM_ACTION.GIFT) return null;
  const code = str(d.gift_code);
  const count = num(d.count);
  if (!code || count <= 0) return null;
  return {
    sendId: num(d.send_id),
    uid: str(d.uid),
    nick: str(d.nick) || str(d.uid),
    avatar: str(d.avatar),
    level: num(d.level),
    giftId: num(d.gift_id),
    code,
    nameZh: str(d.gift_name_zh),
    namePt: str(d.gift_name_pt),
    count,
    comboId: str(d.combo_id),
    combo: Math.max(1, num(d.combo)),
    effect: d.effect === 'big' ? 'big' : 'small',
  };
}

/** The animation a message of `groupID` carries, or null. */
export function giftMessageOf(message: Message, groupID: string): GiftAnimation | null {
  if (message.to !== groupID || message.type !== 'TIMCustomElem' || message.from !== ADMIN_USER_ID)
    return null;
  const data = customActionData((message.payload as { data?: unknown }).data);
  return data && giftAnimationOf(data);
}
