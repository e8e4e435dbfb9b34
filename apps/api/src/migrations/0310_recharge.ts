import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

// The packages on sale when the tables are made: CNY (fen) for Chinese-language visitors, BRL (centavos) for
// Portuguese-language ones (modules/recharge/README.md "Packages"). Operators change rows, not code.
const SEED_PACKAGES: Array<{ currency: string; diamonds: number; bonus: number; price_minor: number }> = [
  { currency: 'CNY', diamonds: 60, bonus: 0, price_minor: 600 },
  { currency: 'CNY', diamonds: 300, bonus: 0, price_minor: 3000 },
  { currency: 'CNY', diamonds: 680, bonus: 20, price_minor: 6800 },
  { currency: 'CNY', diamonds: 1280, bonus: 60, price_minor: 12800 },
  { currency: 'CNY', diamonds: 3280, bonus: 200, price_minor: 32800 },
  { currency: 'CNY', diamonds: 6480, bonus: 500, price_minor: 64800 },
  { currency: 'BRL', diamonds: 60, bonus: 0, price_minor: 490 },
  { currency: 'BRL', diamonds: 300, bonus: 0, price_minor: 2490 },
  { currency: 'BRL', diamonds: 680, bonus: 20, price_minor: 5490 },
  { currency: 'BRL', diamonds: 1280, bonus: 60, price_minor: 9990 },
  { currency: 'BRL', diamonds: 3280, bonus: 200, price_minor: 24990 },
  { currency: 'BRL', diamonds: 6480, bonus: 500, price_minor: 49990 },
];

/**
 * Recharge (modules/recharge): diamond packages, orders and their transition log, handled provider events,
 * the sandbox provider's checkouts, and invite profits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('recharge_packages'))
    .addColumn('site_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('diamonds', 'integer', (c) => c.notNull())
    .addColumn('bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withIdColumn(db, db.schema.createTable('recharge_orders'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('site_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('package_id', 'bigint', (c) => c.notNull())
    .addColumn('diamonds', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('method', 'varchar(32)', (c) => c.notNull())
    .addColumn('client_request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('checkout_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('failure_reason', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('recharge_orders_request_uq', ['user_id', 'client_request_id'])
    .execute();
  await db.schema
    .createIndex('recharge_orders_state_idx')
    .on('recharge_orders')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('recharge_orders_user_idx')
    .on('recharge_orders')
    .columns(['user_id', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('recharge_order_events'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('detail', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recharge_order_events_order_idx')
    .on('recharge_order_events')
    .columns(['order_no', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('recharge_webhook_events'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('recharge_webhook_events_uq', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('recharge_sandbox_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('return_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('recharge_invite_profits'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('invitee_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('recharge_diamonds', 'integer', (c) => c.notNull())
    .addColumn('profit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recharge_invite_profits_inviter_idx')
    .on('recharge_invite_profits')
    .columns(['inviter_id', 'id'])
    .execute();

  const packages = db.withTables<{
    recharge_packages: {
      currency: string;
      diamonds: number;
      bonus: number;
      price_minor: number;
      sort: number;
    };
  }>();
  await packages
    .insertInto('recharge_packages')
    .values(SEED_PACKAGES.map((p, index) => ({ ...p, sort: index % 6 })))
    .execute();
}

/** Drops the recharge tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'recharge_invite_profits',
    'recharge_sandbox_sessions',
    'recharge_webhook_events',
    'recharge_order_events',
    'recharge_orders',
    'recharge_packages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
