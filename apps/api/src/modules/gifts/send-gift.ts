// Sending a gift (README "Send"): the checks, then one database transaction holding the bag's decrement, the
// one ledger transfer, the send's row, the sender's gift_spend and level and the anchor's point counters.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { diamondPostings, ledgerOf, splitDiamondPrice } from '../ledger';
import type { Posting } from '../ledger';
import { roomById, type RoomRow } from '../live';
import { enabledGift, type GiftRow } from './catalog';
import {
  anchorLevelForPoints,
  anchorPointsFor,
  giftValue,
  isGiftQuantity,
  levelForSpend,
  nextCombo,
} from './rules';

/** What a client asks (sendGift). */
export interface SendGiftInput {
  liveid: number;
  gift_id: number;
  count: number;
  combo_id?: string;
  /** The client's id of this tap: a retry or double tap with the same id sends once. */
  request_id: string;
}

/** A stored send (gift_sends row). */
export interface SendRecord {
  id: number;
  room_id: number;
  gift_id: number;
  count: number;
  from_bag: number;
  currency: 'gold' | 'diamond';
  paid: number;
  value: number;
  anchor_points: number;
  combo_id: string;
  combo_count: number;
  created_at: number;
}

/** The outcome of a send: the stored row, the room and gift, the sender's new level, whether it was a retry. */
export interface SendOutcome {
  send: SendRecord;
  room: RoomRow;
  gift: GiftRow;
  userLevel: number;
  giftSpend: number;
  replayed: boolean;
}

/** The ledger's idempotency key of a send: per sender, so one user's request ids never meet another's. */
export function giftTransferKey(senderId: number, requestId: string): string {
  return `gift:${senderId}:${requestId}`;
}

/** A unique-constraint failure on either dialect (a concurrent retry of the same request won the race). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

async function previousSend(trx: Transaction<Database>, senderId: number, input: SendGiftInput) {
  return trx
    .selectFrom('gift_sends')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('request_id', '=', input.request_id)
    .executeTakeFirst();
}

/** Validates a send before any write; the order makes each code mean one thing. */
async function checked(ctx: AppContext, senderId: number, input: SendGiftInput) {
  if (!isGiftQuantity(input.count)) throw new ApiError('GIFT_COUNT_INVALID', String(input.count));
  const gift = await enabledGift(ctx.db, input.gift_id);
  if (!gift) throw new ApiError('GIFT_NOT_FOUND');
  const room = await roomById(ctx.db, input.liveid);
  if (!room) throw new ApiError('ROOM_NOT_FOUND');
  if (room.anchor_id === senderId) throw new ApiError('SELF_GIFT');
  // "away" is a live whose stream dropped for a moment: the session runs, the gift reaches the anchor.
  if (room.state === 'offline') throw new ApiError('ROOM_NOT_LIVE');
  return { gift, room };
}

/** Sends a gift; a retry with the same request id answers the first send (`replayed`). */
export async function sendGift(
  ctx: AppContext,
  senderId: number,
  input: SendGiftInput,
): Promise<SendOutcome> {
  const { gift, room } = await checked(ctx, senderId, input);
  try {
    return await ctx.db.kysely
      .transaction()
      .execute((trx) => sendInTransaction(ctx, trx, senderId, input, gift, room));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same request id raced itself: the other attempt committed; answer with its result.
    return ctx.db.kysely
      .transaction()
      .execute((trx) => sendInTransaction(ctx, trx, senderId, input, gift, room));
  }
}

