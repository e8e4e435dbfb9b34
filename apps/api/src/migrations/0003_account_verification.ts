import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/** Image captchas, the SMS outbox and codes, and the sliding-window throttle log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('captchas'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('text', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await withIdColumn(db, db.schema.createTable('sms_outbox'))
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_mobile_idx')
    .on('sms_outbox')
    .columns(['mobile', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('sms_codes'))
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile_idx')
    .on('sms_codes')
    .columns(['mobile', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('throttle_events'))
    .addColumn('bucket', 'varchar(160)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_events_bucket_idx')
    .on('throttle_events')
    .columns(['bucket', 'created_at'])
    .execute();
}

/** Drops the four tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['throttle_events', 'sms_codes', 'sms_outbox', 'captchas']) {
    await db.schema.dropTable(table).execute();
  }
}
