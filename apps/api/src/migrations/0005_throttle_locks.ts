import type { Kysely } from 'kysely';

/**
 * One row per throttle bucket, used as a lock: a throttle check first upserts its buckets' rows, which holds
 * their row locks (PostgreSQL) or the write lock (SQLite) until the transaction ends, so two attempts in the
 * same bucket are counted one after the other and never both see the last free slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_locks')
    .addColumn('bucket', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('touched_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_locks_touched_idx')
    .on('throttle_locks')
    .column('touched_at')
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_locks').execute();
}
