import {
  GROUP_ADMIN_LIMITS as L,
  GROUP_TIP,
  GROUP_TYPE,
  LIMITS,
  type MarkMembersResponse,
  type MemberProfileResponse,
  type MemberResponse,
  type WireGroupMemberFull,
} from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import type { Connection } from '../gateway/connection';
import { parse } from '../gateway/command';
import { findMember, isManager, loadGroup } from '../storage/group-access';
import { fieldList, fullMembers, memberFields, utf8Bytes } from './group-member-info';
import { mayManage } from './group-members';
import { groupTip } from './group-send';

/** Schema of group.setMemberInfo. */
export const setMemberInfoSchema = z.object({
  groupID: z.string().min(1),
  userID: z.string().min(1).max(64).optional(),
  nameCard: z.string().optional(),
  memberCustomField: z
    .array(z.object({ key: z.string().min(1).max(L.MEMBER_FIELD_KEY), value: z.string() }))
    .max(L.MEMBER_FIELDS)
    .optional(),
});

/**
 * Sets a member's name card (profanity filtered, at most 50 bytes) and/or custom fields (at most 5 keys of
 * 16 characters, values of 64 bytes; an empty value removes the key). Self, or the owner and admins for the
 * members below them. Not in live rooms, which keep no members. The members get tip 7.
 */
export async function setMemberInfo(ctx: ImContext, self: string, raw: unknown): Promise<MemberResponse> {
  const req = parse(setMemberInfoSchema, raw);
  if (req.nameCard === undefined && req.memberCustomField === undefined)
    throw new ImError('INVALID_PARAMETER', 'nothing to update');
  const group = await loadGroup(ctx, req.groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'live rooms keep no member profiles');
  const me = await findMember(ctx, group.group_id, self);
  if (!me) throw new ImError('NO_PERMISSION', 'not a member of this group');
  const targetID = req.userID ?? self;
  const target = await findMember(ctx, group.group_id, targetID);
  if (!target) throw new ImError('MEMBER_NOT_IN_GROUP');
  if (!mayManage(group, me, target))
    throw new ImError('NO_PERMISSION', "only the owner or an admin may change another member's profile");
  const change: Record<string, unknown> = { userID: targetID };
  if (req.nameCard !== undefined) {
    if (utf8Bytes(req.nameCard) > L.NAME_CARD_BYTES)
      throw new ImError('INVALID_PARAMETER', `nameCard: at most ${L.NAME_CARD_BYTES} bytes`);
    const nameCard = ctx.profanity.apply(req.nameCard);
    await ctx.db.kysely
      .updateTable('im_members')
      .set({ name_card: nameCard })
      .where('group_id', '=', group.group_id)
      .where('user_id', '=', targetID)
      .execute();
    change.nameCard = nameCard;
  }
  if (req.memberCustomField !== undefined) {
    const fields = new Map(
      Object.entries((await memberFields(ctx, group.group_id, [targetID])).get(targetID) ?? {}),
    );
    for (const { key, value } of req.memberCustomField) {
      if (utf8Bytes(value) > L.MEMBER_FIELD_VALUE_BYTES)
        throw new ImError('INVALID_PARAMETER', `memberCustomField ${key}: at most 64 bytes`);
      if (value === '') fields.delete(key);
      else fields.set(key, value);
    }
    if (fields.size > L.MEMBER_FIELDS)
      throw new ImError('INVALID_PARAMETER', `at most ${L.MEMBER_FIELDS} member custom fields`);
    const json = JSON.stringify(Object.fromEntries(fields));
    await ctx.db.kysely
      .insertInto('im_member_fields')
      .values({ group_id: group.group_id, user_id: targetID, fields: json })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ fields: json }))
      .execute();
    change.memberCustomField = fieldList(Object.fromEntries(fields));
  }
  await groupTip(ctx, group, self, GROUP_TIP.MEMBER_INFO_UPDATED, [targetID], { memberList: [change] });
  const [member] = await fullMembers(ctx, group.group_id, [targetID]);
  return { member: member! };
}

