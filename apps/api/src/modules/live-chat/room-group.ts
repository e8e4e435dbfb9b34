import type { Logger } from 'pino';
import {
  ERROR_CODES,
  ADMIN_USER_ID,
  roomMessageElement,
  type RoomActionName,
  type RoomMessageFields,
} from '@tifo/protocol';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { ImAdminError, type ImAdminClient } from '../messaging';
import type { RoomRow } from '../live';
import { chatSettings, fansOf, keepNotice, roomAdmins } from './chat-repo';
import type { ChatSettings } from './chat-repo';
import { KEPT_ACTIONS } from './room-messages';

/** The messaging group of a room's chat (the messaging service reserves the `LIVE_` prefix for the API). */
export function roomGroupID(roomId: number): string {
  return `LIVE_${roomId}`;
}

// The messaging service answers GROUP_ID_IN_USE when a group ID is taken: for our own room's group that means
// "made".
const GROUP_ID_IN_USE = ERROR_CODES.GROUP_ID_IN_USE.code;
/** The messaging service's codes for a refused admin request (bad parameter, no such group or member). */
const isRefusal = (code: number) => code !== ERROR_CODES.OK.code && code !== ERROR_CODES.INTERNAL_ERROR.code;

/**
 * A room's chat group at the messaging service: made on first use and brought in line with the API's rules
 * (settings, managers, fans list) once per process, so a call that failed earlier or a messaging database
 * that was reset converges. Every enforcement goes through here; a messaging service that does not answer
 * gives CHAT_UNAVAILABLE and nothing is recorded, so the API never claims a rule the service does not hold.
 */
export class RoomGroups {
  private readonly ready = new Map<number, Promise<void>>();

  constructor(
    private readonly im: ImAdminClient,
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** Calls the admin API; failures become the API's codes. */
  async call<T = unknown>(route: string, body: Record<string, unknown>): Promise<T> {
    try {
      return await this.im.call<T>(route, body);
    } catch (error) {
      if (error instanceof ImAdminError && isRefusal(error.code)) {
        throw new ApiError('INVALID_INPUT', `messaging ${error.code}: ${error.message}`);
      }
      this.log.warn({ err: error, route }, 'messaging admin call failed');
      throw new ApiError('CHAT_UNAVAILABLE');
    }
  }

  /** Makes sure the room's group exists and holds the room's rules (once per process per room). */
  ensure(room: RoomRow): Promise<void> {
    let pending = this.ready.get(room.id);
    if (!pending) {
      pending = this.create(room);
      this.ready.set(room.id, pending);
      pending.catch(() => this.ready.delete(room.id));
    }
    return pending;
  }

  private async create(room: RoomRow): Promise<void> {
    try {
      await this.im.call('group/create', {
        type: 'AVChatRoom',
        groupID: roomGroupID(room.id),
        ownerID: String(room.anchor_id),
        name: `Live ${room.id}`,
      });
    } catch (error) {
      if (!(error instanceof ImAdminError && error.code === GROUP_ID_IN_USE)) {
        this.log.warn({ err: error, roomId: room.id }, 'room chat group could not be made');
        throw new ApiError('CHAT_UNAVAILABLE');
      }
    }
    await this.applyRules(room, await chatSettings(this.db, room.id));
    for (const userId of await roomAdmins(this.db, room.id)) await this.setRole(room, userId, true);
  }

  /** Tells the messaging service the room's speak rule, slow mode, mute-all and (for `fans`) the fans list. */
  async applyRules(room: RoomRow, settings: Pick<ChatSettings, 'speak' | 'slow_mode' | 'mute_all'>) {
    const groupID = roomGroupID(room.id);
    if (settings.speak === 'fans') {
      const fans = await fansOf(this.db, room.anchor_id);
      await this.call('live/speakers', { groupID, replace: fans.map(String) });
    }
    await this.call('live/rules', { groupID, slowModeSeconds: settings.slow_mode, speak: settings.speak });
    await this.call('group/update', { groupID, muteAllMembers: settings.mute_all === 1 });
  }

  /** Makes a user a manager of the room's group (Admin) or an ordinary member again. */
  async setRole(room: RoomRow, userId: number, manager: boolean): Promise<void> {
    await this.call('group/role', {
      groupID: roomGroupID(room.id),
      userID: String(userId),
      role: manager ? 'Admin' : 'Member',
    });
  }

  /** Posts a room message from the server identity; management messages are kept for newcomers. */
  async post<A extends RoomActionName>(room: RoomRow, action: A, fields: RoomMessageFields[A], now: number) {
    await this.call('message/group', {
      groupID: roomGroupID(room.id),
      from: ADMIN_USER_ID,
      priority: 'High',
      elements: [roomMessageElement(action, fields)],
    });
    if (KEPT_ACTIONS.has(action)) await keepNotice(this.db, room.id, action, fields, now);
  }

  /** Posts a room message if the group is usable; chatter (joins, follows) is not worth an error. */
  async postQuietly<A extends RoomActionName>(
    room: RoomRow,
    action: A,
    fields: RoomMessageFields[A],
    now: number,
  ) {
    try {
      await this.ensure(room);
      await this.post(room, action, fields, now);
    } catch (error) {
      this.log.warn({ err: error, roomId: room.id, action }, 'room message not posted');
    }
  }
}
