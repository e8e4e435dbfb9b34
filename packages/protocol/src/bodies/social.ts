/**
 * Bodies of the social commands: profiles, friends (list, applications, friend groups), the blacklist and user
 * status. Enumerated values are the Tencent SDK's own strings (TIM.TYPES), so the SDK passes them through.
 */

/** Profile gender (TYPES.GENDER_*). */
export type Gender = 'Gender_Type_Unknown' | 'Gender_Type_Female' | 'Gender_Type_Male';
/** Who may add me as a friend (TYPES.ALLOW_TYPE_*). */
export type AllowType = 'AllowType_Type_AllowAny' | 'AllowType_Type_NeedConfirm' | 'AllowType_Type_DenyAny';
/** Whether the admin forbids my friend requests (TYPES.FORBID_TYPE_*). */
export type AdminForbidType = 'AdminForbid_Type_None' | 'AdminForbid_Type_SendOut';
/** One-way or two-way add (TYPES.SNS_ADD_TYPE_*). */
export type FriendAddType = 'Add_Type_Single' | 'Add_Type_Both';
/** One-way or two-way delete (TYPES.SNS_DELETE_TYPE_*). */
export type FriendDeleteType = 'Delete_Type_Single' | 'Delete_Type_Both';
/** One-way or two-way check (TYPES.SNS_CHECK_TYPE_*). */
export type FriendCheckType = 'CheckResult_Type_Single' | 'CheckResult_Type_Both';
/** Relation answered by a check (TYPES.SNS_TYPE_*). */
export type FriendRelation =
  | 'CheckResult_Type_NoRelation'
  | 'CheckResult_Type_AWithB'
  | 'CheckResult_Type_BWithA'
  | 'CheckResult_Type_BothWay';
/** Direction of a friend application (TYPES.SNS_APPLICATION_SENT_*). */
export type FriendApplicationType = 'Pendency_Type_ComeIn' | 'Pendency_Type_SendOut';
/** How an application is accepted (TYPES.SNS_APPLICATION_AGREE*). */
export type FriendAcceptType = 'Response_Action_Agree' | 'Response_Action_AgreeAndAdd';

/** A custom key/value (profile keys start Tag_Profile_Custom, friend keys Tag_SNS_Custom). */
export interface CustomField {
  key: string;
  value: string;
}

/** A user profile (spec 3 "User profile"). */
export interface WireProfile {
  userID: string;
  nick: string;
  gender: Gender;
  birthday: number;
  location: string;
  selfSignature: string;
  allowType: AllowType;
  language: number;
  avatar: string;
  messageSettings: number;
  adminForbidType: AdminForbidType;
  level: number;
  role: number;
  /** Seconds of the last change (0 when never changed). */
  lastUpdatedTime: number;
  profileCustomField: CustomField[];
}

/** The fields updateMyProfile may set. */
export type ProfileUpdate = Partial<Omit<WireProfile, 'userID' | 'lastUpdatedTime'>>;

/** A friend of mine. */
export interface WireFriend {
  userID: string;
  remark: string;
  groupList: string[];
  source: string;
  wording: string;
  /** Seconds. */
  addTime: number;
  friendCustomField: CustomField[];
  profile: WireProfile;
}

/** A friend application, seen by me. */
export interface WireFriendApplication {
  userID: string;
  nick: string;
  avatar: string;
  time: number;
  source: string;
  wording: string;
  type: FriendApplicationType;
}

/** A friend group. */
export interface WireFriendGroup {
  name: string;
  userIDList: string[];
  count: number;
}

/** A failed item of a bulk call. */
export interface UserFailure {
  userID: string;
  code: number;
  message: string;
}

/** User status (statusType: 0 unknown, 1 online, 2 offline, 3 never logged in). */
export interface WireUserStatus {
  userID: string;
  statusType: 0 | 1 | 2 | 3;
  customStatus: string;
}

/** `{userIDList}`. */
export interface UserIDListRequest {
  userIDList: string[];
}
/** profile.get answer. */
export interface ProfileListResponse {
  profileList: WireProfile[];
}

