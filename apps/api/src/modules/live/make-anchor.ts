import type { Db } from '../../db/database';
import { ensureRoom } from './room-repo';

/** Makes a user an anchor (is_anchor = 1) and opens their room; false when the user does not exist. */
export async function makeAnchor(db: Db, userId: number, now: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('users')
    .set({ is_anchor: 1 })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await ensureRoom(db, userId, now);
  return true;
}
