import { CMD } from '@tifo/protocol';
import { bodyKeys, NO_BODY } from '../gateway/command';
import {
  acceptApplicationSchema,
  addFriendSchema,
  blacklistSchema,
  checkFriendSchema,
  deleteApplicationSchema,
  deleteFriendGroupSchema,
  deleteFriendSchema,
  friendGroupMembersSchema,
  friendListSchema,
  refuseApplicationSchema,
  renameFriendGroupSchema,
  setStatusSchema,
  subscribeStatusSchema,
  unsubscribeStatusSchema,
  updateFriendSchema,
  userIDListSchema,
} from './commands';
import { PROFILE_UPDATE_KEYS } from './profiles';

/**
 * The schema each of this area's commands parses its body with, for the command table's check against the
 * protocol (src/commands.ts).
 */
export const socialBodySchemas = {
  [CMD.PROFILE_GET]: userIDListSchema,
  // Checked by hand, key by key, for the codes of spec 5 "Profile update" (profiles.ts).
  [CMD.PROFILE_UPDATE]: bodyKeys(
    ...(Object.keys(PROFILE_UPDATE_KEYS) as (keyof typeof PROFILE_UPDATE_KEYS)[]),
  ),
  [CMD.FRIEND_LIST]: friendListSchema,
  [CMD.FRIEND_ADD]: addFriendSchema,
  [CMD.FRIEND_DELETE]: deleteFriendSchema,
  [CMD.FRIEND_CHECK]: checkFriendSchema,
  [CMD.FRIEND_PROFILE]: userIDListSchema,
  [CMD.FRIEND_UPDATE]: updateFriendSchema,
  [CMD.FRIEND_APPLICATIONS]: NO_BODY,
  [CMD.FRIEND_ACCEPT]: acceptApplicationSchema,
  [CMD.FRIEND_REFUSE]: refuseApplicationSchema,
  [CMD.FRIEND_DELETE_APPLICATION]: deleteApplicationSchema,
  [CMD.FRIEND_READ_APPLICATIONS]: NO_BODY,
  [CMD.FRIEND_GROUPS]: NO_BODY,
  [CMD.FRIEND_GROUP_CREATE]: friendGroupMembersSchema,
  [CMD.FRIEND_GROUP_DELETE]: deleteFriendGroupSchema,
  [CMD.FRIEND_GROUP_ADD]: friendGroupMembersSchema,
  [CMD.FRIEND_GROUP_REMOVE]: friendGroupMembersSchema,
  [CMD.FRIEND_GROUP_RENAME]: renameFriendGroupSchema,
  [CMD.BLACKLIST_GET]: NO_BODY,
  [CMD.BLACKLIST_ADD]: blacklistSchema,
  [CMD.BLACKLIST_REMOVE]: blacklistSchema,
  [CMD.STATUS_SET]: setStatusSchema,
  [CMD.STATUS_GET]: userIDListSchema,
  [CMD.STATUS_SUBSCRIBE]: subscribeStatusSchema,
  [CMD.STATUS_UNSUBSCRIBE]: unsubscribeStatusSchema,
} as const;
