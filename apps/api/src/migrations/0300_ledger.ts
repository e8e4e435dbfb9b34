import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/**
 * The money ledger (modules/ledger/README.md): users' cached balances, immutable transfers with a unique
 * idempotency key, and their entries (per currency they sum to zero).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('available', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('recharged', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_accounts_pk', ['user_id', 'currency'])
    // The last line of defence; the ledger checks funds itself and answers INSUFFICIENT_FUNDS.
    .addCheckConstraint('ledger_accounts_non_negative', sql`available >= 0 AND held >= 0`)
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_transfers'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('postings', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Open holds are read by reconciliation and withdrawal review; partial, so posted transfers (nearly all)
  // cost the index nothing.
  await db.schema
    .createIndex('ledger_transfers_pending_idx')
    .on('ledger_transfers')
    .column('id')
    .where(sql.ref('state'), '=', 'pending')
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_entries'))
    // No foreign key or index on transfer_id: only the ledger writes entries, in its transfer's transaction, and
    // every index is paid on each gift (a transfer's postings are on its row).
    .addColumn('transfer_id', 'bigint', (c) => c.notNull())
    // NULL for a system account's entry: the trans-log index below leaves those out (half of all entries).
    .addColumn('user_id', 'bigint')
    .addColumn('system', 'varchar(24)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint')
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('reversal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A user's trans-log, newest first. Partial: `user_id = ?` implies NOT NULL on both engines, so the
  // history query uses it, and system entries cost no index page on each gift.
  await db.schema
    .createIndex('ledger_entries_user_idx')
    .on('ledger_entries')
    .columns(['user_id', 'id'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
}

/** Drops the ledger's tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_transfers', 'ledger_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