async function sendInTransaction(
  ctx: AppContext,
  trx: Transaction<Database>,
  senderId: number,
  input: SendGiftInput,
  gift: GiftRow,
  room: RoomRow,
): Promise<SendOutcome> {
  const prior = await previousSend(trx, senderId, input);
  if (prior) {
    if (
      Number(prior.room_id) !== room.id ||
      Number(prior.gift_id) !== gift.id ||
      prior.count !== input.count
    ) {
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'request_id was used for another gift');
    }
    const sender = await trx
      .selectFrom('users')
      .select(['user_level', 'gift_spend'])
      .where('id', '=', senderId)
      .executeTakeFirstOrThrow();
    return {
      send: recordOf(prior),
      room,
      gift,
      userLevel: sender.user_level,
      giftSpend: Number(sender.gift_spend),
      replayed: true,
    };
  }
  const now = ctx.now();

  // The bag first: free gifts the user holds pay for as much of the count as they cover.
  const bag = await trx
    .selectFrom('gift_bag')
    .select('quantity')
    .where('user_id', '=', senderId)
    .where('gift_id', '=', gift.id)
    // PostgreSQL: a concurrent send of the same gift by the same user waits here, so the count cannot go stale.
    .$if(ctx.db.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  const fromBag = Math.min(bag?.quantity ?? 0, input.count);
  if (fromBag > 0) {
    const taken = await trx
      .updateTable('gift_bag')
      .set((eb) => ({ quantity: eb('quantity', '-', fromBag), updated_at: now }))
      .where('user_id', '=', senderId)
      .where('gift_id', '=', gift.id)
      .where('quantity', '>=', fromBag)
      .executeTakeFirst();
    // Cannot happen (row locked on PostgreSQL, writers serialised on SQLite); never spend what is not there.
    if (Number(taken.numUpdatedRows) !== 1) throw new ApiError('INTERNAL', 'bag changed during a send');
  }

  const paid = (input.count - fromBag) * gift.price;
  const anchor = await trx
    .selectFrom('users')
    .select(['sharing_ratio'])
    .where('id', '=', room.anchor_id)
    .executeTakeFirstOrThrow();
  const ratio = anchor.sharing_ratio ?? ctx.config.giftSharingRatio;
  const ledger = ledgerOf(ctx);
  const postings: Posting[] = [];
  let points = 0;
  if (gift.currency === 'diamond' && paid > 0) {
    // Test diamonds (a sandbox recharge) pay first, and their share reaches the anchor as test points, which
    // no withdrawal takes (ledger README "Test money"); only real diamonds earn real anchor points.
    const { test_diamond } = await ledger.balances(senderId, { trx });
    const split = splitDiamondPrice(test_diamond.available, paid);
    postings.push(...diamondPostings(split, { userId: senderId }, { system: 'revenue' }));
    const testPoints = anchorPointsFor(split.test, ratio);
    points = anchorPointsFor(split.real, ratio);
    const share = (currency: 'anchor_point' | 'test_point', amount: number): void => {
      if (amount > 0) {
        postings.push({
          currency,
          from: { system: 'anchor_payable' },
          to: { userId: room.anchor_id },
          amount,
        });
      }
    };
    share('test_point', testPoints);
    share('anchor_point', points);
  } else if (paid > 0) {
    postings.push({
      currency: gift.currency,
      from: { userId: senderId },
      to: { system: 'revenue' },
      amount: paid,
    });
  }
  const transfer =
    postings.length === 0
      ? null
      : await ledger.transfer(
          {
            key: giftTransferKey(senderId, input.request_id),
            kind: 'gift',
            postings,
            memo: { giftId: gift.id, giftName: gift.name_zh, count: input.count, roomId: room.id, fromBag },
          },
          { trx },
        );

  const last = await trx
    .selectFrom('gift_sends')
    .select(['combo_id', 'combo_count', 'created_at'])
    .where('sender_id', '=', senderId)
    .where('room_id', '=', room.id)
    .where('gift_id', '=', gift.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const combo = nextCombo(last ?? null, now, input.combo_id, randomUUID());
  const value = giftValue(gift.currency, gift.price, input.count);
  const row = {
    sender_id: senderId,
    request_id: input.request_id,
    room_id: room.id,
    anchor_id: room.anchor_id,
    gift_id: gift.id,
    count: input.count,
    from_bag: fromBag,
    currency: gift.currency,
    paid,
    value,
    anchor_points: points,
    combo_id: combo.combo_id,
    combo_count: combo.combo_count,
    transfer_id: transfer?.id ?? null,
    created_at: now,
  };
  const inserted = await trx.insertInto('gift_sends').values(row).returning('id').executeTakeFirstOrThrow();

  // gift_spend counts what was paid (bag gifts were free); the level follows it and never drops.
  const spent = giftValue(gift.currency, paid, 1);
  // Users' rows are written in id order, so two users sending to each other at once cannot deadlock.
  const anchorFirst = points > 0 && room.anchor_id < senderId;
  if (anchorFirst) await raiseAnchor(trx, room.anchor_id, points);
  const sender = await raiseSender(trx, senderId, spent);
  if (points > 0 && !anchorFirst) await raiseAnchor(trx, room.anchor_id, points);
  return {
    send: recordOf({ ...row, id: inserted.id }),
    room,
    gift,
    userLevel: sender.user_level,
    giftSpend: sender.gift_spend,
    replayed: false,
  };
}

async function raiseSender(trx: Transaction<Database>, userId: number, spent: number) {
  if (spent > 0) {
    await trx
      .updateTable('users')
      .set((eb) => ({ gift_spend: eb('gift_spend', '+', spent) }))
      .where('id', '=', userId)
      .execute();
  }
  const user = await trx
    .selectFrom('users')
    .select(['gift_spend', 'user_level'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const level = levelForSpend(Number(user.gift_spend));
  if (level <= user.user_level) return { gift_spend: Number(user.gift_spend), user_level: user.user_level };
  await trx
    .updateTable('users')
    .set({ user_level: level })
    .where('id', '=', userId)
    .where('user_level', '<', level)
    .execute();
  return { gift_spend: Number(user.gift_spend), user_level: level };
}

/** users.anchor_point is the anchor's lifetime earned points (the ledger holds the spendable balance). */
async function raiseAnchor(trx: Transaction<Database>, anchorId: number, points: number) {
  await trx
    .updateTable('users')
    .set((eb) => ({ anchor_point: eb('anchor_point', '+', points) }))
    .where('id', '=', anchorId)
    .execute();
  const anchor = await trx
    .selectFrom('users')
    .select(['anchor_point', 'anchor_level'])
    .where('id', '=', anchorId)
    .executeTakeFirstOrThrow();
  const level = anchorLevelForPoints(Number(anchor.anchor_point));
  if (level > anchor.anchor_level) {
    await trx.updateTable('users').set({ anchor_level: level }).where('id', '=', anchorId).execute();
  }
}

/** A gift_sends row as the API answers it, its ids, value and time normalised to plain numbers. */
function recordOf(row: SendRecord): SendRecord {
  return {
    id: Number(row.id),
    room_id: Number(row.room_id),
    gift_id: Number(row.gift_id),
    count: row.count,
    from_bag: row.from_bag,
    currency: row.currency,
    paid: row.paid,
    value: Number(row.value),
    anchor_points: row.anchor_points,
    combo_id: row.combo_id,
    combo_count: row.combo_count,
    created_at: Number(row.created_at),
  };
}
