import type { liveChat } from '@tifo/api-contract';
import type { ROOM_ROLES, SPEAK_RULES } from '@tifo/api-contract/constants';
import { ROOM_ACTION, type LiveSpeakRule, type RoomMemberRole } from '@tifo/protocol';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { isVip } from '../accounts';
import type { SessionUser } from '../sessions';
import { roomById, type RoomRow } from '../live';
import {
  activeBans,
  banUntil,
  chatSettings,
  recentNotices,
  roomAdmins,
  saveBan,
  saveChatSettings,
  setRoomAdmin,
} from './chat-repo';
import type { SpeakRule } from './db-tables';
import { roomLevel } from './member-badges';
import type { RoomGroups } from './room-group';
import { roomGroupID } from './room-group';

/** The caller's part in a room. */
export type RoomRole = RoomMemberRole;

/** What a user who enters the room gets (README `LiveChatInfo`). */
export type LiveChatInfo = liveChat.LiveChatInfo;

/** Compiles only when A and B are the same type (each assignable to the other). */
type Same<A extends B, B> = [B] extends [A] ? true : never;
/**
 * The contract's speak rules and room roles are the room messages' (@tifo/protocol): a change on one side alone
 * fails to compile here.
 */
export type ContractReadsProtocol = Expect<
  Same<(typeof SPEAK_RULES)[number], LiveSpeakRule> & Same<(typeof ROOM_ROLES)[number], RoomMemberRole>
>;
type Expect<T extends true> = T;

/** How often one user's enter or exit line is posted to a room. */
const PRESENCE_LINE_EVERY_MS = 60_000;

/**
 * The live-room chat: what a viewer needs to join and follow the room's rules, and the management calls of the
 * room's anchor and the admins the anchor set. Authority is decided here from the session; enforcement is the
 * messaging service's (RoomGroups); every change is posted to the room as it is made.
 */
