import {
  ADMIN_USER_ID,
  GROUP_ROLE,
  GROUP_TIP,
  GROUP_TYPE,
  isServerIdentity,
  isWorkGroup,
  type GroupType,
} from '@tifo/protocol';
import { z } from 'zod';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { findMember, loadGroup } from '../storage/group-access';
import { groupTip } from './group-send';
import { ensureUsers } from '../storage/users';
import { publishLiveChange } from '../live';

const roleSchema = z.object({
  groupID: z.string().min(1),
  userID: z.string().min(1).max(64),
  role: z.enum([GROUP_ROLE.ADMIN, GROUP_ROLE.MEMBER]),
});

/**
 * Makes a user a manager (Admin) of a group, or a plain member again (admin route group/role). In a live room,
 * which keeps no member rows but the owner's, an Admin gets a row and loses it on Member: managers send when all
 * are muted, skip slow mode and speak rules, and cannot be muted or banned. In a stored group the user must be a
 * member (2623) and the members get tip 4 or 5. Never the owner (10007: ownership moves by transfer), never a
 * server identity, never in a work group (2682, as for users). Answers `{groupID, userID, role}`.
 */
export async function setRole(ctx: ImContext, raw: unknown) {
  const req = parse(roleSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (isServerIdentity(req.userID)) throw new ImError('INVALID_PARAMETER', 'server identities have no role');
  if (req.userID === group.owner_id) throw new ImError('NO_PERMISSION', "the owner's role does not change");
  if (isWorkGroup(group.type as GroupType)) throw new ImError('CANNOT_SET_ROLE');
  const db = ctx.db.kysely;
  const member = await findMember(ctx, group.group_id, req.userID);
  if (member?.role === GROUP_ROLE.OWNER)
    throw new ImError('NO_PERMISSION', "the owner's role does not change");
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    if (req.role === GROUP_ROLE.ADMIN) {
      const now = nowSeconds();
      await ensureUsers(db, [req.userID], now);
      await db
        .insertInto('im_members')
        .values({ group_id: group.group_id, user_id: req.userID, role: GROUP_ROLE.ADMIN, join_time: now })
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ role: GROUP_ROLE.ADMIN }))
        .execute();
    } else {
      // Only an Admin row goes: the owner's row is never touched (checked above, and again in the statement).
      await db
        .deleteFrom('im_members')
        .where('group_id', '=', group.group_id)
        .where('user_id', '=', req.userID)
        .where('role', '!=', GROUP_ROLE.OWNER)
        .execute();
    }
  } else {
    if (!member) throw new ImError('MEMBER_NOT_IN_GROUP');
    if (member.role !== req.role) {
      await db
        .updateTable('im_members')
        .set({ role: req.role })
        .where('group_id', '=', group.group_id)
        .where('user_id', '=', req.userID)
        .where('role', '!=', GROUP_ROLE.OWNER)
        .execute();
      const tip = req.role === GROUP_ROLE.ADMIN ? GROUP_TIP.ADMIN_SET : GROUP_TIP.ADMIN_CANCELLED;
      await groupTip(ctx, group, ADMIN_USER_ID, tip, [req.userID]);
    }
  }
  ctx.members.invalidate(group.group_id);
  await ctx.broker.publish(DELIVER_CHANNEL, { t: 'members', groupID: group.group_id });
  await publishLiveChange(ctx, group.group_id);
  return { groupID: group.group_id, userID: req.userID, role: req.role };
}
