/**
 * Bodies of the group administration commands: members (add, delete, role, name card, custom fields, marks,
 * profiles), owner transfer, search, join applications, attributes, counters, communities and topics.
 */

import type { WireMessage } from '../elements';
import type { GroupRole, InviteOption } from '../group';
import type { WireGroupMember, WireGroupProfile } from './groups';

/** A key/value pair of member custom fields. */
export interface KeyValue {
  key: string;
  value: string;
}

/** A member with its custom fields (getGroupMemberProfile, member changes). */
export interface WireGroupMemberFull extends WireGroupMember {
  memberCustomField: KeyValue[];
}

/** Adds members (owner or admin; any member in work groups). Not in live rooms. At most 500 users. */
export interface AddGroupMemberRequest {
  groupID: string;
  userIDList: string[];
}
/** Add answer: who was added, who already belonged, who did not fit (group full). */
export interface AddGroupMemberResponse {
  successUserIDList: string[];
  failureUserIDList: string[];
  existedUserIDList: string[];
  overLimitUserIDList: string[];
  group: WireGroupProfile;
}

/** Removes members (owner or admin; admins cannot remove managers; never self). */
export interface DeleteGroupMemberRequest {
  groupID: string;
  userIDList: string[];
  reason?: string;
  /** Live rooms: the removal is a ban for this many seconds (required there; the SDK's deleteGroupMember). */
  duration?: number;
}
/** Delete answer: the users removed. */
export interface DeleteGroupMemberResponse {
  userIDList: string[];
  group: WireGroupProfile;
}

/** Sets a member's role (owner only): Admin or Member, Custom in communities. */
export interface SetMemberRoleRequest {
  groupID: string;
  userID: string;
  role: GroupRole;
}

/** Sets a member's name card and/or custom fields (self, or a manager for others). */
export interface SetMemberInfoRequest {
  groupID: string;
  /** Defaults to the caller. */
  userID?: string;
  nameCard?: string;
  memberCustomField?: KeyValue[];
}

/** The member after a change. */
export interface MemberResponse {
  member: WireGroupMemberFull;
}

/** Marks live-room members (markType >= 1000, at most 10 mark types per room, 500 users per call). */
export interface MarkMembersRequest {
  groupID: string;
  userIDList: string[];
  markType: number;
  enableMark: boolean;
}
/** Mark answer. */
export interface MarkMembersResponse {
  successUserIDList: string[];
  failureUserIDList: string[];
}

/** Profiles of up to 50 members (extra IDs cut); custom fields filtered by key when a filter is given. */
export interface MemberProfileRequest {
  groupID: string;
  userIDList: string[];
  memberCustomFieldFilter?: string[];
}
/** Member profiles (non-members are left out). */
export interface MemberProfileResponse {
  memberList: WireGroupMemberFull[];
}

/** Sets a group's invite option (owner or admin; not live rooms). */
export interface SetInviteOptionRequest {
  groupID: string;
  inviteOption: InviteOption;
}
/** The invite option after the call. */
export interface InviteOptionResponse {
  groupID: string;
  inviteOption: InviteOption;
}

/** Transfers ownership (owner only; not live rooms, not to self; the new owner must be a member). */
export interface ChangeOwnerRequest {
  groupID: string;
  newOwnerID: string;
}

/** A group's public profile by ID. */
export interface SearchGroupRequest {
  groupID: string;
}

/** A pending join request of a group I manage. */
export interface WireGroupApplication {
  applicant: string;
  applicantNick: string;
  groupID: string;
  groupName: string;
  /** 0: a join request. */
  applicationType: number;
  /** The user the application is about (the applicant for join requests). */
  userID: string;
  note: string;
  time: number;
  authentication: string;
  messageKey: string;
}

/**
 * Join requests of the groups I manage, oldest first, in pages of 20 from `startTime`; `startKey` (the previous
 * page's nextStartKey) skips the requests of that same second already listed.
 */
export interface GroupApplicationListRequest {
  startTime?: number;
  startKey?: string;
  limit?: number;
}
/** Applications answer; nextStartTime 0 when there are no more. */
export interface GroupApplicationListResponse {
  applicationList: WireGroupApplication[];
  nextStartTime: number;
  nextStartKey: string;
}

/** Group attributes: init replaces all, set upserts keys, delete removes keys (all when keyList is empty). */
export interface GroupAttributesWriteRequest {
  groupID: string;
  /** The attribute set's sequence the caller last saw; a different stored sequence answers 2480. */
  mainSequence?: number;
  groupAttributes?: Record<string, string>;
  keyList?: string[];
}
/** Reads attributes (all when keyList is empty). */
export interface GroupAttributesGetRequest {
  groupID: string;
  keyList?: string[];
}
/** Attributes and the set's sequence after the call. */
export interface GroupAttributesResponse {
  groupAttributes: Record<string, string>;
  mainSequence: number;
}

