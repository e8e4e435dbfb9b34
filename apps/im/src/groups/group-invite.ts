import {
  GROUP_ROLE,
  GROUP_TYPE,
  INVITE_OPTION,
  isWorkGroup,
  type GroupType,
  type InviteOption,
  type InviteOptionResponse,
} from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { findMember, isManager, loadGroup, type GroupRow } from '../storage/group-access';

/**
 * A group's invite option: stored, else the type's default (work groups: any member invites, as Tencent's work
 * groups; the others: the owner and admins). There is no approval flow for members' invitations, so
 * NeedPermission means what it leads to: only managers add members.
 */
export async function inviteOption(
  ctx: ImContext,
  group: Pick<GroupRow, 'group_id' | 'type'>,
): Promise<InviteOption> {
  const row = await ctx.db.kysely
    .selectFrom('im_group_options')
    .select('invite_option')
    .where('group_id', '=', group.group_id)
    .executeTakeFirst();
  return (row?.invite_option as InviteOption | undefined) ?? defaultInviteOption(group.type as GroupType);
}

/** The invite option of a group that never set one. */
export function defaultInviteOption(type: GroupType): InviteOption {
  return isWorkGroup(type) ? INVITE_OPTION.FREE_ACCESS : INVITE_OPTION.NEED_PERMISSION;
}

/** True when `manager` (is the caller a manager) may add members under the group's invite option. */
export function mayInvite(option: InviteOption, manager: boolean): boolean {
  return option === INVITE_OPTION.FREE_ACCESS || manager;
}

/** Schema of group.setInviteOption. */
export const inviteOptionSchema = z.object({
  groupID: z.string().min(1),
  inviteOption: z.enum(INVITE_OPTION),
});

/** Sets the invite option (updateGroupProfile's inviteOption): owner or admin, not in live rooms. */
export async function setInviteOption(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<InviteOptionResponse> {
  const req = parse(inviteOptionSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'live rooms have no invitations');
  if (!isManager(await findMember(ctx, group.group_id, self)))
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may update the profile');
  await ctx.db.kysely
    .insertInto('im_group_options')
    .values({ group_id: group.group_id, invite_option: req.inviteOption })
    .onConflict((oc) => oc.column('group_id').doUpdateSet({ invite_option: req.inviteOption }))
    .execute();
  return { groupID: group.group_id, inviteOption: req.inviteOption };
}

/** The roles a member may be given in a group of this type (as setGroupMemberRole allows; none in live rooms). */
export function assignableRoles(type: GroupType): string[] {
  if (type === GROUP_TYPE.AVCHATROOM || isWorkGroup(type)) return [GROUP_ROLE.MEMBER];
  return type === GROUP_TYPE.COMMUNITY
    ? [GROUP_ROLE.ADMIN, GROUP_ROLE.MEMBER, GROUP_ROLE.CUSTOM]
    : [GROUP_ROLE.ADMIN, GROUP_ROLE.MEMBER];
}

/**
 * The members a new group starts with, under the rules of adding members later: the creator is the owner, whom
 * every invite option lets add members (mayInvite for a manager), and as the owner names the roles
 * setGroupMemberRole would let him set: Admin (Custom in communities) except in work groups (2682); Owner or an
 * unknown role is 2683. Duplicates and the owner are skipped; users past the group's maximum are over the limit.
 */
export function creationMembers(
  type: GroupType,
  ownerID: string,
  requested: { userID: string; role?: string }[],
  limit: number,
): { members: { userID: string; role: string }[]; overLimitUserIDList: string[] } {
  const members: { userID: string; role: string }[] = [{ userID: ownerID, role: GROUP_ROLE.OWNER }];
  const overLimitUserIDList: string[] = [];
  if (type === GROUP_TYPE.AVCHATROOM || !requested.length) return { members, overLimitUserIDList };
  const allowed = assignableRoles(type);
  for (const m of requested) {
    const role = m.role ?? GROUP_ROLE.MEMBER;
    if (role === GROUP_ROLE.ADMIN && isWorkGroup(type)) throw new ImError('CANNOT_SET_ROLE');
    if (!allowed.includes(role)) throw new ImError('INVALID_MEMBER_ROLE');
  }
  for (const m of requested) {
    if (members.some((x) => x.userID === m.userID)) continue;
    if (members.length >= limit) overLimitUserIDList.push(m.userID);
    else members.push({ userID: m.userID, role: m.role ?? GROUP_ROLE.MEMBER });
  }
  return { members, overLimitUserIDList };
}
