import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Creates missing accounts (an account exists once it logs in, is imported, or is addressed).
 * `known` holds accounts already committed (accounts are never deleted): they are skipped.
 */
export async function ensureUsers(
  db: Q,
  userIDs: string[],
  now: number,
  known?: ReadonlySet<string>,
): Promise<void> {
  const ids = [...new Set(userIDs)].filter((id) => !known?.has(id));
  if (!ids.length) return;
  await db
    .insertInto('im_users')
    .values(
      ids.map((user_id) => ({
        user_id,
        nick: '',
        avatar: '',
        profile: '{}',
        next_cursor: 0,
        ack_cursor: 0,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Hands out the next timeline cursor of a user (the row lock serialises concurrent writers). */
export async function nextCursor(db: Q, userID: string): Promise<number> {
  const row = await db
    .updateTable('im_users')
    .set((eb) => ({ next_cursor: eb('next_cursor', '+', 1) }))
    .where('user_id', '=', userID)
    .returning('next_cursor')
    .executeTakeFirstOrThrow();
  return Number(row.next_cursor);
}

/** Appends an item to a user's timeline and returns its cursor. */
export async function appendTimeline(
  db: Q,
  item: { userID: string; kind: string; convID: string; scope: string; seq: number; time: number },
): Promise<number> {
  const cursor = await nextCursor(db, item.userID);
  await db
    .insertInto('im_timeline')
    .values({
      user_id: item.userID,
      cursor,
      kind: item.kind,
      conv_id: item.convID,
      ref_key: item.scope,
      ref_seq: item.seq,
      time: item.time,
    })
    .execute();
  return cursor;
}
