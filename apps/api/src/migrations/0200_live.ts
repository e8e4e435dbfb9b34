import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/**
 * Live streams (modules/live): one room per anchor (its profile: title, category, cover, notice, and its live
 * state), the anchor's stream keys (sealed; looked up by hash), live sessions (the history on the anchor's page),
 * recordings reported by the media service, follows of anchors, and the operators viewers added from a room.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('live_rooms'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('match_id', 'bigint')
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('notice', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('offline'))
    .addColumn('session_id', 'bigint')
    .addColumn('stream_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_rooms_state_idx').on('live_rooms').column('state').execute();

  await withIdColumn(db, db.schema.createTable('live_stream_keys'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('key_sealed', 'varchar(256)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('live_stream_keys_room_idx').on('live_stream_keys').column('room_id').execute();

  await withIdColumn(db, db.schema.createTable('live_sessions'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'bigint')
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('protocol', 'varchar(8)', (c) => c.notNull())
    .addColumn('key_id', 'bigint')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('end_reason', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('live_sessions_anchor_idx')
    .on('live_sessions')
    .columns(['anchor_id', 'started_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('live_recordings'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('session_id', 'bigint')
    .addColumn('stream_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('file', 'varchar(512)', (c) => c.notNull())
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_recordings_file_uq', ['file'])
    .execute();

  await withIdColumn(db, db.schema.createTable('anchor_follows'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('anchor_follows_pair_uq', ['user_id', 'anchor_id'])
    .execute();
  await db.schema.createIndex('anchor_follows_anchor_idx').on('anchor_follows').column('anchor_id').execute();

  await withIdColumn(db, db.schema.createTable('live_operate_friends'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operate_uid', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_operate_friends_pair_uq', ['user_id', 'operate_uid'])
    .execute();
}

/** Drops the live tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'live_operate_friends',
    'anchor_follows',
    'live_recordings',
    'live_sessions',
    'live_stream_keys',
    'live_rooms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
