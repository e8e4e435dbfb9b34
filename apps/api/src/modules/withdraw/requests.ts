// An anchor's withdrawal request (README "Requests"): the withdrawal row, its first event and the pending ledger
// transfer that holds the points (anchor -> payout_clearing) in one transaction.
import type { Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ledgerOf, ledgerSettings } from '../ledger';
import type { WithdrawalsTable } from './db-tables';
import {
  MAX_WITHDRAW_POINTS,
  MIN_WITHDRAW_POINTS,
  PAYOUT_CURRENCY,
  moneyFor,
  type PayoutMethod,
} from './rules';

/** A stored withdrawal. */
export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** What an anchor asks (applyWithdraw). */
export interface WithdrawInput {
  points: number;
  method: PayoutMethod;
  account: string;
  /** The client's id of this tap: a retry or double tap with the same id asks once. */
  request_id: string;
}

/** The ledger's key of a withdrawal's hold. */
export function withdrawTransferKey(userId: number, requestId: string): string {
  return `withdraw:${userId}:${requestId}`;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Opens a withdrawal; a retry with the same request id answers the first (`replayed`). */
export async function requestWithdrawal(
  ctx: AppContext,
  userId: number,
  input: WithdrawInput,
): Promise<{ row: WithdrawalRow; replayed: boolean }> {
  const user = await ctx.db.kysely
    .selectFrom('users')
    .select(['is_anchor'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.is_anchor !== 1) throw new ApiError('NOT_ANCHOR');
  if (input.points < MIN_WITHDRAW_POINTS || input.points > MAX_WITHDRAW_POINTS) {
    throw new ApiError('WITHDRAW_AMOUNT_INVALID', `${MIN_WITHDRAW_POINTS}-${MAX_WITHDRAW_POINTS}`, {
      min: MIN_WITHDRAW_POINTS,
      max: MAX_WITHDRAW_POINTS,
    });
  }
  // The ledger's cash rate prices the points; without one configured there is nothing to pay out at.
  const rate = ledgerSettings().anchorPointCashRate;
  if (rate <= 0) throw new ApiError('WITHDRAW_UNAVAILABLE');
  const money = moneyFor(input.points, rate);
  if (money <= 0) throw new ApiError('WITHDRAW_AMOUNT_INVALID', 'worth less than a cent');
  const run = () =>
    ctx.db.kysely.transaction().execute((trx) => openInTransaction(ctx, trx, userId, input, money));
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent attempt committed first: the same request (answered as a replay) or another open one.
    return run();
  }
}

async function openInTransaction(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: number,
  input: WithdrawInput,
  money: number,
): Promise<{ row: WithdrawalRow; replayed: boolean }> {
  const prior = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', input.request_id)
    .executeTakeFirst();
  if (prior) {
    if (prior.points !== input.points || prior.method !== input.method || prior.account !== input.account) {
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'request_id was used for another withdrawal');
    }
    return { row: prior, replayed: true };
  }
  const open = await trx
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('open', '=', 1)
    .executeTakeFirst();
  if (open) throw new ApiError('WITHDRAW_OPEN_EXISTS', undefined, { id: Number(open.id) });

  const now = ctx.now();
  const key = withdrawTransferKey(userId, input.request_id);
  const row = await trx
    .insertInto('withdrawals')
    .values({
      user_id: userId,
      request_id: input.request_id,
      points: input.points,
      money_minor: money,
      money_currency: PAYOUT_CURRENCY,
      method: input.method,
      account: input.account,
      state: 'review',
      open: 1,
      transfer_key: key,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Not enough points: INSUFFICIENT_FUNDS, and the whole transaction (the row too) rolls back.
  await ledgerOf(ctx).transfer(
    {
      key,
      kind: 'withdraw',
      pending: true,
      memo: {
        withdrawId: Number(row.id),
        money,
        moneyCurrency: PAYOUT_CURRENCY,
        method: input.method,
      },
      postings: [
        {
          currency: 'anchor_point',
          from: { userId },
          to: { system: 'payout_clearing' },
          amount: input.points,
        },
      ],
    },
    { trx },
  );
  await trx
    .insertInto('withdrawal_events')
    .values({ withdrawal_id: row.id, state: 'review', operator_id: null, note: '', created_at: now })
    .execute();
  return { row, replayed: false };
}
