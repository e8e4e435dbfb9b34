import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/** Per-site settings (the switches of getCommonConfig), live categories, home banners and feedback. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('site_settings'))
    .addColumn('site_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('site_settings_site_name_uq', ['site_code', 'name'])
    .execute();

  await withIdColumn(db, db.schema.createTable('live_categories'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_pt', 'varchar(64)', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withIdColumn(db, db.schema.createTable('home_banners'))
    .addColumn('site_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('title_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('title_pt', 'varchar(128)', (c) => c.notNull())
    .addColumn('subtitle_zh', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('subtitle_pt', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ends_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('site_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
}

/** Drops the four tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'home_banners', 'live_categories', 'site_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