export class LiveChatService {
  private readonly presenceLines = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    readonly groups: RoomGroups,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.ctx.now() / 1000);
  }

  private async room(roomId: number): Promise<RoomRow> {
    const room = await roomById(this.ctx.db, roomId);
    if (!room) throw new ApiError('ROOM_NOT_FOUND');
    return room;
  }

  /** The room, or ROOM_NOT_FOUND. */
  roomOf(roomId: number): Promise<RoomRow> {
    return this.room(roomId);
  }

  private async roleOf(room: RoomRow, user: SessionUser | null): Promise<RoomRole> {
    if (!user) return 'guest';
    if (user.userId === room.anchor_id) return 'anchor';
    return (await roomAdmins(this.ctx.db, room.id)).includes(user.userId) ? 'admin' : 'member';
  }

  /** The room, after checking the caller manages it (the anchor, or an admin when `anchorOnly` is false). */
  private async managedRoom(roomId: number, user: SessionUser, anchorOnly = false): Promise<RoomRow> {
    const room = await this.room(roomId);
    const role = await this.roleOf(room, user);
    if (role !== 'anchor' && (anchorOnly || role !== 'admin')) {
      throw new ApiError(
        'FORBIDDEN',
        anchorOnly ? 'only the anchor may do this' : 'not a manager of this room',
      );
    }
    await this.groups.ensure(room);
    return room;
  }

  /** A user as the room shows them; `anchorId` is the room's anchor (shown with the anchor level). */
  private async userCard(userId: number, anchorId = 0) {
    const user = await this.ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'nick_name', 'avatar', 'user_level', 'anchor_level', 'vip_level', 'vip_date'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new ApiError('USER_NOT_FOUND');
    // vip_date is epoch milliseconds (accounts' isVip); read as seconds every expired VIP kept the badge.
    const vip: 0 | 1 = isVip(
      { vip_level: Number(user.vip_level), vip_date: Number(user.vip_date) },
      this.ctx.now(),
    )
      ? 1
      : 0;
    return {
      uid: Number(user.id),
      nick: user.nick_name,
      avatar: user.avatar,
      level: roomLevel(user, anchorId),
      vip,
    };
  }

  /** getLiveChat: the room's group, settings, managers, the caller's role and ban, recent notices. */
  async info(roomId: number, user: SessionUser | null): Promise<LiveChatInfo> {
    const room = await this.room(roomId);
    await this.groups.ensure(room);
    const [settings, adminIds, notices, role] = await Promise.all([
      chatSettings(this.ctx.db, room.id),
      roomAdmins(this.ctx.db, room.id),
      recentNotices(this.ctx.db, room.id),
      this.roleOf(room, user),
    ]);
    const managers = adminIds.length
      ? await this.ctx.db.kysely
          .selectFrom('users')
          .select(['id', 'nick_name', 'avatar'])
          .where('id', 'in', adminIds)
          .execute()
      : [];
    return {
      liveid: room.id,
      group_id: roomGroupID(room.id),
      anchorid: Number(room.anchor_id),
      title: room.title,
      announcement: settings.announcement
        ? { content: settings.announcement, time: Math.floor(settings.announcement_at / 1000) }
        : null,
      speak: settings.speak,
      slow_mode: settings.slow_mode,
      mute_all: settings.mute_all,
      managers: managers.map((m) => ({ uid: Number(m.id), nick_name: m.nick_name, avatar: m.avatar })),
      my_role: role,
      banned_until: user ? await banUntil(this.ctx.db, room.id, user.userId, this.nowSeconds()) : 0,
      notices,
    };
  }

  /** enterRoom / leaveRoom: an enter or exit line, at most once a minute per user, room and kind. */
  async presence(roomId: number, user: SessionUser, entering: boolean): Promise<null> {
    const room = await this.room(roomId);
    const key = `${room.id}:${user.userId}:${entering ? 1 : 0}`;
    const now = this.ctx.now();
    if (now - (this.presenceLines.get(key) ?? 0) < PRESENCE_LINE_EVERY_MS) return null;
    this.presenceLines.set(key, now);
    if (this.presenceLines.size > 50_000) this.presenceLines.clear();
    const card = await this.userCard(user.userId, Number(room.anchor_id));
    const role = await this.roleOf(room, user);
    if (entering) await this.groups.postQuietly(room, ROOM_ACTION.ENTER, { ...card, role }, now);
    else await this.groups.postQuietly(room, ROOM_ACTION.EXIT, { uid: card.uid, nick: card.nick }, now);
    return null;
  }

  /** banUser (duration > 0) and unbanUser (0). */
  async ban(roomId: number, user: SessionUser, targetId: number, duration: number) {
    const room = await this.managedRoom(roomId, user);
    if (targetId === user.userId) throw new ApiError('INVALID_INPUT', 'uid is the caller');
    const target = await this.userCard(targetId);
    const targetRole = await this.roleOf(room, { ...user, userId: targetId });
    if (targetRole === 'anchor' || targetRole === 'admin')
      throw new ApiError('INVALID_INPUT', 'managers cannot be banned');
    const groupID = roomGroupID(room.id);
    const until = duration ? this.nowSeconds() + duration : 0;
    const now = this.ctx.now();
    const previous = await banUntil(this.ctx.db, room.id, targetId, this.nowSeconds());
    const save = (end: number) =>
      saveBan(this.ctx.db, { roomId: room.id, userId: targetId, until: end, operatorId: user.userId }, now);
    // Saved before the messaging service tells the user (system notices 21 and 22): their client reads
    // getLiveChat again on the notice and must find the new state, not the old one. Undone if the call fails.
    await save(until);
    try {
      if (duration)
        await this.groups.call('group/ban', { groupID, userIDList: [String(targetId)], duration });
      else await this.groups.call('group/unban', { groupID, userIDList: [String(targetId)] });
    } catch (error) {
      await save(previous);
      throw error;
    }
    await this.groups.post(room, ROOM_ACTION.BAN, { uid: targetId, nick: target.nick, duration, until }, now);
    return { uid: targetId, until };
  }

  /** getBannedList: the bans still running. */
  async bannedList(roomId: number, user: SessionUser) {
    const room = await this.managedRoom(roomId, user);
    return { list: await activeBans(this.ctx.db, room.id, this.nowSeconds()) };
  }

  /** setManager: the anchor adds or removes an admin. */
  async setManager(roomId: number, user: SessionUser, targetId: number, set: boolean) {
    const room = await this.managedRoom(roomId, user, true);
    if (targetId === room.anchor_id)
      throw new ApiError('INVALID_INPUT', 'the anchor manages the room already');
    const target = await this.userCard(targetId);
    await this.groups.setRole(room, targetId, set);
    const now = this.ctx.now();
    await setRoomAdmin(this.ctx.db, room.id, targetId, set, now);
    await this.groups.post(
      room,
      ROOM_ACTION.SET_MANAGER,
      { uid: targetId, nick: target.nick, set: set ? 1 : 0 },
      now,
    );
    return { managers: await roomAdmins(this.ctx.db, room.id) };
  }

  /** setTitle: the room's (and the current live's) title. */
  async setTitle(roomId: number, user: SessionUser, title: string) {
    const room = await this.managedRoom(roomId, user);
    const now = this.ctx.now();
    await this.ctx.db.kysely
      .updateTable('live_rooms')
      .set({ title, updated_at: now })
      .where('id', '=', room.id)
      .execute();
    if (room.session_id !== null) {
      await this.ctx.db.kysely
        .updateTable('live_sessions')
        .set({ title })
        .where('id', '=', room.session_id)
        .execute();
    }
    await this.groups.post(room, ROOM_ACTION.TITLE, { title }, now);
    return { title };
  }

  /** clearChat: every viewer's list empties. */
  async clear(roomId: number, user: SessionUser): Promise<null> {
    const room = await this.managedRoom(roomId, user);
    await this.groups.post(room, ROOM_ACTION.CLEAR, { by: user.userId }, this.ctx.now());
    return null;
  }

  /** revokeMessage: removes one message from every viewer's list. */
  async revoke(roomId: number, user: SessionUser, msgId: string): Promise<null> {
    const room = await this.managedRoom(roomId, user);
    await this.groups.post(room, ROOM_ACTION.REVOKE, { msg_id: msgId, by: user.userId }, this.ctx.now());
    return null;
  }

  /** postAnnouncement: the pinned announcement. */
  async announce(roomId: number, user: SessionUser, content: string) {
    const room = await this.managedRoom(roomId, user);
    const now = this.ctx.now();
    await saveChatSettings(this.ctx.db, room.id, { announcement: content, announcement_at: now }, now);
    const time = Math.floor(now / 1000);
    await this.groups.post(room, ROOM_ACTION.ANNOUNCEMENT, { content, time }, now);
    return { content, time };
  }

  /** setPublishConfig: who may speak, slow mode, mute all; enforced by the messaging service first. */
  async setPublishConfig(
    roomId: number,
    user: SessionUser,
    change: { speak?: SpeakRule; slow_mode?: number; mute_all?: 0 | 1 },
  ) {
    const room = await this.managedRoom(roomId, user);
    const current = await chatSettings(this.ctx.db, room.id);
    const next = {
      speak: change.speak ?? current.speak,
      slow_mode: change.slow_mode ?? current.slow_mode,
      mute_all: change.mute_all ?? current.mute_all,
    };
    await this.groups.applyRules(room, next);
    const now = this.ctx.now();
    await saveChatSettings(this.ctx.db, room.id, next, now);
    await this.groups.post(room, ROOM_ACTION.PUBLISH_CONFIG, next, now);
    return next;
  }

  /** A user followed (or stopped following) an anchor: the fans list and an "attention" line. */
  async followChanged(userId: number, anchorId: number, following: boolean): Promise<void> {
    const room = await this.ctx.db.kysely
      .selectFrom('live_rooms')
      .selectAll()
      .where('anchor_id', '=', anchorId)
      .executeTakeFirst();
    if (!room) return;
    const settings = await chatSettings(this.ctx.db, room.id);
    if (settings.speak === 'fans') {
      const list = [String(userId)];
      await this.groups
        .call('live/speakers', {
          groupID: roomGroupID(room.id),
          ...(following ? { add: list } : { remove: list }),
        })
        .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'fans list not updated'));
    }
    if (following && room.state !== 'offline') {
      const card = await this.userCard(userId);
      await this.groups.postQuietly(
        room,
        ROOM_ACTION.ATTENTION,
        { uid: card.uid, nick: card.nick },
        this.ctx.now(),
      );
    }
  }
}