/** friend.list: pages of 100. */
export interface FriendListRequest {
  startIndex?: number;
}
/** friend.list answer (completeFlag 1 on the last page). */
export interface FriendListResponse {
  friendList: WireFriend[];
  friendCount: number;
  nextStartIndex: number;
  completeFlag: 0 | 1;
}
/** friend.add. */
export interface AddFriendRequest {
  to: string;
  source: string;
  wording?: string;
  type?: FriendAddType;
  remark?: string;
  groupName?: string;
}
/** friend.add answer: code 0 added, 30539 waiting for the peer's confirmation. */
export interface AddFriendResponse {
  userID: string;
  code: number;
  message: string;
}
/** friend.delete. */
export interface DeleteFriendRequest {
  userIDList: string[];
  type?: FriendDeleteType;
}
/** friend.delete answer. */
export interface DeleteFriendResponse {
  successUserIDList: { userID: string }[];
  failureUserIDList: UserFailure[];
}
/** friend.check. */
export interface CheckFriendRequest {
  userIDList: string[];
  type?: FriendCheckType;
}
/** friend.check answer. */
export interface CheckFriendResponse {
  successUserIDList: { userID: string; code: 0; relation: FriendRelation }[];
  failureUserIDList: UserFailure[];
}
/** friend.profile answer. */
export interface FriendProfileResponse {
  friendList: WireFriend[];
  failureUserIDList: UserFailure[];
}
/** friend.update. */
export interface UpdateFriendRequest {
  userID: string;
  remark?: string;
  friendCustomField?: CustomField[];
}
/** friend.applications answer. */
export interface FriendApplicationListResponse {
  friendApplicationList: WireFriendApplication[];
  unreadCount: number;
}
/** friend.accept. */
export interface AcceptFriendApplicationRequest {
  userID: string;
  remark?: string;
  type?: FriendAcceptType;
}
/** friend.deleteApplication. */
export interface DeleteFriendApplicationRequest {
  userID: string;
  type?: FriendApplicationType;
}
/** friend.groups answer. */
export interface FriendGroupListResponse {
  friendGroupList: WireFriendGroup[];
}
/** friend.groupCreate / groupAdd / groupRemove. */
export interface FriendGroupMembersRequest {
  name: string;
  userIDList: string[];
}
/** Answer of the friend-group member calls. */
export interface FriendGroupResultResponse {
  friendGroup: WireFriendGroup;
  failureUserIDList: UserFailure[];
}
/** friend.groupRename. */
export interface RenameFriendGroupRequest {
  oldName: string;
  newName: string;
}
/** blacklist.* answer: the whole blacklist after the call. */
export interface BlacklistResponse {
  blacklist: { userID: string; timeStamp: number }[];
}
/** status.set. */
export interface SetSelfStatusRequest {
  customStatus: string;
}
/** status.get answer. */
export interface UserStatusResponse {
  successUserList: WireUserStatus[];
  failureUserList: UserFailure[];
}
/** status.subscribe / unsubscribe answer. */
export interface SubscribeStatusResponse {
  failureUserList: UserFailure[];
}
/** status.unsubscribe: no list (or an empty one) ends every subscription. */
export interface UnsubscribeStatusRequest {
  userIDList?: string[];
}

/**
 * Body of the `social` push. Lists are not carried: a push says what changed and the SDK pulls it (the pull is
 * the truth, the push a shortcut), except profiles and statuses, which are small and carried whole.
 */
export type SocialPush =
  | { kind: 'friends' }
  | { kind: 'friendApplications' }
  | { kind: 'friendGroups' }
  | { kind: 'blacklist' }
  | { kind: 'profile'; profile: WireProfile }
  | { kind: 'status'; userStatusList: WireUserStatus[] };

/** Limits of spec 5 and 9 for the social calls. */
export const SOCIAL_LIMITS = {
  PROFILE_IDS: 100,
  FRIEND_PAGE: 100,
  FRIEND_DELETE: 1000,
  FRIEND_REMARK: 96,
  ADD_SOURCE_KEYWORD: 8,
  ADD_WORDING_BYTES: 256,
  FRIEND_GROUP_NAME_BYTES: 30,
  BLACKLIST_IDS: 1000,
  STATUS_QUERY: 500,
  STATUS_SUBSCRIBE: 100,
  CUSTOM_STATUS_BYTES: 100,
  /** Frequency limit of the status calls (spec 9: 5 s / 20). */
  STATUS_WINDOW_MS: 5000,
  STATUS_CALLS: 20,
  /** The SDK's profile cache (spec 9). */
  PROFILE_CACHE_MS: 86_400_000,
  FRIEND_CACHE_MS: 180_000,
} as const;

/** The add-source prefix (spec 5). */
export const ADD_SOURCE_PREFIX = 'AddSource_Type_';
/** Friend-add result code meaning "waiting for the peer to confirm" (spec 8: not a failure). */
export const FRIEND_ADD_PENDING = 30539;
