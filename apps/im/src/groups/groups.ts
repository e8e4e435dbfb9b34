import { randomInt } from 'node:crypto';
import {
  CONV_TYPE,
  GROUP_ADMIN_LIMITS,
  GROUP_ROLE,
  GROUP_SYSTEM_NOTICE,
  GROUP_TIP,
  GROUP_TYPE,
  INVITE_OPTION,
  JOIN_OPTION,
  JOIN_STATUS,
  generatedGroupIDPrefix,
  groupConversationID,
  isGroupType,
  isValidGroupID,
  isWorkGroup,
  type CreateGroupResponse,
  type GroupType,
  type JoinGroupResponse,
} from '@tifo/protocol';
import { z } from 'zod';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import type { Connection } from '../gateway/connection';
import { parse } from '../gateway/command';
import { groupScope } from '../storage/message-row';
import { ensureUsers } from '../storage/users';
import { findMember, loadGroup, type GroupRow } from '../storage/group-access';
import { creationMembers } from './group-invite';
import { groupCustomFieldSchema, toProfile } from './group-profile';
import { groupTip, systemNotice } from './group-send';
import { isReservedGroupID } from '../identity';
import { checkUrl } from '../policy/urls';
import { purgeGroupAdmin } from './admin-purge';

const MAX_MEMBERS: Record<GroupType, number> = {
  Public: 2000,
  Private: 200,
  ChatRoom: 6000,
  AVChatRoom: 0,
  Community: 100000,
};

/** Schema of group.create. */
export const createGroupSchema = z.object({
  type: z.unknown(),
  name: z.string().min(1).max(100),
  groupID: z.string().optional(),
  introduction: z.string().max(400).optional(),
  notification: z.string().max(400).optional(),
  avatar: z.string().max(500).optional(),
  maxMemberNum: z.number().int().positive().optional(),
  joinOption: z.enum(['FreeAccess', 'NeedPermission', 'DisableApply']).optional(),
  inviteOption: z.enum(INVITE_OPTION).optional(),
  // Roles are checked with the invite rules (creationMembers), so that Owner gets its own code (2683).
  memberList: z
    .array(z.object({ userID: z.string().min(1).max(64), role: z.string().optional() }))
    .max(GROUP_ADMIN_LIMITS.ADD_MEMBERS)
    .optional(),
  isSupportTopic: z.boolean().optional(),
  groupCustomField: groupCustomFieldSchema.optional(),
});

/** Schema of the admin API's group/create: a user's, and readOnly (a server-owned group users read, never post). */
export const adminCreateGroupSchema = createGroupSchema.extend({ readOnly: z.boolean().optional() });

/** Adds members (rows, conversations, cache) and announces them with one join tip. */
export async function addMembers(
  ctx: ImContext,
  g: GroupRow,
  entries: { userID: string; role: string }[],
  operatorID: string,
  tip: boolean,
) {
  if (!entries.length) return;
  const now = nowSeconds();
  const seq = Number((await loadGroup(ctx, g.group_id)).next_seq);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await ensureUsers(
      trx,
      entries.map((e) => e.userID),
      now,
    );
    for (const e of entries) {
      await trx
        .insertInto('im_members')
        .values({
          group_id: g.group_id,
          user_id: e.userID,
          role: e.role,
          join_time: now,
          join_seq: seq,
          read_seq: seq,
        })
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
        .execute();
      if (g.type === GROUP_TYPE.AVCHATROOM) continue;
      await trx
        .insertInto('im_conversations')
        .values({
          owner_id: e.userID,
          conv_id: groupConversationID(g.group_id),
          conv_type: CONV_TYPE.GROUP,
          last_seq: seq,
          update_time: now,
          clear_seq: 0,
        })
        .onConflict((oc) =>
          oc.columns(['owner_id', 'conv_id']).doUpdateSet({ hidden: 0, last_seq: seq, update_time: now }),
        )
        .execute();
    }
  });
  await ctx.broker.publish(DELIVER_CHANNEL, { t: 'members', groupID: g.group_id });
  ctx.members.invalidate(g.group_id);
  if (tip && g.type !== GROUP_TYPE.AVCHATROOM) {
    const memberNum = (await ctx.members.get(g.group_id)).size;
    await groupTip(
      ctx,
      g,
      operatorID,
      GROUP_TIP.MEMBER_JOIN,
      entries.map((e) => e.userID),
      { memberNum },
    );
  }
}

