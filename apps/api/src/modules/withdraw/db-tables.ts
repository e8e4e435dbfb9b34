import type { Generated } from 'kysely';
import type { VipTables } from '../vip/db-tables';

/** Payout states (spec section 9's labels: under review, dispatching, dispatched, cancelled). */
export type WithdrawState = 'review' | 'dispatching' | 'dispatched' | 'cancelled';

/** An anchor's request to turn anchor points into money; the points are held by a pending ledger transfer. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  points: number;
  /** The money paid out, in minor units (fen) of `money_currency`. */
  money_minor: number;
  money_currency: string;
  method: string;
  account: string;
  state: WithdrawState;
  /** 1 while under review or dispatching, NULL after: UNIQUE (user_id, open) allows one open request a user. */
  open: number | null;
  transfer_key: string;
  created_at: number;
  updated_at: number;
}

/** Every state a withdrawal went through, with who moved it (the operator's uid, or 0 for the command line). */
export interface WithdrawalEventsTable {
  id: Generated<number>;
  withdrawal_id: number;
  state: WithdrawState;
  operator_id: number | null;
  note: string;
  created_at: number;
}

/** The wallet's tables: VIP and withdrawals (one line in db/schema.ts). */
export interface WalletTables extends VipTables {
  withdrawals: WithdrawalsTable;
  withdrawal_events: WithdrawalEventsTable;
}
