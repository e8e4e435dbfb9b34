import {
  GROUP_ADMIN_LIMITS as L,
  GROUP_ROLE,
  GROUP_SYSTEM_NOTICE,
  GROUP_TIP,
  GROUP_TYPE,
  isWorkGroup,
  type AddGroupMemberResponse,
  type DeleteGroupMemberResponse,
  type GroupType,
  type MemberResponse,
} from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { banMembers } from './sanctions';
import { findMember, isManager, loadGroup, type GroupRow, type MemberRow } from '../storage/group-access';
import { fullMembers } from './group-member-info';
import { inviteOption, mayInvite } from './group-invite';
import { toProfile } from './group-profile';
import { groupTip, systemNotice } from './group-send';
import { addMembers, removeMembers } from './groups';

const userID = z.string().min(1).max(64);
const userList = (max: number) => z.array(userID).min(1).max(max);

/** The caller's membership (10007 for non-members). */
async function requireIn(ctx: ImContext, groupID: string, self: string): Promise<MemberRow> {
  const me = await findMember(ctx, groupID, self);
  if (!me) throw new ImError('NO_PERMISSION', 'not a member of this group');
  return me;
}

/** A member whose custom fields, name card or membership `me` may change: self, or below a manager. */
export function mayManage(group: GroupRow, me: MemberRow, target: MemberRow): boolean {
  if (me.user_id === target.user_id) return true;
  if (me.role === GROUP_ROLE.OWNER) return true;
  if (isWorkGroup(group.type as GroupType)) return false;
  return me.role === GROUP_ROLE.ADMIN && target.role !== GROUP_ROLE.OWNER && target.role !== GROUP_ROLE.ADMIN;
}

/** The member after a change, as the SDK shows it. */
async function memberResponse(ctx: ImContext, groupID: string, target: string): Promise<MemberResponse> {
  const [member] = await fullMembers(ctx, groupID, [target]);
  if (!member) throw new ImError('MEMBER_NOT_IN_GROUP');
  return { member };
}

/** Schema of group.addMember. */
export const addMemberSchema = z.object({ groupID: z.string().min(1), userIDList: userList(L.ADD_MEMBERS) });

/**
 * Adds users (spec 5: not in live rooms). Who may: the group's invite option (group-invite.ts; by default any
 * member of a work group, the owner and admins elsewhere).
 * Members already in are reported as existed, users past the group's maximum as over the limit; the added get
 * tip 1 (with the operator) and system notice 7, and their pending join requests go.
 */
