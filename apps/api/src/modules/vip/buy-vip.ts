// Buying a plan (README "Buying"): one database transaction holds the ledger transfer (diamonds user -> revenue),
// the purchase row and the user's new expiries, so money and VIP time never part.
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { diamondPostings, ledgerOf, splitDiamondPrice } from '../ledger';
import { enabledPlan, type VipPlanRow } from './plans';
import { datesAfterPurchase } from './rules';

/** What a client asks (buyVip). */
export interface BuyVipInput {
  plan_id: number;
  /** The client's id of this tap: a retry or double tap with the same id buys once. */
  request_id: string;
}

/** A stored purchase and whether this call was a retry of it. */
export interface BuyOutcome {
  purchaseId: number;
  plan: VipPlanRow;
  vipDate: number;
  svipDate: number;
  replayed: boolean;
}

/** The ledger's idempotency key of a purchase: per user, so one user's request ids never meet another's. */
export function vipTransferKey(userId: number, requestId: string): string {
  return `vip:${userId}:${requestId}`;
}

/** A unique-constraint failure on either dialect (a concurrent retry of the same request won the race). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Buys a plan with diamonds; a retry with the same request id answers the first purchase (`replayed`). */
export async function buyVip(ctx: AppContext, userId: number, input: BuyVipInput): Promise<BuyOutcome> {
  const plan = await enabledPlan(ctx.db, input.plan_id);
  if (!plan) throw new ApiError('VIP_PLAN_NOT_FOUND');
  const run = () =>
    ctx.db.kysely.transaction().execute((trx) => buyInTransaction(ctx, trx, userId, input, plan));
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same request raced itself and the other attempt committed first: answer with its purchase.
    return run();
  }
}

async function buyInTransaction(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: number,
  input: BuyVipInput,
  plan: VipPlanRow,
): Promise<BuyOutcome> {
  const prior = async () =>
    trx
      .selectFrom('vip_purchases')
      .select(['id', 'plan_id', 'vip_date_after', 'svip_date_after'])
      .where('user_id', '=', userId)
      .where('request_id', '=', input.request_id)
      .executeTakeFirst();
  const replay = (row: NonNullable<Awaited<ReturnType<typeof prior>>>): BuyOutcome => {
    if (Number(row.plan_id) !== plan.id) {
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'request_id was used for another plan');
    }
    return {
      purchaseId: Number(row.id),
      plan,
      vipDate: Number(row.vip_date_after),
      svipDate: Number(row.svip_date_after),
      replayed: true,
    };
  };
  const before = await prior();
  if (before) return replay(before);

  const now = ctx.now();
  const ledger = ledgerOf(ctx);
  // Test diamonds (a sandbox recharge) pay first; VIP is never money again, so either kind may buy it.
  const { test_diamond } = await ledger.balances(userId, { trx });
  const split = splitDiamondPrice(test_diamond.available, plan.price);
  const transfer = await ledger.transfer(
    {
      key: vipTransferKey(userId, input.request_id),
      kind: 'vip',
      memo: { planId: plan.id, plan: plan.code, level: plan.level, days: plan.days },
      postings: diamondPostings(split, { userId }, { system: 'revenue' }),
    },
    { trx },
  );
  if (transfer.replayed) {
    // PostgreSQL: a concurrent double tap waited on the ledger's key for the first attempt, which committed
    // its purchase row too.
    const after = await prior();
    if (after) return replay(after);
    throw new ApiError('INTERNAL', 'vip purchase without its row');
  }

  // The debit above locked the user's diamond account, so purchases of one user run one after another; the row
  // lock keeps gifts' and others' writes to the same users row ordered on PostgreSQL.
  const user = await trx
    .selectFrom('users')
    .select(['vip_level', 'vip_date', 'svip_date'])
    .where('id', '=', userId)
    .$if(ctx.db.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  const level = plan.level === 2 ? 2 : 1;
  const dates = datesAfterPurchase(
    { vip_date: Number(user.vip_date), svip_date: Number(user.svip_date) },
    level,
    plan.days,
    now,
  );
  await trx
    .updateTable('users')
    .set({ ...dates, vip_level: Math.max(Number(user.vip_level), level) })
    .where('id', '=', userId)
    .execute();
  const inserted = await trx
    .insertInto('vip_purchases')
    .values({
      user_id: userId,
      request_id: input.request_id,
      plan_id: plan.id,
      level,
      days: plan.days,
      price: plan.price,
      transfer_id: transfer.id,
      vip_date_after: dates.vip_date,
      svip_date_after: dates.svip_date,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    purchaseId: Number(inserted.id),
    plan,
    vipDate: dates.vip_date,
    svipDate: dates.svip_date,
    replayed: false,
  };
}
