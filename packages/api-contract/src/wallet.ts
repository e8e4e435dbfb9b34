// The wallet's ledger reads (apps/api/src/modules/ledger; the withdraw module serves the trans-log with each
// withdrawal's review step).
import { z } from 'zod';
import { CURRENCIES, MAX_HISTORY_LIMIT, TRANSFER_KINDS, TRANSFER_STATES, WITHDRAW_STATES } from './constants';
import { endpoint } from './endpoint';
import { blankIsAll, positiveId } from './inputs';

/** Every balance of the caller, the recharge total and the anchor points' cash value. */
export const balancesSchema = z.object({
  /** What the user can spend, test diamonds included. */
  diamond: z.number(),
  /** Of `diamond`, the test diamonds (sandbox recharges): never withdrawable. */
  test_diamond: z.number(),
  diamond_held: z.number(),
  /** The diamonds ever credited by recharges. */
  diamond_total: z.number(),
  gold: z.number(),
  gold_held: z.number(),
  anchor_point: z.number(),
  anchor_point_held: z.number(),
  /** The anchor's share of gifts paid with test diamonds: shown, never withdrawable, never in `money`. */
  test_point: z.number(),
  /** The anchor points' cash value (0 when no rate is configured). */
  money: z.number(),
  anchor_point_rate: z.number(),
});
export type Balances = z.output<typeof balancesSchema>;

/** One line of the trans-log (times in epoch seconds). */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  transfer_id: z.number(),
  kind: z.enum(TRANSFER_KINDS),
  /** The transfer's state now (a withdrawal hold shows pending, then posted or voided). */
  state: z.enum(TRANSFER_STATES),
  currency: z.enum(CURRENCIES),
  /** Signed: negative left the account. */
  amount: z.number(),
  /** The account's available balance right after this entry. */
  balance_after: z.number(),
  /** True for the entry that gives back a voided transfer's hold. */
  reversal: z.boolean(),
  memo: z.record(z.string(), z.unknown()),
  created_at: z.number(),
  /** A withdrawal's entries: the request, its review state now and that state's label. */
  withdraw_id: z.number().optional(),
  withdraw_state: z.enum(WITHDRAW_STATES).optional(),
  withdraw_label: z.string().optional(),
});
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/** A trans-log page; pass `next_cursor` back as `cursor` for the next (older) page, null on the last. */
export const transLogSchema = z.object({
  list: z.array(ledgerEntrySchema),
  next_cursor: z.number().nullable(),
});
export type TransLogPage = z.output<typeof transLogSchema>;

/** `/api/wallet/getBalances`. */
export const getBalances = endpoint({
  path: '/api/wallet/getBalances',
  method: ['GET', 'POST'],
  auth: 'required',
  summary:
    "The caller's diamonds, gold and anchor points (available and held), recharge total and cash value",
  input: z.object({}),
  output: balancesSchema,
});

/** `/api/wallet/getTransLog`. */
export const getTransLog = endpoint({
  path: '/api/wallet/getTransLog',
  method: ['GET', 'POST'],
  auth: 'required',
  summary:
    "The caller's ledger entries, newest first, by currency and kind, a page per cursor; withdrawals with their review step",
  input: z.object({
    currency: blankIsAll(z.enum(CURRENCIES)),
    kind: blankIsAll(z.enum(TRANSFER_KINDS)),
    cursor: blankIsAll(positiveId),
    limit: z.coerce.number<number>().int().min(1).max(MAX_HISTORY_LIMIT).default(20),
  }),
  output: transLogSchema,
});
