import { GROUP_ROLE } from '@tifo/protocol';
import type { Selectable } from 'kysely';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import type { GroupsTable, MembersTable } from './schema';

/** A stored group row. */
export type GroupRow = Selectable<GroupsTable>;
/** A stored member row. */
export type MemberRow = Selectable<MembersTable>;

/** Loads a group (2603 when unknown). */
export async function loadGroup(ctx: ImContext, groupID: string): Promise<GroupRow> {
  const g = await ctx.db.kysely
    .selectFrom('im_groups')
    .selectAll()
    .where('group_id', '=', groupID)
    .executeTakeFirst();
  if (!g) throw new ImError('GROUP_NOT_FOUND');
  return g;
}

/** The membership of a user, or undefined. */
export function findMember(ctx: ImContext, groupID: string, userID: string): Promise<MemberRow | undefined> {
  return ctx.db.kysely
    .selectFrom('im_members')
    .selectAll()
    .where('group_id', '=', groupID)
    .where('user_id', '=', userID)
    .executeTakeFirst();
}

/** The group and the caller's membership; a non-member gets 10007 (cannot read or send). */
export async function requireMember(
  ctx: ImContext,
  groupID: string,
  userID: string,
): Promise<{ group: GroupRow; member: MemberRow }> {
  const group = await loadGroup(ctx, groupID);
  const member = await findMember(ctx, groupID, userID);
  if (!member) throw new ImError('NO_PERMISSION', 'not a member of this group');
  return { group, member };
}

/** True for the owner and admins. */
export function isManager(member: MemberRow | undefined): boolean {
  return member?.role === GROUP_ROLE.OWNER || member?.role === GROUP_ROLE.ADMIN;
}
