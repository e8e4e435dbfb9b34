import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';
import { SEED_GIFTS } from '../modules/gifts';

/**
 * Gifts in live rooms (modules/gifts): the catalog, the users' bags (free gifts granted by tasks and events) and
 * their grants, every send (the room's contribution ranking and the combo are read from it), and two columns of
 * users: `gift_spend` (the gift value a user ever sent, which sets `user_level`) and `sharing_ratio` (an anchor's
 * share of a gift in percent; NULL means the configured default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('gifts'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_pt', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('effect', 'varchar(8)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('gift_bag')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('gifts.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_bag_pk', ['user_id', 'gift_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('gift_bag_grants'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('gifts.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('gift_sends'))
    .addColumn('sender_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull())
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('gifts.id'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('from_bag', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('anchor_points', 'integer', (c) => c.notNull())
    .addColumn('combo_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('combo_count', 'integer', (c) => c.notNull())
    .addColumn('transfer_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('gift_sends_request_uq', ['sender_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('gift_sends_room_idx')
    .on('gift_sends')
    .columns(['room_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('gift_sends_combo_idx')
    .on('gift_sends')
    .columns(['sender_id', 'room_id', 'gift_id', 'id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('gift_spend', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('sharing_ratio', 'integer').execute();

  const rows = SEED_GIFTS.map((g, i) => ({ ...g, sort: i + 1, enabled: 1 }));
  await db.withTables<{ gifts: (typeof rows)[number] }>().insertInto('gifts').values(rows).execute();
}

/** Drops the gift tables and columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gift_sends', 'gift_bag_grants', 'gift_bag', 'gifts']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('sharing_ratio').execute();
  await db.schema.alterTable('users').dropColumn('gift_spend').execute();
}
