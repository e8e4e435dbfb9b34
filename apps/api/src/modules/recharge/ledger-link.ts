// The part of the ledger contract (modules/ledger/README.md) recharge uses, as a structural type: the ledger's
// own `Ledger` satisfies it, and the recharge code states exactly which calls it depends on.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** An account of the ledger: a user's, or a system account. */
export type LedgerAccount = { userId: number } | { system: 'recharge_clearing' | 'promotions' };

/** One movement of a transfer. */
export interface LedgerPosting {
  currency: 'diamond' | 'test_diamond';
  from: LedgerAccount;
  to: LedgerAccount;
  amount: number;
}

/** What recharge asks of the ledger. */
export interface RechargeLedger {
  transfer(
    request: {
      key: string;
      kind: 'recharge' | 'invite_profit' | 'refund';
      postings: LedgerPosting[];
      memo?: Record<string, unknown>;
    },
    options?: { trx?: Transaction<Database> },
  ): Promise<{ id: number | string; key: string; replayed: boolean }>;
  balances(
    userId: number,
    options?: { trx?: Transaction<Database> },
  ): Promise<
    Record<'diamond' | 'gold' | 'anchor_point' | 'test_diamond', { available: number; held: number }>
  >;
}
