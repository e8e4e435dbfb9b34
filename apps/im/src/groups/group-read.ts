import {
  GROUP_ADMIN_LIMITS,
  GROUP_TIP,
  GROUP_TYPE,
  LIMITS,
  type GroupMemberListResponse,
  type GroupRangeResponse,
  type GroupRole,
  type WireGroupProfile,
} from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import type { Connection } from '../gateway/connection';
import { parse } from '../gateway/command';
import { roomAudience, liveMemberList } from '../live';
import { fromRow, groupScope } from '../storage/message-row';
import { findMember, isManager, loadGroup, requireMember } from '../storage/group-access';
import { groupCustomFieldSchema, toProfile } from './group-profile';
import { groupTip } from './group-send';
import { checkUrl } from '../policy/urls';

/** Schema of group.list. */
export const groupListSchema = z.object({
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(LIMITS.GROUP_LIST_PAGE).optional(),
});

/** Groups the caller belongs to (stored memberships, plus live rooms this connection reads). */
export async function listGroups(ctx: ImContext, conn: Connection, raw: unknown) {
  const req = parse(groupListSchema, raw);
  const self = conn.userID!;
  const rows = await ctx.db.kysely
    .selectFrom('im_members')
    .innerJoin('im_groups', 'im_groups.group_id', 'im_members.group_id')
    .selectAll('im_groups')
    .select(['im_members.role as m_role'])
    .where('im_members.user_id', '=', self)
    .orderBy('im_groups.group_id')
    .execute();
  const ids = new Set(rows.map((r) => r.group_id));
  const live = [...conn.liveRooms].filter((g) => !ids.has(g));
  const liveRows = live.length
    ? await ctx.db.kysely.selectFrom('im_groups').selectAll().where('group_id', 'in', live).execute()
    : [];
  const all = [...rows, ...liveRows];
  const offset = req.offset ?? 0;
  const page = all.slice(offset, offset + (req.limit ?? LIMITS.GROUP_LIST_PAGE));
  const groupList: WireGroupProfile[] = [];
  for (const g of page) groupList.push(await toProfile(ctx, g, await findMember(ctx, g.group_id, self)));
  return { groupList, totalCount: all.length };
}

/** Schema of group.profile. */
export const groupProfileSchema = z.object({ groupIDList: z.array(z.string()).min(1) });

/** Profiles of up to 50 groups; work groups are visible to members only. */
export async function groupProfiles(ctx: ImContext, self: string | null, raw: unknown) {
  const { groupIDList } = parse(groupProfileSchema, raw);
  const groupList: WireGroupProfile[] = [];
  const errorList: { groupID: string; code: number; message: string }[] = [];
  for (const groupID of groupIDList.slice(0, LIMITS.GROUP_PROFILE_IDS)) {
    try {
      const g = await loadGroup(ctx, groupID);
      const member = self ? await findMember(ctx, groupID, self) : undefined;
      if (g.type === GROUP_TYPE.PRIVATE && !member)
        throw new ImError('NO_PERMISSION', 'not a member of this group');
      groupList.push(await toProfile(ctx, g, member));
    } catch (e) {
      if (!(e instanceof ImError)) throw e;
      errorList.push({ groupID, code: e.code, message: e.message });
    }
  }
  return { groupList, errorList };
}

/** Schema of group.update. */
export const updateGroupSchema = z.object({
  groupID: z.string().min(1),
  name: z.string().min(1).max(100).optional(),
  introduction: z.string().max(400).optional(),
  notification: z.string().max(400).optional(),
  avatar: z.string().max(500).optional(),
  joinOption: z.enum(['FreeAccess', 'NeedPermission', 'DisableApply']).optional(),
  muteAllMembers: z.boolean().optional(),
  groupCustomField: groupCustomFieldSchema.optional(),
});

/** Schema of the admin API's group/update: a user's, and readOnly (server-owned: users read, never post). */
export const adminUpdateGroupSchema = updateGroupSchema.extend({ readOnly: z.boolean().optional() });

/** Updates a profile: owner or admin only; a tip tells the members (not in live rooms). */
export async function updateGroup(ctx: ImContext, self: string, raw: unknown, asAdmin = false) {
  const req: z.infer<typeof adminUpdateGroupSchema> = parse(
    asAdmin ? adminUpdateGroupSchema : updateGroupSchema,
    raw,
  );
  const g = await loadGroup(ctx, req.groupID);
  if (!asAdmin) {
    const member = await findMember(ctx, req.groupID, self);
    if (!isManager(member))
      throw new ImError('NO_PERMISSION', 'only the owner or an admin may update the profile');
  }
  const set: Record<string, string | number> = {};
  if (req.name !== undefined) set.name = ctx.profanity.apply(req.name);
  if (req.introduction !== undefined) set.introduction = ctx.profanity.apply(req.introduction);
  if (req.notification !== undefined) set.notification = ctx.profanity.apply(req.notification);
  checkUrl(req.avatar, 'avatar');
  if (req.avatar !== undefined) set.avatar = req.avatar;
  if (asAdmin && req.readOnly !== undefined) set.read_only = req.readOnly ? 1 : 0;
  if (req.joinOption !== undefined && (g.type === GROUP_TYPE.PUBLIC || g.type === GROUP_TYPE.COMMUNITY))
    set.join_option = req.joinOption;
  if (req.muteAllMembers !== undefined) set.mute_all = req.muteAllMembers ? 1 : 0;
  if (req.groupCustomField !== undefined) set.custom = JSON.stringify(req.groupCustomField);
  if (!Object.keys(set).length) throw new ImError('INVALID_PARAMETER', 'nothing to update');
  const now = nowSeconds();
  await ctx.db.kysely
    .updateTable('im_groups')
    .set((eb) => ({ ...set, info_seq: eb('info_seq', '+', 1), last_info_time: now }))
    .where('group_id', '=', req.groupID)
    .execute();
  const updated = await loadGroup(ctx, req.groupID);
  const { groupID: _g, ...changed } = req;
  await groupTip(ctx, updated, self, GROUP_TIP.GROUP_PROFILE_UPDATED, [], { newGroupProfile: changed });
  return { group: await toProfile(ctx, updated, await findMember(ctx, req.groupID, self)) };
}

