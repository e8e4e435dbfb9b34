import {
  GROUP_ADMIN_LIMITS as L,
  GROUP_ROLE,
  GROUP_TIP,
  GROUP_TYPE,
  type GroupApplicationListResponse,
  type WireGroupProfile,
} from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { RateLimiter } from '../policy/rate-limit';
import { findMember, loadGroup } from '../storage/group-access';
import { toProfile } from './group-profile';
import { groupTip } from './group-send';

/** Schema of group.changeOwner. */
export const changeOwnerSchema = z.object({
  groupID: z.string().min(1),
  newOwnerID: z.string().min(1).max(64),
});

/**
 * Transfers ownership (spec 5 and 6): the owner only (2681), not in live rooms (2620), not to self (2621), to a
 * member (2623). The new owner becomes Owner and the previous one Member, in one transaction; members get tip 6
 * with the new ownerID.
 */
export async function changeOwner(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<{ group: WireGroupProfile }> {
  const req = parse(changeOwnerSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM) throw new ImError('CANNOT_CHANGE_OWNER_LIVE');
  if (req.newOwnerID === self) throw new ImError('CANNOT_CHANGE_OWNER_SELF');
  const me = await findMember(ctx, group.group_id, self);
  if (me?.role !== GROUP_ROLE.OWNER || group.owner_id !== self) throw new ImError('NOT_OWNER');
  if (!(await findMember(ctx, group.group_id, req.newOwnerID))) throw new ImError('MEMBER_NOT_IN_GROUP');
  const now = nowSeconds();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    // The owner check is repeated in the statement: two concurrent transfers cannot both win.
    const moved = await trx
      .updateTable('im_groups')
      .set((eb) => ({ owner_id: req.newOwnerID, info_seq: eb('info_seq', '+', 1), last_info_time: now }))
      .where('group_id', '=', group.group_id)
      .where('owner_id', '=', self)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ImError('NOT_OWNER');
    await trx
      .updateTable('im_members')
      .set({ role: GROUP_ROLE.MEMBER })
      .where('group_id', '=', group.group_id)
      .where('user_id', '=', self)
      .execute();
    await trx
      .updateTable('im_members')
      .set({ role: GROUP_ROLE.OWNER })
      .where('group_id', '=', group.group_id)
      .where('user_id', '=', req.newOwnerID)
      .execute();
  });
  const updated = await loadGroup(ctx, group.group_id);
  await groupTip(ctx, updated, self, GROUP_TIP.GROUP_PROFILE_UPDATED, [], {
    newGroupProfile: { ownerID: req.newOwnerID },
  });
  return { group: await toProfile(ctx, updated, await findMember(ctx, group.group_id, self)) };
}

/** Schema of group.search. */
export const searchGroupSchema = z.object({ groupID: z.string().min(1).max(64) });

/**
 * A group's profile by ID (searchGroupByID): any logged-in user, for groups that can be found. Work groups
 * (Private) are invisible to non-members (2603, as if unknown), like in the group profile call.
 */
export async function searchGroup(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<{ group: WireGroupProfile }> {
  const { groupID } = parse(searchGroupSchema, raw);
  const group = await loadGroup(ctx, groupID);
  const member = await findMember(ctx, groupID, self);
  if (group.type === GROUP_TYPE.PRIVATE && !member) throw new ImError('GROUP_NOT_FOUND');
  return { group: await toProfile(ctx, group, member) };
}

const [appEvery, appCount] = L.APPLICATION_RATE;
const applicationLimiter = new RateLimiter(appEvery, appCount);

/** Schema of group.applications. */
export const groupApplicationsSchema = z.object({
  startTime: z.number().int().min(0).optional(),
  startKey: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(L.APPLICATION_PAGE).optional(),
});

/**
 * Pending join requests of the groups the caller owns or administers, oldest first, in pages of at most 20 after
 * `startTime` (spec 7 pendency list). Frequency 1 s / 15 (2996).
 */
export async function groupApplications(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<GroupApplicationListResponse> {
  const req = parse(groupApplicationsSchema, raw);
  if (!applicationLimiter.allow(self)) throw new ImError('OVER_FREQUENCY');
  const limit = req.limit ?? L.APPLICATION_PAGE;
  const rows = await ctx.db.kysely
    .selectFrom('im_join_requests as r')
    .innerJoin('im_members as m', (j) => j.onRef('m.group_id', '=', 'r.group_id').on('m.user_id', '=', self))
    .innerJoin('im_groups as g', 'g.group_id', 'r.group_id')
    .leftJoin('im_users as u', 'u.user_id', 'r.user_id')
    .select(['r.group_id', 'r.user_id', 'r.message', 'r.time', 'g.name', 'u.nick'])
    .where('m.role', 'in', [GROUP_ROLE.OWNER, GROUP_ROLE.ADMIN])
    .where((eb) => {
      const t = req.startTime ?? 0;
      const [g, u] = (req.startKey ?? '').split('|');
      if (g === undefined || u === undefined || !req.startKey) return eb('r.time', '>=', t);
      // Keyset paging on (time, group, user): requests of the same second as the last listed are not repeated.
      return eb.or([
        eb('r.time', '>', t),
        eb.and([
          eb('r.time', '=', t),
          eb.or([eb('r.group_id', '>', g), eb.and([eb('r.group_id', '=', g), eb('r.user_id', '>', u)])]),
        ]),
      ]);
    })
    .orderBy('r.time')
    .orderBy('r.group_id')
    .orderBy('r.user_id')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    applicationList: page.map((r) => ({
      applicant: r.user_id,
      applicantNick: r.nick ?? '',
      groupID: r.group_id,
      groupName: r.name,
      applicationType: 0,
      userID: r.user_id,
      note: r.message,
      time: Number(r.time),
      authentication: '',
      messageKey: `${r.group_id}|${r.user_id}|${Number(r.time)}`,
    })),
    nextStartTime: rows.length > limit ? Number(page.at(-1)!.time) : 0,
    nextStartKey: rows.length > limit ? `${page.at(-1)!.group_id}|${page.at(-1)!.user_id}` : '',
  };
}

/** Communities the caller belongs to that support topics (getJoinedCommunityList). */
export async function joinedCommunities(ctx: ImContext, self: string) {
  const rows = await ctx.db.kysely
    .selectFrom('im_members')
    .innerJoin('im_groups', 'im_groups.group_id', 'im_members.group_id')
    .selectAll('im_groups')
    .where('im_members.user_id', '=', self)
    .where('im_groups.type', '=', GROUP_TYPE.COMMUNITY)
    .where('im_groups.support_topic', '=', 1)
    .orderBy('im_groups.group_id')
    .execute();
  const groupList: WireGroupProfile[] = [];
  for (const g of rows) groupList.push(await toProfile(ctx, g, await findMember(ctx, g.group_id, self)));
  return { groupList, totalCount: groupList.length };
}
