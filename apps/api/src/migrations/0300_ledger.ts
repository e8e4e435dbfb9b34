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
  // Open holds are read by reconciliation and withdrawal review.
  await db.schema
    .createIndex('ledger_transfers_state_idx')
    .on('ledger_transfers')
    .columns(['state'])
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_entries'))
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('system', 'varchar(24)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint')
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('reversal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A user's trans-log, newest first (system entries share user_id 0).
  await db.schema
    .createIndex('ledger_entries_user_idx')
    .on('ledger_entries')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transfer_idx')
    .on('ledger_entries')
    .columns(['transfer_id'])
    .execute();
}

/** Drops the ledger's tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_transfers', 'ledger_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
