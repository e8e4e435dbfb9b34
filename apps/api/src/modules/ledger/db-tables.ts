import type { Generated } from 'kysely';

/**
 * A user's cached balance in one currency (made on the first credit). System accounts have no row: their
 * balance is the sum of their entries (they are written by almost every transfer, and a shared hot row would
 * serialize all gifts on PostgreSQL).
 */
export interface LedgerAccountsTable {
  user_id: number;
  currency: string;
  available: number;
  held: number;
  /** Diamonds ever credited by `recharge` transfers (user info's `diamond_total`), kept with the balance. */
  recharged: number;
  updated_at: number;
}

/** An immutable transfer; only `state` and `settled_at` change (pending -> posted | voided). */
export interface LedgerTransfersTable {
  id: Generated<number>;
  key: string;
  kind: string;
  state: string;
  /** The postings as requested (JSON), returned to retries. */
  postings: string;
  /** JSON object. */
  memo: string;
  /** sha256 of kind, pending flag and postings: a retry with other content is refused. */
  digest: string;
  created_at: number;
  settled_at: Generated<number>;
}

/**
 * One side of a posting: `user_id` (NULL for a system account) or `system` ('' for a user), signed `amount`.
 * Entries are never changed or deleted; a void adds reversal entries.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  user_id: number | null;
  system: string;
  currency: string;
  amount: number;
  /** The user account's available balance after this entry; null for system accounts. */
  balance_after: number | null;
  kind: string;
  reversal: Generated<number>;
  created_at: number;
}

/** The ledger's tables, merged into the database schema. */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}
