import type { Db } from '../../db/database';

/** Follows an anchor (idempotent); returns whether a new follow was made. */
export async function follow(db: Db, userId: number, anchorId: number, now: number): Promise<boolean> {
  const result = await db.kysely
    .insertInto('anchor_follows')
    .values({ user_id: userId, anchor_id: anchorId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Stops following an anchor (idempotent). */
export async function unfollow(db: Db, userId: number, anchorId: number): Promise<void> {
  await db.kysely
    .deleteFrom('anchor_follows')
    .where('user_id', '=', userId)
    .where('anchor_id', '=', anchorId)
    .execute();
}

/** How many users follow each anchor. */
export async function fansCounts(db: Db, anchorIds: number[]): Promise<Map<number, number>> {
  if (!anchorIds.length) return new Map();
  const rows = await db.kysely
    .selectFrom('anchor_follows')
    .select(['anchor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('anchor_id', 'in', anchorIds)
    .groupBy('anchor_id')
    .execute();
  return new Map(rows.map((r) => [r.anchor_id, Number(r.n)]));
}

/** The user's follow and fan counts (attent_count and fans_count of user info). */
export async function followCounts(
  db: Db,
  userId: number,
): Promise<{ attent_count: number; fans_count: number }> {
  const [attent, fans] = await Promise.all([
    db.kysely
      .selectFrom('anchor_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('anchor_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('anchor_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { attent_count: Number(attent?.n ?? 0), fans_count: Number(fans?.n ?? 0) };
}

/** Which of the anchors the user follows. */
export async function followedAmong(
  db: Db,
  userId: number | undefined,
  anchorIds: number[],
): Promise<Set<number>> {
  if (!userId || !anchorIds.length) return new Set();
  const rows = await db.kysely
    .selectFrom('anchor_follows')
    .select('anchor_id')
    .where('user_id', '=', userId)
    .where('anchor_id', 'in', anchorIds)
    .execute();
  return new Set(rows.map((r) => r.anchor_id));
}

/** The anchors a user follows, newest follow first. */
export async function followedAnchors(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('anchor_follows')
    .select('anchor_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.anchor_id);
}
