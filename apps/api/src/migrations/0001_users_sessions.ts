import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/** Users and their login sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(32)', (c) => c.unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('birthday', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('career', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'bigint')
    .addColumn('channel_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('site_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('sp_source', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_date', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('svip_date', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_anchor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_anchor_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_operate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anchor_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anchor_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('third_member', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('login_platform', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('regist_time', 'bigint', (c) => c.notNull())
    .addColumn('last_login', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_online', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('platform', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