/** Removes members and their group conversations. */
export async function removeMembers(ctx: ImContext, groupID: string, userIDs: string[]) {
  await ctx.db.kysely
    .deleteFrom('im_members')
    .where('group_id', '=', groupID)
    .where('user_id', 'in', userIDs)
    .execute();
  await ctx.db.kysely
    .deleteFrom('im_conversations')
    .where('conv_id', '=', groupConversationID(groupID))
    .where('owner_id', 'in', userIDs)
    .execute();
  ctx.members.invalidate(groupID);
  await ctx.broker.publish(DELIVER_CHANNEL, { t: 'members', groupID });
}

/**
 * Creates a group of any of the five types; the creator is Owner (the admin API may name another owner).
 * Users cannot take a server-owned ID (any letter case) nor make a group read-only; `asAdmin` (REST) can.
 */
export async function createGroup(
  ctx: ImContext,
  ownerID: string,
  raw: unknown,
  asAdmin = false,
): Promise<CreateGroupResponse> {
  const req: z.infer<typeof adminCreateGroupSchema> = parse(
    asAdmin ? adminCreateGroupSchema : createGroupSchema,
    raw,
  );
  if (!isGroupType(req.type)) throw new ImError('ILLEGAL_GROUP_TYPE');
  const type = req.type;
  if (req.groupID !== undefined && !isValidGroupID(type, req.groupID)) throw new ImError('ILLEGAL_GROUP_ID');
  if (!asAdmin && req.groupID !== undefined && isReservedGroupID(ctx, req.groupID))
    throw new ImError('ILLEGAL_GROUP_ID', 'this group ID is reserved for the server');
  checkUrl(req.avatar, 'avatar');
  const name = ctx.profanity.apply(req.name);
  const introduction = ctx.profanity.apply(req.introduction ?? '');
  const notification = ctx.profanity.apply(req.notification ?? '');
  const joinOption =
    type === GROUP_TYPE.PUBLIC || type === GROUP_TYPE.COMMUNITY
      ? (req.joinOption ?? JOIN_OPTION.NEED_PERMISSION)
      : isWorkGroup(type)
        ? JOIN_OPTION.DISABLE_APPLY
        : JOIN_OPTION.FREE_ACCESS;
  const groupID =
    req.groupID ?? `${generatedGroupIDPrefix(type)}${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  if (
    await ctx.db.kysely
      .selectFrom('im_groups')
      .select('group_id')
      .where('group_id', '=', groupID)
      .executeTakeFirst()
  ) {
    throw new ImError('GROUP_ID_IN_USE');
  }
  const now = nowSeconds();
  const row: GroupRow = {
    group_id: groupID,
    type,
    name,
    avatar: req.avatar ?? '',
    introduction,
    notification,
    owner_id: ownerID,
    create_time: now,
    info_seq: 1,
    last_info_time: now,
    last_msg_time: 0,
    next_seq: 0,
    max_members: req.maxMemberNum ?? MAX_MEMBERS[type],
    join_option: joinOption,
    mute_all: 0,
    support_topic: type === GROUP_TYPE.COMMUNITY && req.isSupportTopic ? 1 : 0,
    custom: JSON.stringify(req.groupCustomField ?? []),
    read_only: asAdmin && req.readOnly ? 1 : 0,
  };
  const { members, overLimitUserIDList } = creationMembers(
    type,
    ownerID,
    req.memberList ?? [],
    row.max_members || Infinity,
  );
  await ensureUsers(ctx.db.kysely, [ownerID], now);
  await ctx.db.kysely.insertInto('im_groups').values(row).execute();
  // Live rooms take no invitations (their profile says DisableInvite); other groups keep the one asked for.
  if (req.inviteOption && type !== GROUP_TYPE.AVCHATROOM)
    await ctx.db.kysely
      .insertInto('im_group_options')
      .values({ group_id: groupID, invite_option: req.inviteOption })
      .execute();
  await addMembers(ctx, row, members, ownerID, false);
  // The invited hear it as when added later (system notice 7), so nobody is put in a group unknowingly.
  const invited = members.filter((m) => m.userID !== ownerID).map((m) => m.userID);
  if (invited.length) await systemNotice(ctx, row, ownerID, GROUP_SYSTEM_NOTICE.INVITED, invited);
  const owner = await findMember(ctx, groupID, ownerID);
  return { group: await toProfile(ctx, row, owner), overLimitUserIDList };
}

/** Schema of group.join. */
export const joinGroupSchema = z.object({
  groupID: z.string().min(1),
  applyMessage: z.string().max(300).optional(),
  unlimited: z.boolean().optional(),
});

/** Joins a group (or, for live rooms, starts reading it; anonymous connections may only do that). */
export async function joinGroup(ctx: ImContext, conn: Connection, raw: unknown): Promise<JoinGroupResponse> {
  const req = parse(joinGroupSchema, raw);
  const g = await loadGroup(ctx, req.groupID);
  const self = conn.userID;
  if (g.type === GROUP_TYPE.AVCHATROOM) {
    if (req.unlimited) conn.unlimitedLive = true;
    const { already, nextBroadcastSeq } = await ctx.live.join(conn, g.group_id);
    const member = self ? await findMember(ctx, g.group_id, self) : undefined;
    return {
      status: already ? JOIN_STATUS.ALREADY_IN_GROUP : JOIN_STATUS.SUCCESS,
      group: await toProfile(ctx, g, member),
      longPollingKey: `${g.group_id}:${conn.key}`,
      nextBroadcastSeq,
    };
  }
  if (!self) throw new ImError('ANONYMOUS_NOT_ALLOWED');
  if (isWorkGroup(g.type as GroupType)) throw new ImError('CANNOT_JOIN_WORK');
  const existing = await findMember(ctx, g.group_id, self);
  if (existing) return { status: JOIN_STATUS.ALREADY_IN_GROUP, group: await toProfile(ctx, g, existing) };
  const applyMessage = ctx.profanity.apply(req.applyMessage ?? '');
  if (g.join_option === JOIN_OPTION.DISABLE_APPLY) throw new ImError('GROUP_JOIN_DISABLED');
  const count = (await ctx.members.get(g.group_id)).size;
  if (Number(g.max_members) > 0 && count >= Number(g.max_members)) throw new ImError('GROUP_FULL');
  if (g.join_option === JOIN_OPTION.NEED_PERMISSION) {
    await ctx.db.kysely
      .insertInto('im_join_requests')
      .values({ group_id: g.group_id, user_id: self, message: applyMessage, time: nowSeconds() })
      .onConflict((oc) =>
        oc.columns(['group_id', 'user_id']).doUpdateSet({ message: applyMessage, time: nowSeconds() }),
      )
      .execute();
    const managers = await ctx.db.kysely
      .selectFrom('im_members')
      .select('user_id')
      .where('group_id', '=', g.group_id)
      .where('role', 'in', [GROUP_ROLE.OWNER, GROUP_ROLE.ADMIN])
      .execute();
    await systemNotice(
      ctx,
      g,
      self,
      GROUP_SYSTEM_NOTICE.JOIN_REQUEST,
      managers.map((m) => m.user_id),
      applyMessage,
    );
    return { status: JOIN_STATUS.WAIT_APPROVAL, group: await toProfile(ctx, g) };
  }
  await addMembers(ctx, g, [{ userID: self, role: GROUP_ROLE.MEMBER }], self, true);
  return {
    status: JOIN_STATUS.SUCCESS,
    group: await toProfile(ctx, g, await findMember(ctx, g.group_id, self)),
  };
}

/** Schema of group.quit. */
export const quitGroupSchema = z.object({ groupID: z.string().min(1) });

/** Quits a group (must be in it); an owner must dismiss instead, except in work groups. */
export async function quitGroup(ctx: ImContext, conn: Connection, raw: unknown): Promise<void> {
  const { groupID } = parse(quitGroupSchema, raw);
  const g = await loadGroup(ctx, groupID);
  if (g.type === GROUP_TYPE.AVCHATROOM && ctx.live.has(conn, groupID)) {
    await ctx.live.leave(conn, groupID);
    return;
  }
  const self = conn.userID;
  if (!self) throw new ImError('MEMBER_NOT_IN_GROUP');
  const member = await findMember(ctx, groupID, self);
  if (!member) throw new ImError('MEMBER_NOT_IN_GROUP');
  if (member.role === GROUP_ROLE.OWNER && !isWorkGroup(g.type as GroupType)) {
    throw new ImError('NO_PERMISSION', 'the owner cannot quit; dismiss the group or transfer ownership');
  }
  const memberNum = (await ctx.members.get(groupID)).size - 1;
  if (g.type !== GROUP_TYPE.AVCHATROOM)
    await groupTip(ctx, g, self, GROUP_TIP.MEMBER_QUIT, [self], { memberNum });
  await removeMembers(ctx, groupID, [self]);
  await systemNotice(ctx, g, self, GROUP_SYSTEM_NOTICE.QUIT, [self]);
}

/** Dismisses a group: the owner only (`asAdmin` for the REST API), never a work group. */
export async function dismissGroup(
  ctx: ImContext,
  self: string,
  groupID: string,
  asAdmin = false,
): Promise<void> {
  const g = await loadGroup(ctx, groupID);
  if (!asAdmin) {
    if (isWorkGroup(g.type as GroupType)) throw new ImError('CANNOT_DISMISS_WORK');
    if (g.owner_id !== self) throw new ImError('NOT_OWNER');
  }
  const members = [...(await ctx.members.get(groupID))];
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('im_members').where('group_id', '=', groupID).execute();
    await trx.deleteFrom('im_conversations').where('conv_id', '=', groupConversationID(groupID)).execute();
    await trx.deleteFrom('im_messages').where('scope', '=', groupScope(groupID)).execute();
    await trx.deleteFrom('im_join_requests').where('group_id', '=', groupID).execute();
    // A live room's moderation goes with it: a room created later under the same ID starts clean.
    for (const table of ['im_live_sanctions', 'im_live_rules', 'im_live_speakers'] as const)
      await trx.deleteFrom(table).where('group_id', '=', groupID).execute();
    await purgeGroupAdmin(trx, groupID);
    await trx.deleteFrom('im_groups').where('group_id', '=', groupID).execute();
  });
  ctx.members.invalidate(groupID);
  await ctx.broker.publish(DELIVER_CHANNEL, { t: 'members', groupID });
  await systemNotice(ctx, g, self, GROUP_SYSTEM_NOTICE.DISMISSED, members);
  if (g.type === GROUP_TYPE.AVCHATROOM) {
    await ctx.broker.publish(DELIVER_CHANNEL, { t: 'live-sanctions', groupID, banned: [] });
    await ctx.live.closeRoom(groupID);
  }
}

/** Schema of group.handleJoin. */
export const handleJoinSchema = z.object({
  groupID: z.string().min(1),
  applicant: z.string().min(1),
  agree: z.boolean(),
  handleMessage: z.string().max(300).optional(),
});

/** A manager answers a pending join request (agree: the applicant becomes a member). */
export async function handleJoinRequest(ctx: ImContext, self: string, raw: unknown): Promise<void> {
  const req = parse(handleJoinSchema, raw);
  const g = await loadGroup(ctx, req.groupID);
  const me = await findMember(ctx, req.groupID, self);
  if (me?.role !== GROUP_ROLE.OWNER && me?.role !== GROUP_ROLE.ADMIN) {
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may answer join requests');
  }
  const res = await ctx.db.kysely
    .deleteFrom('im_join_requests')
    .where('group_id', '=', req.groupID)
    .where('user_id', '=', req.applicant)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0)
    throw new ImError('INVALID_PARAMETER', 'no pending join request from this user');
  const message = ctx.profanity.apply(req.handleMessage ?? '');
  if (req.agree && !(await findMember(ctx, req.groupID, req.applicant))) {
    await addMembers(ctx, g, [{ userID: req.applicant, role: GROUP_ROLE.MEMBER }], self, true);
  }
  const notice = req.agree ? GROUP_SYSTEM_NOTICE.JOIN_AGREED : GROUP_SYSTEM_NOTICE.JOIN_REFUSED;
  await systemNotice(ctx, g, self, notice, [req.applicant], message);
}
