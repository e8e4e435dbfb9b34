import type { Kysely } from 'kysely';
import { withIdColumn } from '../db/columns';

/** Sports catalog (competitions, seasons, clubs, matches) and what users do with matches (follows, votes). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sports_competitions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('short_name_en', 'varchar(64)', (c) => c.notNull())
    .addColumn('short_name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('country_en', 'varchar(64)', (c) => c.notNull())
    .addColumn('country_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('tz_offset', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sports_seasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('competition_id', 'integer', (c) => c.notNull().references('sports_competitions.id'))
    .addColumn('name', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sports_teams')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('competition_id', 'integer', (c) => c.notNull().references('sports_competitions.id'))
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('short_name_en', 'varchar(64)', (c) => c.notNull())
    .addColumn('short_name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(16)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sports_matches')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('competition_id', 'integer', (c) => c.notNull().references('sports_competitions.id'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('sports_seasons.id'))
    .addColumn('round', 'varchar(64)', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('home_id', 'integer', (c) => c.notNull().references('sports_teams.id'))
    .addColumn('away_id', 'integer', (c) => c.notNull().references('sports_teams.id'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('ft_home', 'integer')
    .addColumn('ft_away', 'integer')
    .addColumn('ht_home', 'integer')
    .addColumn('ht_away', 'integer')
    .addColumn('et_home', 'integer')
    .addColumn('et_away', 'integer')
    .addColumn('pen_home', 'integer')
    .addColumn('pen_away', 'integer')
    .addColumn('note', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sports_matches_time_idx').on('sports_matches').column('time').execute();

  await withIdColumn(db, db.schema.createTable('sports_follows'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sports_matches.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sports_follows_user_match', ['user_id', 'match_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('sports_votes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sports_matches.id').onDelete('cascade'))
    .addColumn('side', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sports_votes_user_match', ['user_id', 'match_id'])
    .execute();
  await db.schema.createIndex('sports_votes_match_idx').on('sports_votes').column('match_id').execute();
}

/** Drops the sports tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sports_votes',
    'sports_follows',
    'sports_matches',
    'sports_teams',
    'sports_seasons',
    'sports_competitions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