/** Schema of group.members (stored members, and live-room viewers). */
export const memberListSchema = z.object({
  groupID: z.string().min(1),
  offset: z.number().int().min(0).optional(),
  count: z.number().int().min(1).max(LIMITS.MEMBER_LIST_MAX).optional(),
  filter: z.number().int().min(GROUP_ADMIN_LIMITS.MARK_TYPE_MIN).optional(),
});

/** A page of members (members only; live rooms need the live member list ability and list viewers). */
export async function memberList(
  ctx: ImContext,
  conn: Connection,
  raw: unknown,
): Promise<GroupMemberListResponse> {
  const req = parse(memberListSchema, raw);
  const self = conn.userID!;
  const g = await loadGroup(ctx, req.groupID);
  const offset = req.offset ?? 0;
  const count = req.count ?? LIMITS.MEMBER_LIST_DEFAULT;
  if (req.filter !== undefined && g.type !== GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'filter: member marks are for live rooms only');
  if (g.type === GROUP_TYPE.AVCHATROOM) return liveMemberList(ctx, conn, g, offset, count, req.filter);
  await requireMember(ctx, g.group_id, self);
  const rows = await ctx.db.kysely
    .selectFrom('im_members')
    .leftJoin('im_users', 'im_users.user_id', 'im_members.user_id')
    .select([
      'im_members.user_id',
      'role',
      'join_time',
      'name_card',
      'mute_until',
      'last_send_time',
      'im_users.nick',
      'im_users.avatar',
    ])
    .where('group_id', '=', g.group_id)
    .orderBy('join_time')
    .orderBy('im_members.user_id')
    .offset(offset)
    .limit(count)
    .execute();
  const total = (await ctx.members.get(g.group_id)).size;
  return {
    memberList: rows.map((r) => ({
      userID: r.user_id,
      nick: r.nick ?? '',
      avatar: r.avatar ?? '',
      role: r.role as GroupRole,
      joinTime: Number(r.join_time),
      nameCard: r.name_card,
      muteUntil: Number(r.mute_until),
      lastSendMsgTime: Number(r.last_send_time),
    })),
    memberNum: total,
    offset: offset + rows.length,
  };
}

/**
 * Online member count: live-room viewers (public: anonymous viewers ask it too), or for other groups the
 * members with a connection, which only members may read (10015 anonymous, 10007 others; `asAdmin`: REST).
 */
export async function onlineCount(ctx: ImContext, groupID: string, self: string | null, asAdmin = false) {
  const g = await loadGroup(ctx, groupID);
  if (g.type !== GROUP_TYPE.AVCHATROOM && !asAdmin) {
    if (!self) throw new ImError('ANONYMOUS_NOT_ALLOWED');
    await requireMember(ctx, groupID, self);
  }
  const n =
    g.type === GROUP_TYPE.AVCHATROOM
      ? await roomAudience(ctx.presence, groupID)
      : (await ctx.presence.onlineUsers([...(await ctx.members.get(groupID))])).size;
  return { onlineMemberNum: n, expireTime: LIMITS.ONLINE_COUNT_EXPIRE };
}

/** Schema of group.range. */
export const groupRangeSchema = z.object({
  groupID: z.string().min(1),
  fromSequence: z.number().int().min(0),
  count: z.number().int().min(1).max(100).optional(),
});

/** Group messages after a sequence (gap recovery): members only, ascending, at most 100 per call. */
export async function groupRange(ctx: ImContext, self: string, raw: unknown): Promise<GroupRangeResponse> {
  const req = parse(groupRangeSchema, raw);
  const { group, member } = await requireMember(ctx, req.groupID, self);
  if (group.type === GROUP_TYPE.AVCHATROOM) return { messageList: [], isCompleted: true, lastSequence: 0 };
  const count = req.count ?? LIMITS.HISTORY_PAGE;
  const rows = await ctx.db.kysely
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', groupScope(req.groupID))
    .where('seq', '>', Math.max(req.fromSequence, Number(member.join_seq)))
    .orderBy('seq', 'asc')
    .limit(count)
    .execute();
  const last = Number(group.next_seq);
  const messageList = rows.map(fromRow);
  const top = messageList.at(-1)?.sequence ?? req.fromSequence;
  return { messageList, isCompleted: top >= last, lastSequence: last };
}
