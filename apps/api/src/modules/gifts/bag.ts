import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../http/error-codes';
import { enabledGifts, giftView, type GiftView } from './catalog';

/** A grant into a user's bag (tasks, events, the demo seed). */
export interface BagGrant {
  userId: number;
  giftId: number;
  quantity: number;
  /** Why (task, checkin, event, seed, test): shown to operators. */
  reason: string;
  /** Idempotency key: the same key grants once (a task's reward retried is not doubled). */
  key: string;
}

/**
 * Puts free gifts in a user's bag. Bag gifts cost the sender nothing and earn the anchor no points (README
 * "Money"), so no ledger transfer is made here. Returns false when the key was granted before.
 */
export async function grantBagGift(db: Db, grant: BagGrant, now: number): Promise<boolean> {
  if (!Number.isInteger(grant.quantity) || grant.quantity <= 0) {
    throw new ApiError('INVALID_INPUT', 'quantity must be a positive integer');
  }
  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('gift_bag_grants')
      .values({
        key: grant.key,
        user_id: grant.userId,
        gift_id: grant.giftId,
        quantity: grant.quantity,
        reason: grant.reason,
        created_at: now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .insertInto('gift_bag')
      .values({ user_id: grant.userId, gift_id: grant.giftId, quantity: grant.quantity, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'gift_id']).doUpdateSet((eb) => ({
          quantity: eb('gift_bag.quantity', '+', grant.quantity),
          updated_at: now,
        })),
      )
      .execute();
    return true;
  });
}

/** One bag item: the gift and how many the user holds. */
export interface BagItem {
  gift_id: number;
  quantity: number;
  gift: GiftView;
}

/** The user's bag (getUserBag): held gifts of the enabled catalog, in catalog order. */
export async function userBag(db: Db, userId: number, lang: Lang): Promise<{ list: BagItem[] }> {
  const [rows, gifts] = await Promise.all([
    db.kysely
      .selectFrom('gift_bag')
      .select(['gift_id', 'quantity'])
      .where('user_id', '=', userId)
      .where('quantity', '>', 0)
      .execute(),
    enabledGifts(db),
  ]);
  const held = new Map(rows.map((r) => [Number(r.gift_id), r.quantity]));
  const list: BagItem[] = [];
  for (const gift of gifts) {
    const quantity = held.get(gift.id);
    if (quantity) list.push({ gift_id: gift.id, quantity, gift: giftView(gift, lang) });
  }
  return { list };
}
