import { ADD_SOURCE_PREFIX, CMD, SOCIAL_LIMITS } from '@tifo/protocol';
import { z } from 'zod';
import { ImError } from '../errors';
import {
  acceptApplication,
  addFriend,
  deleteApplication,
  listApplications,
  readApplications,
  refuseApplication,
} from './applications';
import { addToBlacklist, getBlacklist, removeFromBlacklist } from './blacklist';
import {
  addToFriendGroup,
  createFriendGroup,
  deleteFriendGroup,
  listFriendGroups,
  removeFromFriendGroup,
  renameFriendGroup,
} from './friend-groups';
import { checkFriends, deleteFriends, friendProfiles, listFriends, updateFriend } from './friends';
import { capProfileIDs, getProfiles, updateProfile } from './profiles';
import { getUserStatus, limitStatusCall, setSelfStatus, subscribe, unsubscribe } from './status';
import { parse, selfOf, type Handler } from '../gateway/command';

const userID = z.string().min(1).max(64);
const ids = (max: number) => z.array(userID).max(max);
const idList = (max: number) => z.object({ userIDList: ids(max) });
/** Lists longer than a call's cap are cut (spec 5), but a body is never unbounded. */
const HARD_CAP = 10_000;
const remark = z.string().max(SOCIAL_LIMITS.FRIEND_REMARK);
const source = z
  .string()
  .refine(
    (s) => s.startsWith(ADD_SOURCE_PREFIX) && /^[A-Za-z]{1,8}$/.test(s.slice(ADD_SOURCE_PREFIX.length)),
    `must be ${ADD_SOURCE_PREFIX} and a keyword of 1 to 8 letters`,
  );
const groupName = z
  .string()
  .min(1)
  .refine((s) => Buffer.byteLength(s) <= SOCIAL_LIMITS.FRIEND_GROUP_NAME_BYTES, 'at most 30 bytes');
/** Schema of friend.groupCreate, friend.groupAdd and friend.groupRemove. */
export const friendGroupMembersSchema = z.object({ name: groupName, userIDList: ids(HARD_CAP) });
const snsCustom = z
  .array(
    z.object({
      key: z.string().startsWith('Tag_SNS_Custom').max(64),
      value: z.string().max(500),
    }),
  )
  .max(20);

/** Schema of friend.add. */
export const addFriendSchema = z.object({
  to: userID,
  source,
  wording: z.string().optional(),
  type: z.enum(['Add_Type_Single', 'Add_Type_Both']).optional(),
  remark: remark.optional(),
  groupName: groupName.optional(),
});

/** Schema of profile.get, friend.profile and status.get. */
export const userIDListSchema = idList(HARD_CAP);

/** Schema of friend.list. */
export const friendListSchema = z.object({ startIndex: z.number().int().min(0).optional() });

/** Schema of friend.delete. */
export const deleteFriendSchema = z.object({
  userIDList: ids(HARD_CAP).min(1),
  type: z.enum(['Delete_Type_Single', 'Delete_Type_Both']).optional(),
});

/** Schema of friend.check. */
export const checkFriendSchema = z.object({
  userIDList: ids(HARD_CAP).min(1),
  type: z.enum(['CheckResult_Type_Single', 'CheckResult_Type_Both']).optional(),
});

/** Schema of friend.update. */
export const updateFriendSchema = z.object({
  userID,
  remark: remark.optional(),
  friendCustomField: snsCustom.optional(),
});

/** Schema of friend.accept. */
export const acceptApplicationSchema = z.object({
  userID,
  remark: remark.optional(),
  type: z.enum(['Response_Action_Agree', 'Response_Action_AgreeAndAdd']).optional(),
});

/** Schema of friend.refuse. */
export const refuseApplicationSchema = z.object({ userID });

/** Schema of friend.deleteApplication. */
export const deleteApplicationSchema = z.object({
  userID,
  type: z.enum(['Pendency_Type_ComeIn', 'Pendency_Type_SendOut']).optional(),
});

/** Schema of friend.groupDelete. */
export const deleteFriendGroupSchema = z.object({ name: groupName });

/** Schema of friend.groupRename. */
export const renameFriendGroupSchema = z.object({ oldName: groupName, newName: groupName });

/** Schema of blacklist.add and blacklist.remove. */
export const blacklistSchema = idList(HARD_CAP).extend({ userIDList: ids(HARD_CAP).min(1) });

/** Schema of status.set. */
export const setStatusSchema = z.object({ customStatus: z.string() });

/** Schema of status.subscribe. */
export const subscribeStatusSchema = z.object({ userIDList: ids(HARD_CAP).min(1) });

/** Schema of status.unsubscribe. */
export const unsubscribeStatusSchema = z.object({ userIDList: ids(HARD_CAP).optional() });

