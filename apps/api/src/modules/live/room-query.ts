import type { Db } from '../../db/database';
import type { RoomState } from './db-tables';

/** A room with its anchor and current session, as the lists read it. */
export interface RoomListRow {
  id: number;
  anchor_id: number;
  title: string;
  category_id: number;
  match_id: number | null;
  cover: string;
  notice: string;
  state: RoomState;
  viewers: number;
  nick_name: string;
  avatar: string;
  signature: string;
  anchor_level: number;
  started_at: number | null;
}

/** Filters of a room list. */
export interface RoomFilter {
  states?: RoomState[];
  categoryIds?: number[];
  matchId?: number;
  /** true: rooms streaming a match; false: shows only. */
  withMatch?: boolean;
  anchorIds?: number[];
  roomId?: number;
  limit?: number;
  offset?: number;
}

function base(db: Db, f: RoomFilter) {
  let q = db.kysely
    .selectFrom('live_rooms')
    .innerJoin('users', 'users.id', 'live_rooms.anchor_id')
    .leftJoin('live_sessions', 'live_sessions.id', 'live_rooms.session_id')
    .where('users.is_anchor', '=', 1)
    .where('users.status', '=', 1);
  if (f.states) q = q.where('live_rooms.state', 'in', f.states);
  if (f.categoryIds) q = q.where('live_rooms.category_id', 'in', f.categoryIds.length ? f.categoryIds : [-1]);
  if (f.matchId !== undefined) q = q.where('live_rooms.match_id', '=', f.matchId);
  if (f.withMatch === true) q = q.where('live_rooms.match_id', 'is not', null);
  if (f.withMatch === false) q = q.where('live_rooms.match_id', 'is', null);
  if (f.anchorIds) q = q.where('live_rooms.anchor_id', 'in', f.anchorIds.length ? f.anchorIds : [-1]);
  if (f.roomId !== undefined) q = q.where('live_rooms.id', '=', f.roomId);
  return q;
}

/**
 * Rooms matching a filter, hottest first (heat: room-view.ts roomAudience, the larger of the stream's distinct
 * viewer addresses and the chat's distinct identities that live-chat stores every 5 s while lists are read),
 * then the longest running.
 */
export async function listRooms(db: Db, f: RoomFilter): Promise<RoomListRow[]> {
  const rows = await base(db, f)
    .select([
      'live_rooms.id',
      'live_rooms.anchor_id',
      'live_rooms.title',
      'live_rooms.category_id',
      'live_rooms.match_id',
      'live_rooms.cover',
      'live_rooms.notice',
      'live_rooms.state',
      'live_rooms.viewers',
      'users.nick_name',
      'users.avatar',
      'users.signature',
      'users.anchor_level',
      'live_sessions.started_at',
    ])
    .orderBy(
      (eb) =>
        eb
          .case()
          .when('live_rooms.viewers', '>=', eb.ref('live_rooms.chat_online'))
          .then(eb.ref('live_rooms.viewers'))
          .else(eb.ref('live_rooms.chat_online'))
          .end(),
      'desc',
    )
    .orderBy('live_sessions.started_at', 'asc')
    .orderBy('live_rooms.id', 'asc')
    .limit(f.limit ?? 20)
    .offset(f.offset ?? 0)
    .execute();
  return rows.map((r) => ({ ...r, started_at: r.started_at ?? null }));
}

/** How many rooms match a filter. */
export async function countRooms(db: Db, f: RoomFilter): Promise<number> {
  const row = await base(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Live rooms per category id (for the category tabs' counts). */
export async function liveCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db.kysely
    .selectFrom('live_rooms')
    .innerJoin('users', 'users.id', 'live_rooms.anchor_id')
    .where('live_rooms.state', '=', 'live')
    .where('users.is_anchor', '=', 1)
    .where('users.status', '=', 1)
    .select(['live_rooms.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('live_rooms.category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}