/** Counter modes of spec 7. */
export type CounterMode = 'Set' | 'Increase' | 'Decrease';
/** Updates counters (needs the group counter ability). */
export interface GroupCountersUpdateRequest {
  groupID: string;
  mode: CounterMode;
  counterList: { key: string; value: number }[];
}
/** Reads counters (all when keyList is empty). */
export interface GroupCountersGetRequest {
  groupID: string;
  keyList?: string[];
}
/** Counters after the call, with the group's counter sequence. */
export interface GroupCountersResponse {
  counters: Record<string, number>;
  groupCounterSeq: number;
}

/** A topic of a community. */
export interface WireTopic {
  topicID: string;
  topicName: string;
  avatar: string;
  introduction: string;
  notification: string;
  customData: string;
  muteAllMembers: boolean;
  /** Next message sequence of the topic (last + 1). */
  nextMessageSeq: number;
  unreadCount: number;
  /** The topic's newest message that may show as last message (absent when none). */
  lastMessage?: WireMessage;
  selfInfo: {
    muteTime: number;
    readedSequence: number;
    messageRemindType: string;
    excludedUnreadSequenceList: number[];
  };
}

/** Creates a topic (community owner or admin); topicID optional (`${groupID}@TOPIC#_<suffix>`). */
export interface CreateTopicRequest {
  groupID: string;
  topicName: string;
  topicID?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  customData?: string;
}
/** Deletes topics (all when topicIDList is absent). */
export interface DeleteTopicRequest {
  groupID: string;
  topicIDList?: string[];
}
/** Per-topic results. */
export interface TopicResultResponse {
  successTopicList: { topicID: string }[];
  failureTopicList: { topicID: string; code: number; message: string }[];
}
/** Updates a topic (owner or admin). */
export interface UpdateTopicRequest {
  groupID: string;
  topicID: string;
  topicName?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  customData?: string;
  muteAllMembers?: boolean;
}
/** Lists topics (all when topicIDList is absent); members only. */
export interface TopicListRequest {
  groupID: string;
  topicIDList?: string[];
}
/** Topic list answer. */
export interface TopicListResponse {
  successTopicList: WireTopic[];
  failureTopicList: { topicID: string; code: number; message: string }[];
}
/** Marks a topic read up to its newest message. */
export interface TopicReadRequest {
  groupID: string;
  topicID: string;
}

/** Body of the `groupAdmin` push (attributes, counters, topics changed). */
export type GroupAdminPush =
  | { kind: 'attributes'; groupID: string; groupAttributes: Record<string, string>; mainSequence: number }
  | { kind: 'counters'; groupID: string; counters: Record<string, number>; groupCounterSeq: number }
  | { kind: 'topicCreated'; groupID: string; topicID: string }
  | { kind: 'topicDeleted'; groupID: string; topicIDList: string[] }
  | { kind: 'topicUpdated'; groupID: string; topic: WireTopic }
  /** To the reader's own sessions only: a topic read up to `readedSequence`. */
  | { kind: 'topicRead'; groupID: string; topicID: string; readedSequence: number };

/** Limits of spec 9 (and Tencent's documented sizes) for these commands. */
export const GROUP_ADMIN_LIMITS = {
  ADD_MEMBERS: 500,
  MEMBER_PROFILE: 50,
  MARK_MEMBERS: 500,
  /** markType values start here; a live room may use at most this many distinct mark types. */
  MARK_TYPE_MIN: 1000,
  MARK_TYPES_PER_ROOM: 10,
  APPLICATION_PAGE: 20,
  NAME_CARD_BYTES: 50,
  MEMBER_FIELDS: 5,
  MEMBER_FIELD_KEY: 16,
  MEMBER_FIELD_VALUE_BYTES: 64,
  ATTRIBUTES: 16,
  ATTRIBUTE_KEY_BYTES: 32,
  ATTRIBUTE_VALUE_BYTES: 4096,
  ATTRIBUTES_TOTAL_BYTES: 16384,
  COUNTERS: 20,
  COUNTER_KEY_BYTES: 128,
  TOPICS: 1000,
  /** Spec 9 frequency limits: [interval ms, calls]. */
  ATTRIBUTE_WRITE_RATE: [5000, 10],
  ATTRIBUTE_GET_RATE: [5000, 20],
  COUNTER_RATE: [5000, 20],
  APPLICATION_RATE: [1000, 15],
  TOPIC_LIST_RATE: [1000, 10],
} as const;
