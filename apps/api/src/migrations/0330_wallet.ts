import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';
import { SEED_VIP_PLANS } from '../modules/vip';

/**
 * VIP plans and purchases (modules/vip) and anchors' withdrawals with their state history (modules/withdraw).
 * The users table already has vip_level, vip_date and svip_date; balances live in the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('vip_plans'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_pt', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withIdColumn(db, db.schema.createTable('vip_purchases'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('plan_id', 'bigint', (c) => c.notNull().references('vip_plans.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull())
    .addColumn('vip_date_after', 'bigint', (c) => c.notNull())
    .addColumn('svip_date_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('vip_purchases_request_uq', ['user_id', 'request_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('withdrawals'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('money_minor', 'integer', (c) => c.notNull())
    .addColumn('money_currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    // NULLs never collide in a unique constraint (SQLite and PostgreSQL alike): one open request per user.
    .addColumn('open', 'integer')
    .addColumn('transfer_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('withdrawals_request_uq', ['user_id', 'request_id'])
    .addUniqueConstraint('withdrawals_open_uq', ['user_id', 'open'])
    .execute();
  await db.schema.createIndex('withdrawals_state_idx').on('withdrawals').columns(['state', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('withdrawal_events'))
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawals.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('operator_id', 'bigint')
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawal_events_withdrawal_idx')
    .on('withdrawal_events')
    .column('withdrawal_id')
    .execute();

  const rows = SEED_VIP_PLANS.map((p, i) => ({ ...p, sort: i + 1, enabled: 1 }));
  await db.withTables<{ vip_plans: (typeof rows)[number] }>().insertInto('vip_plans').values(rows).execute();
}

/** Drops the wallet tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_events').ifExists().execute();
  await db.schema.dropTable('withdrawals').ifExists().execute();
  await db.schema.dropTable('vip_purchases').ifExists().execute();
  await db.schema.dropTable('vip_plans').ifExists().execute();
}
