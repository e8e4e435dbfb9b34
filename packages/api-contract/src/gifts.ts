// The gift catalog, the bag and a room's contribution ranking (apps/api/src/modules/gifts/README.md). Sending a
// gift (/api/live/sendGift) answers the room message's fields too: it joins when that message is in the contract.
import { z } from 'zod';
import { RANKING_RANGES } from './constants';
import { endpoint } from './endpoint';
import { positiveId } from './inputs';

/** A gift as clients see it; `code` names its artwork, `name` is in the caller's language. */
export const giftSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  name_zh: z.string(),
  name_pt: z.string(),
  currency: z.enum(['gold', 'diamond']),
  price: z.number(),
  effect: z.enum(['small', 'big']),
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

/** `/api/live/getLiveContribution`. */
export const getLiveContribution = endpoint({
  path: '/api/live/getLiveContribution',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: "A room's contribution ranking (today in Beijing time, or all time) and the caller's place",
  input: z.object({ liveid: positiveId, range: z.enum(RANKING_RANGES).default('today') }),
  output: contributionSchema,
});
