import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LiveRoomsTable, LiveSessionsTable } from './db-tables';
import { hashStreamKey, newStreamKey, openStreamKey, sealStreamKey } from './stream-key';

/** A room row as read. */
export type RoomRow = Selectable<LiveRoomsTable>;
/** A session row as read. */
export type SessionRow = Selectable<LiveSessionsTable>;

/** The stream name of a room: what playback URLs, recordings and the media service use (never the key). */
export function streamNameOf(roomId: number): string {
  return `room-${roomId}`;
}

/** The room id in a stream name (`room-12`, or its SD rendition `room-12_sd`), or null. */
export function roomIdOfStream(streamName: string): number | null {
  const match = /^room-(\d{1,12})(?:_sd)?$/.exec(streamName);
  return match ? Number(match[1]) : null;
}

/** The anchor's room, or null. */
export async function roomOfAnchor(db: Db, anchorId: number): Promise<RoomRow | null> {
  const row = await db.kysely
    .selectFrom('live_rooms')
    .selectAll()
    .where('anchor_id', '=', anchorId)
    .executeTakeFirst();
  return row ?? null;
}

/** A room by id, or null. */
export async function roomById(db: Db, roomId: number): Promise<RoomRow | null> {
  const row = await db.kysely
    .selectFrom('live_rooms')
    .selectAll()
    .where('id', '=', roomId)
    .executeTakeFirst();
  return row ?? null;
}

/** The anchor's room, created on first use (one room per anchor). */
export async function ensureRoom(
  db: Db,
  anchorId: number,
  now: number,
  defaults: { title?: string; category_id?: number; is_demo?: number } = {},
): Promise<RoomRow> {
  const existing = await roomOfAnchor(db, anchorId);
  if (existing) return existing;
  await db.kysely
    .insertInto('live_rooms')
    .values({
      anchor_id: anchorId,
      title: defaults.title ?? '',
      category_id: defaults.category_id ?? 0,
      match_id: null,
      session_id: null,
      is_demo: defaults.is_demo ?? 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('anchor_id').doNothing())
    .execute();
  const created = await roomOfAnchor(db, anchorId);
  if (!created) throw new Error(`room of anchor ${anchorId} could not be created`);
  return created;
}

/** Revokes the room's keys and issues a new one; returns the new key (shown to its anchor only). */
export async function issueStreamKey(db: Db, secret: string, roomId: number, now: number): Promise<string> {
  const key = newStreamKey();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('live_stream_keys')
      .set({ revoked_at: now })
      .where('room_id', '=', roomId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('live_stream_keys')
      .values({
        room_id: roomId,
        key_hash: hashStreamKey(key),
        key_sealed: sealStreamKey(secret, key),
        created_at: now,
        revoked_at: null,
      })
      .execute();
  });
  return key;
}

/**
 * The room's current key. A room without one gets one; a key sealed under another MEDIA_SECRET (the operator
 * changed it) cannot be shown again, so it is replaced by a new one.
 */
export async function currentStreamKey(db: Db, secret: string, roomId: number, now: number): Promise<string> {
  const row = await db.kysely
    .selectFrom('live_stream_keys')
    .select('key_sealed')
    .where('room_id', '=', roomId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const key = row ? openStreamKey(secret, row.key_sealed) : null;
  return key ?? issueStreamKey(db, secret, roomId, now);
}

/** The room an unrevoked key belongs to, with the key's id, or null (wrong or revoked key). */
export async function roomOfStreamKey(db: Db, key: string): Promise<{ room: RoomRow; keyId: number } | null> {
  const row = await db.kysely
    .selectFrom('live_stream_keys')
    .innerJoin('live_rooms', 'live_rooms.id', 'live_stream_keys.room_id')
    .selectAll('live_rooms')
    .select('live_stream_keys.id as key_id')
    .where('live_stream_keys.key_hash', '=', hashStreamKey(key))
    .where('live_stream_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { key_id: keyId, ...room } = row;
  return { room, keyId };
}

/** A session by id, or null. */
export async function sessionById(db: Db, sessionId: number): Promise<SessionRow | null> {
  const row = await db.kysely
    .selectFrom('live_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row ?? null;
}

/** An anchor's finished lives, newest first. */
export async function pastSessions(
  db: Db,
  anchorId: number,
  limit: number,
  offset = 0,
): Promise<SessionRow[]> {
  return db.kysely
    .selectFrom('live_sessions')
    .selectAll()
    .where('anchor_id', '=', anchorId)
    .where('ended_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
