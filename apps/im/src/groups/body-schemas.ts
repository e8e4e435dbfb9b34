import { CMD } from '@tifo/protocol';
import { historySchema, markReadSchema } from '../messages';
import {
  writeAttributesSchema,
  getAttributesSchema,
  getCountersSchema,
  updateCountersSchema,
} from './group-attributes';
import { inviteOptionSchema } from './group-invite';
import { markMembersSchema, memberProfileSchema, setMemberInfoSchema } from './group-member-edit';
import { addMemberSchema, deleteMemberSchema, setMemberRoleSchema } from './group-members';
import { changeOwnerSchema, groupApplicationsSchema, searchGroupSchema } from './group-owner';
import {
  groupListSchema,
  groupProfileSchema,
  groupRangeSchema,
  memberListSchema,
  updateGroupSchema,
} from './group-read';
import { sendGroupSchema } from './group-send';
import {
  createTopicSchema,
  deleteTopicSchema,
  topicListSchema,
  topicReadSchema,
  updateTopicSchema,
} from './group-topics';
import { createGroupSchema, handleJoinSchema, joinGroupSchema, quitGroupSchema } from './groups';
import { groupIDSchema } from './commands';
import { banMemberSchema, muteMemberSchema } from './sanctions';
import { loose, NO_BODY } from '../gateway/command';

/**
 * The schema each of this area's commands parses its body with, for the command table's check against the
 * protocol (src/commands.ts). A community topic's send and history parse with schemas of their own
 * (topic-send.ts, topic-history.ts), checked beside them; a topic's markRead reads only the conversation ID.
 */
export const groupBodySchemas = {
  [CMD.SEND_GROUP]: sendGroupSchema,
  [CMD.HISTORY]: historySchema,
  [CMD.MARK_READ]: markReadSchema,

  // type is read as unknown and checked by hand for its own code (ILLEGAL_GROUP_TYPE); memberList's roles are read
  // as text and checked with the invite rules for theirs (INVALID_MEMBER_ROLE, CANNOT_SET_ROLE).
  [CMD.GROUP_CREATE]: loose(createGroupSchema, 'type', 'memberList'),
  [CMD.GROUP_DISMISS]: groupIDSchema,
  [CMD.GROUP_JOIN]: joinGroupSchema,
  [CMD.GROUP_QUIT]: quitGroupSchema,
  [CMD.GROUP_LIST]: groupListSchema,
  [CMD.GROUP_PROFILE]: groupProfileSchema,
  [CMD.GROUP_UPDATE]: updateGroupSchema,
  [CMD.GROUP_MEMBERS]: memberListSchema,
  [CMD.GROUP_ONLINE_COUNT]: groupIDSchema,
  [CMD.GROUP_RANGE]: groupRangeSchema,
  [CMD.GROUP_HANDLE_JOIN]: handleJoinSchema,
  [CMD.GROUP_MUTE_MEMBER]: muteMemberSchema,
  [CMD.GROUP_BAN_MEMBER]: banMemberSchema,

  [CMD.GROUP_ADD_MEMBER]: addMemberSchema,
  [CMD.GROUP_DELETE_MEMBER]: deleteMemberSchema,
  // role is read as text and checked by hand for its own codes (2683: not a role this group takes).
  [CMD.GROUP_SET_MEMBER_ROLE]: loose(setMemberRoleSchema, 'role'),
  [CMD.GROUP_SET_MEMBER_INFO]: setMemberInfoSchema,
  [CMD.GROUP_MARK_MEMBERS]: markMembersSchema,
  [CMD.GROUP_MEMBER_PROFILE]: memberProfileSchema,
  [CMD.GROUP_CHANGE_OWNER]: changeOwnerSchema,
  [CMD.GROUP_SEARCH]: searchGroupSchema,
  [CMD.GROUP_SET_INVITE_OPTION]: inviteOptionSchema,
  [CMD.GROUP_APPLICATIONS]: groupApplicationsSchema,
  // groupAttributes is read as unknown and checked by hand (attrEntries: non-empty keys, string values).
  [CMD.GROUP_ATTR_INIT]: loose(writeAttributesSchema, 'groupAttributes'),
  [CMD.GROUP_ATTR_SET]: loose(writeAttributesSchema, 'groupAttributes'),
  [CMD.GROUP_ATTR_DELETE]: loose(writeAttributesSchema, 'groupAttributes'),
  [CMD.GROUP_ATTR_GET]: getAttributesSchema,
  [CMD.GROUP_COUNTER_UPDATE]: updateCountersSchema,
  [CMD.GROUP_COUNTER_GET]: getCountersSchema,
  [CMD.COMMUNITY_LIST]: NO_BODY,
  [CMD.TOPIC_CREATE]: createTopicSchema,
  [CMD.TOPIC_DELETE]: deleteTopicSchema,
  [CMD.TOPIC_UPDATE]: updateTopicSchema,
  [CMD.TOPIC_LIST]: topicListSchema,
  [CMD.TOPIC_READ]: topicReadSchema,
} as const;