/** Schema of group.markMembers. */
export const markMembersSchema = z.object({
  groupID: z.string().min(1),
  userIDList: z.array(z.string().min(1).max(64)).min(1).max(L.MARK_MEMBERS),
  markType: z
    .number()
    .int()
    .min(L.MARK_TYPE_MIN)
    .max(2 ** 31 - 1),
  enableMark: z.boolean(),
});

/**
 * Marks or unmarks live-room members (Tencent: audio-video rooms only): the owner and admins, markType 1000 or
 * more, at most 10 mark types in use per room, 500 users per call.
 */
export async function markMembers(ctx: ImContext, self: string, raw: unknown): Promise<MarkMembersResponse> {
  const req = parse(markMembersSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  if (group.type !== GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'member marks are for live rooms only');
  if (!isManager(await findMember(ctx, group.group_id, self)))
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may mark members');
  const users = [...new Set(req.userIDList)];
  const db = ctx.db.kysely;
  if (req.enableMark) {
    const types = await db
      .selectFrom('im_member_marks')
      .select('mark_type')
      .distinct()
      .where('group_id', '=', group.group_id)
      .execute();
    const inUse = new Set(types.map((t) => Number(t.mark_type)));
    if (!inUse.has(req.markType) && inUse.size >= L.MARK_TYPES_PER_ROOM)
      throw new ImError('INVALID_PARAMETER', `at most ${L.MARK_TYPES_PER_ROOM} mark types per room`);
    for (const u of users)
      await db
        .insertInto('im_member_marks')
        .values({ group_id: group.group_id, user_id: u, mark_type: req.markType })
        .onConflict((oc) => oc.columns(['group_id', 'user_id', 'mark_type']).doNothing())
        .execute();
  } else {
    await db
      .deleteFrom('im_member_marks')
      .where('group_id', '=', group.group_id)
      .where('mark_type', '=', req.markType)
      .where('user_id', 'in', users)
      .execute();
  }
  return { successUserIDList: users, failureUserIDList: [] };
}

/** Schema of group.memberProfile. */
export const memberProfileSchema = z.object({
  groupID: z.string().min(1),
  userIDList: z.array(z.string().min(1).max(64)).min(1),
  memberCustomFieldFilter: z.array(z.string().max(L.MEMBER_FIELD_KEY)).max(L.MEMBER_FIELDS).optional(),
});

/**
 * Profiles of up to 50 members (extra IDs cut, spec 9), with custom fields (filtered by key when asked).
 * Stored groups: members only; live rooms: connections reading the room, for the viewers they name.
 */
export async function memberProfile(
  ctx: ImContext,
  conn: Connection,
  self: string,
  raw: unknown,
): Promise<MemberProfileResponse> {
  const req = parse(memberProfileSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  const ids = [...new Set(req.userIDList)].slice(0, L.MEMBER_PROFILE);
  if (group.type !== GROUP_TYPE.AVCHATROOM) {
    if (!(await findMember(ctx, group.group_id, self)))
      throw new ImError('NO_PERMISSION', 'not a member of this group');
    return { memberList: await fullMembers(ctx, group.group_id, ids, req.memberCustomFieldFilter) };
  }
  if (!ctx.live.has(conn, group.group_id)) throw new ImError('NOT_IN_LIVE_ROOM');
  const stored = new Map(
    (await fullMembers(ctx, group.group_id, ids, req.memberCustomFieldFilter)).map((m) => [m.userID, m]),
  );
  const viewers = new Set(ctx.live.viewers(group.group_id).map((c) => c.userID));
  const users = await ctx.db.kysely
    .selectFrom('im_users')
    .select(['user_id', 'nick', 'avatar'])
    .where('user_id', 'in', ids)
    .execute();
  const memberList: WireGroupMemberFull[] = [];
  for (const u of users) {
    const known = stored.get(u.user_id);
    if (known) memberList.push(known);
    else if (viewers.has(u.user_id))
      memberList.push({
        userID: u.user_id,
        nick: u.nick,
        avatar: u.avatar,
        role: 'Member',
        joinTime: 0,
        nameCard: '',
        muteUntil: 0,
        lastSendMsgTime: 0,
        memberCustomField: [],
      });
  }
  return { memberList: memberList.slice(0, LIMITS.GROUP_PROFILE_IDS) };
}
