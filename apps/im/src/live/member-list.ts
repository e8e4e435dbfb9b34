import {
  COMMERCIAL_ABILITY,
  GROUP_ROLE,
  hasAbility,
  type GroupMemberListResponse,
  type GroupRole,
} from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import type { Connection } from '../gateway/connection';
import type { GroupRow } from '../storage/group-access';

/** The spec's frequency limit of the live-room member list: one call per 3 s (per connection). */
const LIVE_MEMBER_LIST_EVERY_MS = 3000;
const lastListAt = new WeakMap<Connection, number>();

/**
 * A page of a live room's members: its logged-in viewers on every node, first come first (presence keeps them:
 * live rooms store no memberships; anonymous viewers are not listed), with nick and avatar from the stored profiles and the room's owner and admins marked.
 * Needs the live member list ability and a connection that reads the room; one call per 3 s, else 2996.
 * With `mark` (getGroupMemberList's filter): the users carrying that mark instead (markGroupMemberList), in
 * the room now or not, so a host reads back what it marked.
 */
export async function liveMemberList(
  ctx: ImContext,
  conn: Connection,
  group: GroupRow,
  offset: number,
  count: number,
  mark?: number,
): Promise<GroupMemberListResponse> {
  if (!hasAbility(ctx.config.purchaseBits, COMMERCIAL_ABILITY.LIVE_MEMBER_LIST))
    throw new ImError('COMMERCIAL_ABILITY');
  if (!ctx.live.has(conn, group.group_id)) throw new ImError('NOT_IN_LIVE_ROOM');
  const now = Date.now();
  const wait = (lastListAt.get(conn) ?? 0) + LIVE_MEMBER_LIST_EVERY_MS - now;
  if (wait > 0) {
    throw new ImError('OVER_FREQUENCY', 'live member list: one call per 3 s', {
      retryAfter: Math.ceil(wait / 1000),
    });
  }
  lastListAt.set(conn, now);
  const { userIDs: page, total } =
    mark === undefined
      ? await ctx.presence.roomUsers(group.group_id, offset, count)
      : await markedUsers(ctx, group.group_id, mark, offset, count);
  const roles = page.length
    ? await ctx.db.kysely
        .selectFrom('im_members')
        .select(['user_id', 'role'])
        .where('group_id', '=', group.group_id)
        .where('user_id', 'in', page)
        .execute()
    : [];
  const roleOf = new Map(roles.map((r) => [r.user_id, r.role as GroupRole]));
  const profiles = await Promise.all(page.map((userID) => ctx.profiles.get(userID)));
  return {
    memberList: page.map((userID, i) => ({
      userID,
      nick: profiles[i]?.nick ?? '',
      avatar: profiles[i]?.avatar ?? '',
      role: userID === group.owner_id ? GROUP_ROLE.OWNER : (roleOf.get(userID) ?? GROUP_ROLE.MEMBER),
      joinTime: 0,
      nameCard: '',
      muteUntil: 0,
      lastSendMsgTime: 0,
    })),
    memberNum: total,
    offset: Math.min(offset + count, total),
  };
}

/** A page of the users carrying a mark in a room, by user ID. */
async function markedUsers(ctx: ImContext, groupID: string, mark: number, offset: number, count: number) {
  const marked = ctx.db.kysely
    .selectFrom('im_member_marks')
    .where('group_id', '=', groupID)
    .where('mark_type', '=', mark);
  const rows = await marked.select('user_id').orderBy('user_id').offset(offset).limit(count).execute();
  const n = await marked.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { userIDs: rows.map((r) => r.user_id), total: Number(n?.n ?? 0) };
}
