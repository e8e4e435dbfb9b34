import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/**
 * Live-room chat (modules/live-chat): each room's chat settings (who may speak, slow mode, mute all, the pinned
 * announcement), the managers its anchor set, its bans, and the room-management messages a newcomer is shown.
 * The messaging service enforces the rules; these tables are what the API tells it and answers from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_room_chat')
    .addColumn('room_id', 'bigint', (c) => c.primaryKey().references('live_rooms.id').onDelete('cascade'))
    .addColumn('speak', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    .addColumn('slow_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mute_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('announcement', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('announcement_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('live_room_admins'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_room_admins_pair_uq', ['room_id', 'user_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('live_room_bans'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_room_bans_pair_uq', ['room_id', 'user_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('live_room_notices'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_room_notices_room_idx')
    .on('live_room_notices')
    .columns(['room_id', 'id'])
    .execute();
}

/** Drops the live-chat tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_room_notices', 'live_room_bans', 'live_room_admins', 'live_room_chat']) {
    await db.schema.dropTable(table).execute();
  }
}
