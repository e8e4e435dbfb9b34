import {
  ADMIN_USER_ID,
  GROUP_ROLE,
  GROUP_TYPE,
  hasServerGroupIDPrefix,
  isGroupType,
  type GroupType,
} from '@tifo/protocol';
import { nowSeconds, type ImContext } from '../context';
import { ensureUsers } from '../storage/users';

/** A server-owned group of the configuration. */
export interface ServerGroup {
  groupID: string;
  type: GroupType;
}

/**
 * Reads IM_SERVER_GROUPS entries (`ID` or `ID:Type`, the type defaulting to AVChatRoom: rooms everyone
 * reads, anonymous viewers included). An unknown type stops the start-up: a typo must not open a room to users.
 */
export function parseServerGroups(entries: readonly string[]): ServerGroup[] {
  return entries.map((entry) => {
    const [groupID = '', type = GROUP_TYPE.AVCHATROOM] = entry.split(':').map((p) => p.trim());
    if (!/^[\x21-\x7e]{1,48}$/.test(groupID) || groupID.startsWith('@TGS#'))
      throw new Error(`IM_SERVER_GROUPS: invalid group ID in "${entry}"`);
    if (!isGroupType(type)) throw new Error(`IM_SERVER_GROUPS: unknown group type in "${entry}"`);
    return { groupID, type };
  });
}

/**
 * True when a user may not create `groupID`: a server-owned ID, or an ID under a server prefix (`LIVE_`: the
 * API's live-room chats), in any letter case.
 */
export function isReservedGroupID(ctx: ImContext, groupID: string): boolean {
  if (hasServerGroupIDPrefix(groupID)) return true;
  const folded = groupID.toLowerCase();
  return parseServerGroups(ctx.config.serverGroups).some((g) => g.groupID.toLowerCase() === folded);
}

/**
 * Creates the server-owned groups (owner `administrator`, read-only) if missing, and takes back any that a
 * user created first (before these IDs were reserved): it becomes read-only with the server as owner. Every
 * statement is idempotent and conflict-safe, so several nodes may run this at once on SQLite or PostgreSQL.
 */
export async function ensureServerGroups(ctx: ImContext): Promise<void> {
  const groups = parseServerGroups(ctx.config.serverGroups);
  if (!groups.length) return;
  const now = nowSeconds();
  const db = ctx.db.kysely;
  await ensureUsers(db, [ADMIN_USER_ID], now);
  for (const { groupID, type } of groups) {
    await db
      .insertInto('im_groups')
      .values({
        group_id: groupID,
        type,
        name: groupID,
        avatar: '',
        introduction: '',
        notification: '',
        owner_id: ADMIN_USER_ID,
        create_time: now,
        info_seq: 1,
        last_info_time: now,
        last_msg_time: 0,
        next_seq: 0,
        max_members: 0,
        join_option: 'FreeAccess',
        mute_all: 0,
        support_topic: 0,
        custom: '[]',
        read_only: 1,
      })
      .onConflict((oc) => oc.column('group_id').doNothing())
      .execute();
    const taken = await db
      .updateTable('im_groups')
      .set({ owner_id: ADMIN_USER_ID, read_only: 1 })
      .where('group_id', '=', groupID)
      .where((eb) => eb.or([eb('owner_id', '!=', ADMIN_USER_ID), eb('read_only', '!=', 1)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) {
      ctx.log.warn({ groupID }, 'server-owned group was held by a user: taken back, now read-only');
      await db
        .updateTable('im_members')
        .set({ role: GROUP_ROLE.MEMBER })
        .where('group_id', '=', groupID)
        .where('role', '=', GROUP_ROLE.OWNER)
        .where('user_id', '!=', ADMIN_USER_ID)
        .execute();
    }
    await db
      .insertInto('im_members')
      .values({ group_id: groupID, user_id: ADMIN_USER_ID, role: GROUP_ROLE.OWNER, join_time: now })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ role: GROUP_ROLE.OWNER }))
      .execute();
    ctx.members.invalidate(groupID);
  }
}
