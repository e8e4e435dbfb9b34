import type { Kysely } from 'kysely';

/** Records the invite code a user registered with, even when it matched nobody (invited_by stays null). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('invited_with', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('invited_with').execute();
}