export async function addGroupMember(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<AddGroupMemberResponse> {
  const req = parse(addMemberSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'cannot add members to a live room');
  const me = await requireIn(ctx, group.group_id, self);
  if (!mayInvite(await inviteOption(ctx, group), isManager(me)))
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may add members');
  const members = await ctx.members.get(group.group_id);
  const limit = Number(group.max_members) || Infinity;
  const res: AddGroupMemberResponse = {
    successUserIDList: [],
    failureUserIDList: [],
    existedUserIDList: [],
    overLimitUserIDList: [],
    group: await toProfile(ctx, group, me),
  };
  for (const id of new Set(req.userIDList)) {
    if (members.has(id)) res.existedUserIDList.push(id);
    else if (members.size + res.successUserIDList.length >= limit) res.overLimitUserIDList.push(id);
    else res.successUserIDList.push(id);
  }
  if (!res.successUserIDList.length) return res;
  await addMembers(
    ctx,
    group,
    res.successUserIDList.map((u) => ({ userID: u, role: GROUP_ROLE.MEMBER })),
    self,
    true,
  );
  await ctx.db.kysely
    .deleteFrom('im_join_requests')
    .where('group_id', '=', group.group_id)
    .where('user_id', 'in', res.successUserIDList)
    .execute();
  await systemNotice(ctx, group, self, GROUP_SYSTEM_NOTICE.INVITED, res.successUserIDList);
  res.group = await toProfile(ctx, await loadGroup(ctx, group.group_id), me);
  return res;
}

/** Schema of group.deleteMember. */
export const deleteMemberSchema = z.object({
  groupID: z.string().min(1),
  userIDList: userList(L.ADD_MEMBERS),
  reason: z.string().max(300).optional(),
  duration: z.number().int().optional(),
});

/**
 * Removes members: the owner and admins (work groups: the owner), never the owner nor self; admins cannot remove
 * admins. Users who are not members are skipped. The members get tip 3, the removed system notice 4 (with the
 * reason). In a live room this is the ban (`duration` seconds, required): the existing live-room ban.
 */
export async function deleteGroupMember(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<DeleteGroupMemberResponse> {
  const req = parse(deleteMemberSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    await banMembers(ctx, self, {
      groupID: req.groupID,
      userIDList: req.userIDList,
      duration: req.duration ?? 0,
    });
    return { userIDList: [...new Set(req.userIDList)], group: await toProfile(ctx, group) };
  }
  const me = await requireIn(ctx, group.group_id, self);
  const work = isWorkGroup(group.type as GroupType);
  if (work ? me.role !== GROUP_ROLE.OWNER : !isManager(me))
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may remove members');
  const removed: string[] = [];
  for (const id of new Set(req.userIDList)) {
    if (id === self) throw new ImError('NO_PERMISSION', 'cannot remove yourself; quit the group instead');
    const target = await findMember(ctx, group.group_id, id);
    if (!target) continue;
    if (!mayManage(group, me, target))
      throw new ImError('NO_PERMISSION', `cannot remove ${id}: the owner and admins outrank you`);
    removed.push(id);
  }
  if (removed.length) {
    const memberNum = (await ctx.members.get(group.group_id)).size - removed.length;
    await groupTip(ctx, group, self, GROUP_TIP.MEMBER_KICKED, removed, { memberNum });
    await removeMembers(ctx, group.group_id, removed);
    for (const table of ['im_member_fields', 'im_member_marks'] as const)
      await ctx.db.kysely
        .deleteFrom(table)
        .where('group_id', '=', group.group_id)
        .where('user_id', 'in', removed)
        .execute();
    await systemNotice(
      ctx,
      group,
      self,
      GROUP_SYSTEM_NOTICE.KICKED,
      removed,
      ctx.profanity.apply(req.reason ?? ''),
    );
  }
  return { userIDList: removed, group: await toProfile(ctx, await loadGroup(ctx, group.group_id), me) };
}

/** Schema of group.setMemberRole. */
export const setMemberRoleSchema = z.object({
  groupID: z.string().min(1),
  userID,
  role: z.string(),
});

/**
 * Sets a member's role (spec 5 and 6): the owner only (2681), not in work groups or live rooms (2682), Admin or
 * Member, Custom too in communities (2683), never on self (2684), the target a member (2623). Members get tip 4
 * (admin set) or 5 (admin cancelled), or 7 for Custom; the target gets system notice 9 or 10.
 */
export async function setMemberRole(ctx: ImContext, self: string, raw: unknown): Promise<MemberResponse> {
  const req = parse(setMemberRoleSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM || isWorkGroup(group.type as GroupType))
    throw new ImError('CANNOT_SET_ROLE');
  const me = await findMember(ctx, group.group_id, self);
  if (me?.role !== GROUP_ROLE.OWNER) throw new ImError('NOT_OWNER');
  const allowed: string[] = [GROUP_ROLE.ADMIN, GROUP_ROLE.MEMBER];
  if (group.type === GROUP_TYPE.COMMUNITY) allowed.push(GROUP_ROLE.CUSTOM);
  if (!allowed.includes(req.role)) throw new ImError('INVALID_MEMBER_ROLE');
  if (req.userID === self) throw new ImError('CANNOT_SET_SELF_ROLE');
  const target = await findMember(ctx, group.group_id, req.userID);
  if (!target) throw new ImError('MEMBER_NOT_IN_GROUP');
  if (target.role !== req.role) {
    await ctx.db.kysely
      .updateTable('im_members')
      .set({ role: req.role })
      .where('group_id', '=', group.group_id)
      .where('user_id', '=', req.userID)
      .execute();
    const wasAdmin = target.role === GROUP_ROLE.ADMIN;
    const isAdmin = req.role === GROUP_ROLE.ADMIN;
    const tip = isAdmin
      ? GROUP_TIP.ADMIN_SET
      : wasAdmin
        ? GROUP_TIP.ADMIN_CANCELLED
        : GROUP_TIP.MEMBER_INFO_UPDATED;
    await groupTip(ctx, group, self, tip, [req.userID], {
      memberList: [{ userID: req.userID, role: req.role }],
    });
    if (isAdmin || wasAdmin) {
      const notice = isAdmin ? GROUP_SYSTEM_NOTICE.ADMIN_SET : GROUP_SYSTEM_NOTICE.ADMIN_REMOVED;
      await systemNotice(ctx, group, self, notice, [req.userID]);
    }
  }
  return memberResponse(ctx, group.group_id, req.userID);
}
