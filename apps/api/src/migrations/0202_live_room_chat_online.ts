import type { Kysely } from 'kysely';

/**
 * A live room's chat online count as last read from the messaging service (modules/live-chat/online-counts.ts),
 * kept beside `viewers` so the lists can order rooms by their heat (the larger of the two) in SQL, with their
 * paging, instead of by stream viewers alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('live_rooms')
    .addColumn('chat_online', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_rooms').dropColumn('chat_online').execute();
}
