import type { Kysely } from 'kysely';

/**
 * The user's messaging signature generation: txim_sign carries it, and logout, password change and reset
 * raise it so the messaging service refuses every signature issued before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sig_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sig_generation').execute();
}
