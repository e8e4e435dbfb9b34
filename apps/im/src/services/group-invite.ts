import {
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
import { parse } from '../handlers/types';
import { findMember, isManager, loadGroup, type GroupRow } from './group-access';

/**
 * A group's invite option: stored, else the type's default (work groups: any member invites, as Tencent's work
 * groups; the others: the owner and admins). There is no approval flow for members' invitations, so
 * NeedPermission means what it leads to: only managers add members.
 */
export async function inviteOption(ctx: ImContext, group: GroupRow): Promise<InviteOption> {
  const row = await ctx.db.kysely
    .selectFrom('im_group_options')
    .select('invite_option')
    .where('group_id', '=', group.group_id)
    .executeTakeFirst();
  if (row) return row.invite_option as InviteOption;
  return isWorkGroup(group.type as GroupType) ? INVITE_OPTION.FREE_ACCESS : INVITE_OPTION.NEED_PERMISSION;
}

/** True when `manager` (is the caller a manager) may add members under the group's invite option. */
export function mayInvite(option: InviteOption, manager: boolean): boolean {
  return option === INVITE_OPTION.FREE_ACCESS || manager;
}

/** Sets the invite option (updateGroupProfile's inviteOption): owner or admin, not in live rooms. */
export async function setInviteOption(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<InviteOptionResponse> {
  const req = parse(
    z.object({
      groupID: z.string().min(1),
      inviteOption: z.enum(INVITE_OPTION),
    }),
    raw,
  );
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
