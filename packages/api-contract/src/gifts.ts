// The gift catalog, the bag, sending a gift and a room's contribution ranking (apps/api/src/modules/gifts/README.md).
// A send answers the GiftAnimation room message's fields too: their schema here is checked against
// @tifo/protocol's GiftAnimationFields by the API (modules/gifts/room-message.ts), so the two cannot drift.
import { z } from 'zod';
import { GIFT_QUANTITIES, RANKING_RANGES } from './constants';
import { endpoint } from './endpoint';
import { positiveId, requestId } from './inputs';

const giftCurrency = z.enum(['gold', 'diamond']);
const giftEffect = z.enum(['small', 'big']);

/** A gift as clients see it; `code` names its artwork, `name` is in the caller's language. */
export const giftSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  name_zh: z.string(),
  name_pt: z.string(),
  currency: giftCurrency,
  price: z.number(),
  effect: giftEffect,
});
export type Gift = z.output<typeof giftSchema>;

/** The catalog and the quantity choices. */
export const giftListSchema = z.object({ list: z.array(giftSchema), quantities: z.array(z.number()) });
export type GiftList = z.output<typeof giftListSchema>;

/** One gift the user holds in the bag. */
export const bagItemSchema = z.object({ gift_id: z.number(), quantity: z.number(), gift: giftSchema });
export type BagItem = z.output<typeof bagItemSchema>;

/** A row of a room's contribution ranking; `value` in gold units (a diamond counts its gold worth). */
export const contributionRowSchema = z.object({
  rank: z.number(),
  uid: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  user_level: z.number(),
  value: z.number(),
});
export type ContributionRow = z.output<typeof contributionRowSchema>;

/** A room's ranking and the caller's own place (null when anonymous or when they sent nothing). */
export const contributionSchema = z.object({
  liveid: z.number(),
  range: z.enum(RANKING_RANGES),
  list: z.array(contributionRowSchema),
  mine: contributionRowSchema.nullable(),
});
export type Contribution = z.output<typeof contributionSchema>;

/** The spendable balances after a send (diamonds: the ones a gift may spend). */
export const giftBalancesSchema = z.object({ gold: z.number(), diamond: z.number() });
export type GiftBalances = z.output<typeof giftBalancesSchema>;

/** The fields of a GiftAnimation room message (one send), as @tifo/protocol's GiftAnimationFields. */
export const giftAnimationSchema = z.object({
  uid: z.number(),
  nick: z.string(),
  send_id: z.number(),
  avatar: z.string(),
  level: z.number(),
  vip: z.union([z.literal(0), z.literal(1)]),
  gift_id: z.number(),
  gift_code: z.string(),
  gift_name_zh: z.string(),
  gift_name_pt: z.string(),
  currency: giftCurrency,
  price: z.number(),
  count: z.number(),
  combo_id: z.string(),
  combo: z.number(),
  effect: giftEffect,
  /** The send's value in gold units (the ranking's unit). */
  value: z.number(),
});

/**
 * A send's answer: what was paid (bag first, then `currency`), the combo, the sender's level and spend, the
 * balances and bag after it, whether it was a retry of an earlier send, and the room message it posted.
 */
export const sendGiftResultSchema = z.object({
  send_id: z.number(),
  liveid: z.number(),
  gift: giftSchema,
  count: z.number(),
  from_bag: z.number(),
  currency: giftCurrency,
  paid: z.number(),
  value: z.number(),
  anchor_points: z.number(),
  combo_id: z.string(),
  combo: z.number(),
  user_level: z.number(),
  gift_spend: z.number(),
  balances: giftBalancesSchema,
  bag_left: z.number(),
  replayed: z.boolean(),
  animation: giftAnimationSchema,
});
export type SendGiftResult = z.output<typeof sendGiftResultSchema>;

/** `/api/gift/getGiftList`. */
export const getGiftList = endpoint({
  path: '/api/gift/getGiftList',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'The gifts (prices in gold or diamonds, small or big effect) and the quantity choices',
  input: z.object({}),
  output: giftListSchema,
});

/** `/api/gift/getUserBag`. */
export const getUserBag = endpoint({
  path: '/api/gift/getUserBag',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "The caller's bag: free gifts held (sending uses them first)",
  input: z.object({}),
  output: z.object({ list: z.array(bagItemSchema) }),
});

/** `/api/live/sendGift`: `count` one of GIFT_QUANTITIES; a retry with the same `request_id` sends once. */
export const sendGift = endpoint({
  path: '/api/live/sendGift',
  method: 'POST',
  auth: 'required',
  summary: `Sends count (${GIFT_QUANTITIES.join(', ')}) of a gift to a live room's anchor; request_id makes retries send once`,
  input: z.object({
    liveid: positiveId,
    gift_id: positiveId,
    // Any whole number passes here so that a count outside the choices gets its own code (GIFT_COUNT_INVALID).
    count: z.coerce.number<number>().int(),
    combo_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    request_id: requestId,
  }),
  output: sendGiftResultSchema,
});

/** `/api/live/getLiveContribution`. */
export const getLiveContribution = endpoint({
  path: '/api/live/getLiveContribution',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: "A room's contribution ranking (today in Beijing time, or all time) and the caller's place",
  input: z.object({ liveid: positiveId, range: z.enum(RANKING_RANGES).default('today') }),
  output: contributionSchema,
});
