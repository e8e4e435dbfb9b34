import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Currency, TransferKind, TransferState } from '@tifo/api-contract/constants';

// The currencies (amounts are integers, no fractions; README "Test money" for test_diamond and test_point), the
// transfer kinds and states are the HTTP contract's: the trans-log shows and filters by them.
export {
  CURRENCIES,
  TRANSFER_KINDS,
  type Currency,
  type TransferKind,
  type TransferState,
} from '@tifo/api-contract/constants';

/** The platform's own accounts, one per currency each; they may go negative (user accounts never do). */
export const SYSTEM_ACCOUNTS = [
  'recharge_clearing',
  'revenue',
  'promotions',
  'anchor_payable',
  'payout_clearing',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** A user's account or a system account (the currency comes from the posting). */
export type AccountRef = { userId: number } | { system: SystemAccount };

/** One movement of a transfer: `amount` (> 0, integer) of `currency` from one account to another. */
export interface Posting {
  currency: Currency;
  from: AccountRef;
  to: AccountRef;
  amount: number;
}

/** A transfer to make: `key` is its idempotency key (unique across the ledger). */
export interface TransferRequest {
  key: string;
  kind: TransferKind;
  postings: Posting[];
  /** A small JSON object shown in the trans-log (e.g. `{ giftId, giftName, count, roomId, orderNo }`). */
  memo?: Record<string, unknown>;
  /** Hold the debits (available drops, held rises) until `post(key)` or `void(key)`. */
  pending?: boolean;
}

/** A transfer as the ledger keeps it; `replayed` is true when an earlier call with the same key made it. */
export interface TransferResult {
  id: number;
  key: string;
  kind: TransferKind;
  state: TransferState;
  postings: Posting[];
  memo: Record<string, unknown>;
  createdAt: number;
  replayed: boolean;
}

/** Runs the call inside the caller's transaction when given (the feature's own rows change atomically). */
export interface LedgerOptions {
  trx?: Transaction<Database>;
}

/** One balance: `available` can be spent, `held` is set aside by pending transfers. */
export interface Balance {
  available: number;
  held: number;
}
export type Balances = Record<Currency, Balance>;

/** A user's balances plus the diamonds ever credited to them by recharges. */
export interface BalanceSummary {
  balances: Balances;
  diamondTotal: number;
}

/** One line of a user's trans-log. */
export interface LedgerEntryView {
  id: number;
  transferId: number;
  kind: TransferKind;
  /** The transfer's state now (a withdrawal hold shows pending, then posted or voided). */
  state: TransferState;
  currency: Currency;
  /** Signed: negative leaves the user's account, positive enters it. */
  amount: number;
  /** The account's available balance right after this entry. */
  balanceAfter: number;
  /** True for the entry that gives back a voided transfer's hold. */
  reversal: boolean;
  memo: Record<string, unknown>;
  createdAt: number;
}

export interface HistoryQuery {
  currency?: Currency;
  kind?: TransferKind;
  /** The `nextCursor` of the previous page (entries older than it). */
  cursor?: number;
  limit: number;
}

export interface HistoryPage {
  list: LedgerEntryView[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}
