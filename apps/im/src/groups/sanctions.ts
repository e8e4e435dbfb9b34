import {
  ADMIN_USER_ID,
  COMMERCIAL_ABILITY,
  GROUP_SYSTEM_NOTICE,
  GROUP_TIP,
  GROUP_TYPE,
  hasAbility,
} from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { findMember, isManager, loadGroup, type GroupRow } from '../storage/group-access';
import { groupTip, systemNotice } from './group-send';
import { loadLiveRoom, publishLiveChange } from '../live';

async function requireManager(ctx: ImContext, group: GroupRow, operator: string | null): Promise<void> {
  if (operator === null) return; // the admin API
  if (!isManager(await findMember(ctx, group.group_id, operator)))
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may do this');
}

async function refuseManagerTarget(ctx: ImContext, group: GroupRow, target: string, operator: string | null) {
  if (target === operator) throw new ImError('CANNOT_MUTE_SELF');
  if (target === ADMIN_USER_ID || isManager(await findMember(ctx, group.group_id, target)))
    throw new ImError('NO_PERMISSION', 'the owner and admins cannot be muted or banned');
}

/** Schema of group.muteMember. */
export const muteMemberSchema = z.object({
  groupID: z.string().min(1),
  userID: z.string().min(1).max(64),
  muteTime: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86400),
});

/** Mutes a member for muteTime seconds (0 unmutes); `operator` null is the admin API. */
export async function muteMember(ctx: ImContext, operator: string | null, raw: unknown): Promise<void> {
  const req = parse(muteMemberSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  await requireManager(ctx, group, operator);
  await refuseManagerTarget(ctx, group, req.userID, operator);
  const until = req.muteTime ? nowSeconds() + req.muteTime : 0;
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    await ctx.db.kysely
      .insertInto('im_live_sanctions')
      .values({
        group_id: group.group_id,
        user_id: req.userID,
        mute_until: until,
        operator_id: operator ?? '',
      })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ mute_until: until }))
      .execute();
    await publishLiveChange(ctx, group.group_id);
    // The room's own push tells the member at once, both ways (tim-js-sdk's member-info tip, muteTime 0 for
    // a lifted mute), so the input follows without a refused send or a reload.
    await groupTip(ctx, group, operator ?? ADMIN_USER_ID, GROUP_TIP.MEMBER_INFO_UPDATED, [req.userID], {
      memberList: [{ userID: req.userID, muteTime: req.muteTime }],
    });
    return;
  }
  if (!(await findMember(ctx, group.group_id, req.userID))) throw new ImError('MEMBER_NOT_IN_GROUP');
  await ctx.db.kysely
    .updateTable('im_members')
    .set({ mute_until: until })
    .where('group_id', '=', group.group_id)
    .where('user_id', '=', req.userID)
    .execute();
  await groupTip(ctx, group, operator ?? ADMIN_USER_ID, GROUP_TIP.MEMBER_INFO_UPDATED, [req.userID], {
    memberList: [{ userID: req.userID, muteTime: req.muteTime }],
  });
}

/** Schema of group.banMember. */
export const banMemberSchema = z.object({
  groupID: z.string().min(1),
  userIDList: z.array(z.string().min(1).max(64)).min(1).max(30),
  duration: z
    .number()
    .int()
    .max(10 * 365 * 86400),
});

/**
 * Bans users from a live room for `duration` seconds: they leave the room on every node and device, get system
 * notice 21, and cannot rejoin nor send until the ban ends. `operator` null is the admin API.
 */
export async function banMembers(ctx: ImContext, operator: string | null, raw: unknown): Promise<void> {
  const req = parse(banMemberSchema, raw);
  if (req.duration <= 0) throw new ImError('BAN_DURATION_INVALID');
  if (operator !== null && !hasAbility(ctx.config.purchaseBits, COMMERCIAL_ABILITY.LIVE_BAN))
    throw new ImError('COMMERCIAL_ABILITY');
  const group = await loadLiveRoom(ctx, req.groupID, 'ban');
  await requireManager(ctx, group, operator);
  const targets = [...new Set(req.userIDList)];
  for (const userID of targets) await refuseManagerTarget(ctx, group, userID, operator);
  const until = nowSeconds() + req.duration;
  for (const userID of targets) {
    await ctx.db.kysely
      .insertInto('im_live_sanctions')
      .values({ group_id: group.group_id, user_id: userID, ban_until: until, operator_id: operator ?? '' })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ ban_until: until }))
      .execute();
  }
  await publishLiveChange(ctx, group.group_id, targets);
  await systemNotice(ctx, group, operator ?? ADMIN_USER_ID, GROUP_SYSTEM_NOTICE.LIVE_BANNED, targets);
}

const unbanSchema = z.object({
  groupID: z.string().min(1),
  userIDList: z.array(z.string().min(1).max(64)).min(1).max(100),
});

/**
 * Lifts live-room bans (admin API): the users may join and send again at once, on every node, and those whose
 * ban was running get system notice 22 (LIVE_UNBANNED): out of the room, they hear no room push, and their
 * client rejoins on it. A mute of the same user stays. Users who were not banned are ignored, so a retried call
 * is harmless.
 */
export async function unbanMembers(ctx: ImContext, raw: unknown): Promise<{ userIDList: string[] }> {
  const req = parse(unbanSchema, raw);
  const group = await loadLiveRoom(ctx, req.groupID, 'unban');
  const targets = [...new Set(req.userIDList)];
  const banned = await ctx.db.kysely
    .selectFrom('im_live_sanctions')
    .select('user_id')
    .where('group_id', '=', group.group_id)
    .where('user_id', 'in', targets)
    .where('ban_until', '>', nowSeconds())
    .execute();
  await ctx.db.kysely
    .updateTable('im_live_sanctions')
    .set({ ban_until: 0 })
    .where('group_id', '=', group.group_id)
    .where('user_id', 'in', targets)
    .execute();
  await publishLiveChange(ctx, group.group_id);
  const lifted = banned.map((b) => b.user_id);
  if (lifted.length) await systemNotice(ctx, group, ADMIN_USER_ID, GROUP_SYSTEM_NOTICE.LIVE_UNBANNED, lifted);
  return { userIDList: targets };
}
