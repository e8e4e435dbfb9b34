// The room's contribution ranking (README "Ranking"): senders by the value of their gifts in the room, today
// (Beijing day, the product's home time, as the other money features count days) or all time.
import type { RankingRange } from '@tifo/api-contract/constants';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** Ranking ranges (the contract's: getLiveContribution takes one). */
export { RANKING_RANGES } from '@tifo/api-contract/constants';
export type { RankingRange };

/** Rows a ranking shows. */
export const RANKING_SIZE = 50;

const DAY_MS = 24 * 3600 * 1000;
const UTC8_MS = 8 * 3600 * 1000;

/** The start (epoch ms) of the UTC+8 day holding `now`. */
export function startOfDayUtc8(now: number): number {
  return Math.floor((now + UTC8_MS) / DAY_MS) * DAY_MS - UTC8_MS;
}

/** One row of the ranking. */
export interface ContributionRow {
  rank: number;
  uid: number;
  nick_name: string;
  avatar: string;
  user_level: number;
  /** Gift value in gold units (a diamond counts GOLD_PER_DIAMOND). */
  value: number;
}

/** getLiveContribution: the top senders, and the caller's own place when logged in. */
export async function liveContribution(
  db: Db,
  roomId: number,
  range: RankingRange,
  viewerId: number | null,
  now: number,
): Promise<{ liveid: number; range: RankingRange; list: ContributionRow[]; mine: ContributionRow | null }> {
  const room = await db.kysely
    .selectFrom('live_rooms')
    .select('id')
    .where('id', '=', roomId)
    .executeTakeFirst();
  if (!room) throw new ApiError('ROOM_NOT_FOUND');
  const since = range === 'today' ? startOfDayUtc8(now) : 0;
  const totals = db.kysely
    .selectFrom('gift_sends')
    .select(['sender_id', sql<number>`sum(value)`.as('total'), sql<number>`max(id)`.as('last_id')])
    .where('room_id', '=', roomId)
    .where('created_at', '>=', since)
    .groupBy('sender_id');
  const rows = await db.kysely
    .selectFrom(totals.as('t'))
    .innerJoin('users', 'users.id', 't.sender_id')
    .select(['t.sender_id', 't.total', 'users.nick_name', 'users.avatar', 'users.user_level'])
    // Ties: who reached the total first ranks higher.
    .orderBy('t.total', 'desc')
    .orderBy('t.last_id', 'asc')
    .limit(RANKING_SIZE)
    .execute();
  const list = rows.map((r, i) => ({
    rank: i + 1,
    uid: Number(r.sender_id),
    nick_name: r.nick_name,
    avatar: r.avatar,
    user_level: r.user_level,
    value: Number(r.total),
  }));
  let mine = viewerId === null ? null : (list.find((r) => r.uid === viewerId) ?? null);
  if (viewerId !== null && !mine) mine = await ownRow(db, roomId, since, viewerId);
  return { liveid: roomId, range, list, mine };
}

/** The viewer's row when outside the top (rank counted), or null when they sent nothing in the range. */
async function ownRow(
  db: Db,
  roomId: number,
  since: number,
  viewerId: number,
): Promise<ContributionRow | null> {
  const own = await db.kysely
    .selectFrom('gift_sends')
    .select(sql<number>`sum(value)`.as('total'))
    .where('room_id', '=', roomId)
    .where('sender_id', '=', viewerId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const total = Number(own?.total ?? 0);
  if (!total) return null;
  const ahead = await db.kysely
    .selectFrom(
      db.kysely
        .selectFrom('gift_sends')
        .select(['sender_id', sql<number>`sum(value)`.as('total')])
        .where('room_id', '=', roomId)
        .where('created_at', '>=', since)
        .groupBy('sender_id')
        .as('t'),
    )
    .select(sql<number>`count(*)`.as('n'))
    .where('t.total', '>', total)
    .executeTakeFirst();
  const user = await db.kysely
    .selectFrom('users')
    .select(['nick_name', 'avatar', 'user_level'])
    .where('id', '=', viewerId)
    .executeTakeFirstOrThrow();
  return { rank: Number(ahead?.n ?? 0) + 1, uid: viewerId, ...user, value: total };
}
