// Typed calls of the wallet: balances and the trans-log (apps/api/src/modules/ledger), withdrawals
// (apps/api/src/modules/withdraw/README.md), through the one request helper.
import { request } from '../../api/client';

/** /api/wallet/getBalances. */
export interface Balances {
  /** What can be spent, test diamonds included. */
  diamond: number;
  /** Of `diamond`, the test diamonds (sandbox recharges): never withdrawable. */
  test_diamond: number;
  diamond_held: number;
  diamond_total: number;
  gold: number;
  gold_held: number;
  anchor_point: number;
  anchor_point_held: number;
  /** The anchor's share of gifts paid with test diamonds: shown, never withdrawable. */
  test_point: number;
  /** The anchor points' cash value (0 when no rate is configured). */
  money: number;
  anchor_point_rate: number;
}

export const CURRENCIES = ['diamond', 'gold', 'anchor_point', 'test_diamond', 'test_point'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const KINDS = [
  'recharge',
  'gift',
  'vip',
  'withdraw',
  'invite_profit',
  'grant',
  'refund',
  'shop',
] as const;
export type TransferKind = (typeof KINDS)[number];

/** The review states of a withdrawal (spec: under review, dispatching, dispatched, cancelled). */
export type WithdrawState = 'review' | 'dispatching' | 'dispatched' | 'cancelled';

/** One trans-log line (times in epoch seconds). */
export interface LedgerEntry {
  id: number;
  transfer_id: number;
  kind: TransferKind;
  state: 'posted' | 'pending' | 'voided';
  currency: Currency;
  /** Signed: negative left the account. */
  amount: number;
  balance_after: number;
  reversal: boolean;
  memo: Record<string, unknown>;
  created_at: number;
  withdraw_id?: number;
  withdraw_state?: WithdrawState;
}

export interface TransLogPage {
  list: LedgerEntry[];
  next_cursor: number | null;
}

/** A withdrawal request with its steps. */
export interface Withdrawal {
  id: number;
  points: number;
  money: number;
  money_currency: string;
  method: PayoutMethod;
  account: string;
  state: WithdrawState;
  created_at: number;
  steps: Array<{ state: WithdrawState; time: number }>;
  replayed?: boolean;
}

export const PAYOUT_METHODS = ['alipay', 'bank', 'pix'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** /api/wallet/getWithdrawInfo. */
export interface WithdrawInfo {
  is_anchor: number;
  anchor_point: number;
  anchor_point_held: number;
  money: number;
  money_currency: string;
  rate: number;
  min_points: number;
  max_points: number;
  methods: PayoutMethod[];
  open: Withdrawal | null;
}

const quiet = { hideLoading: true } as const;

/** /api/wallet/getBalances */
export function getBalances(): Promise<Balances> {
  return request<Balances>('/api/wallet/getBalances', {}, quiet);
}

/** /api/wallet/getTransLog: a page of entries older than `cursor` ('' filters mean all). */
export function getTransLog(query: {
  currency: Currency | '';
  kind: TransferKind | '';
  cursor: number | null;
  limit?: number;
}): Promise<TransLogPage> {
  return request<TransLogPage>(
    '/api/wallet/getTransLog',
    {
      currency: query.currency || undefined,
      kind: query.kind || undefined,
      cursor: query.cursor ?? undefined,
      limit: query.limit ?? 20,
    },
    quiet,
  );
}

/** /api/wallet/getWithdrawInfo */
export function getWithdrawInfo(): Promise<WithdrawInfo> {
  return request<WithdrawInfo>('/api/wallet/getWithdrawInfo', {}, quiet);
}

/** /api/wallet/applyWithdraw: the same request id answers the same request (a double tap asks once). */
export function applyWithdraw(input: {
  points: number;
  method: PayoutMethod;
  account: string;
  request_id: string;
}): Promise<Withdrawal> {
  return request<Withdrawal>('/api/wallet/applyWithdraw', input);
}

/** /api/wallet/getWithdrawList */
export function getWithdrawList(page = 1, size = 20) {
  return request<{ total: number; list: Withdrawal[] }>('/api/wallet/getWithdrawList', { page, size }, quiet);
}
