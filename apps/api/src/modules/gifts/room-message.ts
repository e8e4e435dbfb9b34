// The "gift animation" room message (README "Room message"), posted to the room's chat group by the server
// identity so every viewer can trust it and play the animation.
import { ROOM_ACTION, ADMIN_USER_ID, roomMessageElement, type GiftAnimationFields } from '@tifo/protocol';
import type { gifts } from '@tifo/api-contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isVip } from '../accounts';
import { roomGroupID } from '../live-chat';
import type { RoomGroups } from '../live-chat';
import type { SendOutcome } from './send-gift';

/** Compiles only when A and B are the same type (each assignable to the other). */
type Same<A extends B, B> = [B] extends [A] ? true : never;
type Expect<T extends true> = T;
/** sendGift's answer carries the message's fields: the contract's schema reads the protocol's type exactly. */
export type AnimationSchemaReadsProtocol = Expect<
  Same<z.output<typeof gifts.giftAnimationSchema>, GiftAnimationFields>
>;

/** Builds the message's fields from a send and the sender's card. */
export async function giftAnimationFields(
  ctx: AppContext,
  senderId: number,
  outcome: SendOutcome,
): Promise<GiftAnimationFields> {
  const user = await ctx.db.kysely
    .selectFrom('users')
    .select(['nick_name', 'avatar', 'vip_level', 'vip_date'])
    .where('id', '=', senderId)
    .executeTakeFirstOrThrow();
  const { send, gift } = outcome;
  return {
    send_id: send.id,
    uid: senderId,
    nick: user.nick_name,
    avatar: user.avatar,
    level: outcome.userLevel,
    vip: isVip({ vip_level: user.vip_level, vip_date: Number(user.vip_date) }, ctx.now()) ? 1 : 0,
    gift_id: gift.id,
    gift_code: gift.code,
    gift_name_zh: gift.name_zh,
    gift_name_pt: gift.name_pt,
    currency: gift.currency,
    price: gift.price,
    count: send.count,
    combo_id: send.combo_id,
    combo: send.combo_count,
    effect: gift.effect,
    value: send.value,
  };
}

/**
 * Posts the animation to the room. The gift is paid whatever happens here: a messaging service that does not
 * answer costs the room its animation, never the sender their money twice or the anchor their points.
 */
export async function postGiftAnimation(
  ctx: AppContext,
  groups: RoomGroups,
  fields: GiftAnimationFields,
  room: SendOutcome['room'],
): Promise<boolean> {
  try {
    await groups.ensure(room);
    await groups.call('message/group', {
      groupID: roomGroupID(room.id),
      from: ADMIN_USER_ID,
      priority: 'High',
      elements: [roomMessageElement(ROOM_ACTION.GIFT, fields)],
    });
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, roomId: room.id, sendId: fields.send_id }, 'gift animation not posted');
    return false;
  }
}