/** Profiles, friends, friend applications and groups, the blacklist and user status. */
export const socialHandlers: Record<string, Handler> = {
  [CMD.PROFILE_GET]: async (ctx, conn, body) => {
    selfOf(conn);
    const req = parse(userIDListSchema, body);
    return { profileList: await getProfiles(ctx, capProfileIDs(req.userIDList)) };
  },
  [CMD.PROFILE_UPDATE]: async (ctx, conn, body) => ({
    profile: await updateProfile(ctx, selfOf(conn), body),
  }),

  [CMD.FRIEND_LIST]: (ctx, conn, body) =>
    listFriends(ctx, selfOf(conn), parse(friendListSchema, body).startIndex ?? 0),
  [CMD.FRIEND_ADD]: (ctx, conn, body) => {
    const req = parse(addFriendSchema, body);
    if (Buffer.byteLength(req.wording ?? '') > SOCIAL_LIMITS.ADD_WORDING_BYTES)
      throw new ImError('INVALID_PARAMETER', 'wording: at most 256 bytes');
    return addFriend(ctx, selfOf(conn), req);
  },
  [CMD.FRIEND_DELETE]: (ctx, conn, body) => {
    const req = parse(deleteFriendSchema, body);
    return deleteFriends(ctx, selfOf(conn), req.userIDList, req.type !== 'Delete_Type_Single');
  },
  [CMD.FRIEND_CHECK]: (ctx, conn, body) => {
    const req = parse(checkFriendSchema, body);
    return checkFriends(ctx, selfOf(conn), req.userIDList, req.type !== 'CheckResult_Type_Single');
  },
  [CMD.FRIEND_PROFILE]: (ctx, conn, body) =>
    friendProfiles(ctx, selfOf(conn), parse(userIDListSchema, body).userIDList),
  [CMD.FRIEND_UPDATE]: async (ctx, conn, body) => {
    const req = parse(updateFriendSchema, body);
    return { friend: await updateFriend(ctx, selfOf(conn), req) };
  },
  [CMD.FRIEND_APPLICATIONS]: (ctx, conn) => listApplications(ctx, selfOf(conn)),
  [CMD.FRIEND_ACCEPT]: async (ctx, conn, body) => {
    const req = parse(acceptApplicationSchema, body);
    await acceptApplication(ctx, selfOf(conn), req);
    return {};
  },
  [CMD.FRIEND_REFUSE]: async (ctx, conn, body) => {
    await refuseApplication(ctx, selfOf(conn), parse(refuseApplicationSchema, body).userID);
    return {};
  },
  [CMD.FRIEND_DELETE_APPLICATION]: async (ctx, conn, body) => {
    const req = parse(deleteApplicationSchema, body);
    await deleteApplication(ctx, selfOf(conn), req.userID, req.type === 'Pendency_Type_SendOut');
    return {};
  },
  [CMD.FRIEND_READ_APPLICATIONS]: async (ctx, conn) => {
    await readApplications(ctx, selfOf(conn));
    return {};
  },

  [CMD.FRIEND_GROUPS]: async (ctx, conn) => ({ friendGroupList: await listFriendGroups(ctx, selfOf(conn)) }),
  [CMD.FRIEND_GROUP_CREATE]: (ctx, conn, body) => {
    const req = parse(friendGroupMembersSchema, body);
    return createFriendGroup(ctx, selfOf(conn), req.name, req.userIDList);
  },
  [CMD.FRIEND_GROUP_DELETE]: (ctx, conn, body) =>
    deleteFriendGroup(ctx, selfOf(conn), parse(deleteFriendGroupSchema, body).name),
  [CMD.FRIEND_GROUP_ADD]: (ctx, conn, body) => {
    const req = parse(friendGroupMembersSchema, body);
    return addToFriendGroup(ctx, selfOf(conn), req.name, req.userIDList);
  },
  [CMD.FRIEND_GROUP_REMOVE]: (ctx, conn, body) => {
    const req = parse(friendGroupMembersSchema, body);
    return removeFromFriendGroup(ctx, selfOf(conn), req.name, req.userIDList);
  },
  [CMD.FRIEND_GROUP_RENAME]: (ctx, conn, body) => {
    const req = parse(renameFriendGroupSchema, body);
    return renameFriendGroup(ctx, selfOf(conn), req.oldName, req.newName);
  },

  [CMD.BLACKLIST_GET]: (ctx, conn) => getBlacklist(ctx, selfOf(conn)),
  [CMD.BLACKLIST_ADD]: (ctx, conn, body) =>
    addToBlacklist(ctx, selfOf(conn), parse(blacklistSchema, body).userIDList),
  [CMD.BLACKLIST_REMOVE]: (ctx, conn, body) =>
    removeFromBlacklist(ctx, selfOf(conn), parse(blacklistSchema, body).userIDList),

  [CMD.STATUS_SET]: (ctx, conn, body) =>
    setSelfStatus(ctx, selfOf(conn), parse(setStatusSchema, body).customStatus),
  [CMD.STATUS_GET]: (ctx, conn, body) => {
    const self = selfOf(conn);
    limitStatusCall(ctx, self, 'get');
    return getUserStatus(ctx, self, parse(userIDListSchema, body).userIDList);
  },
  [CMD.STATUS_SUBSCRIBE]: (ctx, conn, body) => {
    const self = selfOf(conn);
    limitStatusCall(ctx, self, 'subscribe');
    return subscribe(ctx, self, parse(subscribeStatusSchema, body).userIDList);
  },
  [CMD.STATUS_UNSUBSCRIBE]: (ctx, conn, body) => {
    const self = selfOf(conn);
    limitStatusCall(ctx, self, 'unsubscribe');
    return unsubscribe(ctx, self, parse(unsubscribeStatusSchema, body).userIDList);
  },
};
