import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LiveRoomChatTable, SpeakRule } from './db-tables';

/** A room's chat settings with defaults filled in. */
export interface ChatSettings {
  speak: SpeakRule;
  slow_mode: number;
  mute_all: 0 | 1;
  announcement: string;
  announcement_at: number;
}

const DEFAULTS: ChatSettings = {
  speak: 'all',
  slow_mode: 0,
  mute_all: 0,
  announcement: '',
  announcement_at: 0,
};

function settingsOf(row: Selectable<LiveRoomChatTable> | undefined): ChatSettings {
  if (!row) return { ...DEFAULTS };
  return {
    speak: row.speak,
    slow_mode: Number(row.slow_mode),
    mute_all: Number(row.mute_all) === 1 ? 1 : 0,
    announcement: row.announcement,
    announcement_at: Number(row.announcement_at),
  };
}

/** The room's chat settings (defaults when never changed). */
export async function chatSettings(db: Db, roomId: number): Promise<ChatSettings> {
  const row = await db.kysely
    .selectFrom('live_room_chat')
    .selectAll()
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return settingsOf(row);
}

/** Writes some of the room's chat settings (the row is made on the first change). */
export async function saveChatSettings(
  db: Db,
  roomId: number,
  change: Partial<ChatSettings>,
  now: number,
): Promise<ChatSettings> {
  const next = { ...(await chatSettings(db, roomId)), ...change };
  await db.kysely
    .insertInto('live_room_chat')
    .values({ room_id: roomId, ...next, updated_at: now })
    .onConflict((oc) => oc.column('room_id').doUpdateSet({ ...next, updated_at: now }))
    .execute();
  return next;
}

/** The user ids of the room's managers (not counting the anchor). */
export async function roomAdmins(db: Db, roomId: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('live_room_admins')
    .select('user_id')
    .where('room_id', '=', roomId)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** Adds or removes a manager (idempotent). */
export async function setRoomAdmin(db: Db, roomId: number, userId: number, set: boolean, now: number) {
  if (set) {
    await db.kysely
      .insertInto('live_room_admins')
      .values({ room_id: roomId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db.kysely
      .deleteFrom('live_room_admins')
      .where('room_id', '=', roomId)
      .where('user_id', '=', userId)
      .execute();
  }
}

/** Records a ban until epoch seconds `until` (0 lifts it). */
export async function saveBan(
  db: Db,
  ban: { roomId: number; userId: number; until: number; operatorId: number },
  now: number,
): Promise<void> {
  if (ban.until === 0) {
    await db.kysely
      .deleteFrom('live_room_bans')
      .where('room_id', '=', ban.roomId)
      .where('user_id', '=', ban.userId)
      .execute();
    return;
  }
  const values = { until: ban.until, operator_id: ban.operatorId, created_at: now };
  await db.kysely
    .insertInto('live_room_bans')
    .values({ room_id: ban.roomId, user_id: ban.userId, ...values })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet(values))
    .execute();
}

/** The bans still running (until after `nowSeconds`), soonest end first. */
export async function activeBans(db: Db, roomId: number, nowSeconds: number) {
  const rows = await db.kysely
    .selectFrom('live_room_bans')
    .innerJoin('users', 'users.id', 'live_room_bans.user_id')
    .select(['live_room_bans.user_id', 'live_room_bans.until', 'users.nick_name', 'users.avatar'])
    .where('live_room_bans.room_id', '=', roomId)
    .where('live_room_bans.until', '>', nowSeconds)
    .orderBy('live_room_bans.until')
    .execute();
  return rows.map((r) => ({
    uid: Number(r.user_id),
    nick_name: r.nick_name,
    avatar: r.avatar,
    until: Number(r.until),
  }));
}

/** The end of a user's running ban in the room (epoch seconds), 0 when none. */
export async function banUntil(db: Db, roomId: number, userId: number, nowSeconds: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('live_room_bans')
    .select('until')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = Number(row?.until ?? 0);
  return until > nowSeconds ? until : 0;
}

/** How many management messages a room keeps for newcomers. */
export const NOTICES_KEPT = 20;

/** Keeps a posted management message, and forgets those past the newest NOTICES_KEPT. */
export async function keepNotice(db: Db, roomId: number, action: string, data: object, now: number) {
  await db.kysely
    .insertInto('live_room_notices')
    .values({ room_id: roomId, action, data: JSON.stringify(data), created_at: now })
    .execute();
  const cutoff = await db.kysely
    .selectFrom('live_room_notices')
    .select('id')
    .where('room_id', '=', roomId)
    .orderBy('id', 'desc')
    .offset(NOTICES_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await db.kysely
      .deleteFrom('live_room_notices')
      .where('room_id', '=', roomId)
      .where('id', '<=', cutoff.id)
      .execute();
  }
}

/** The room's kept management messages, oldest first. */
export async function recentNotices(db: Db, roomId: number) {
  const rows = await db.kysely
    .selectFrom('live_room_notices')
    .select(['action', 'data', 'created_at'])
    .where('room_id', '=', roomId)
    .orderBy('id', 'desc')
    .limit(NOTICES_KEPT)
    .execute();
  return rows.reverse().map((r) => ({
    action: r.action,
    // keepNotice stored a room message's fields object, so it reads back as one.
    data: JSON.parse(r.data) as Record<string, unknown>,
    time: Math.floor(Number(r.created_at) / 1000),
  }));
}

/** The user ids following an anchor (the `fans` speak rule's list). */
export async function fansOf(db: Db, anchorId: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('anchor_follows')
    .select('user_id')
    .where('anchor_id', '=', anchorId)
    .execute();
  return rows.map((r) => Number(r.user_id));
}
