/** Bodies of the group commands. */

import type { WireMessage } from '../elements';
import type { GroupRole, GroupType, InviteOption, JoinOption, JoinStatus, RemindType } from '../group';

/** A group profile (spec 3). */
export interface WireGroupProfile {
  groupID: string;
  name: string;
  type: GroupType;
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  createTime: number;
  infoSequence: number;
  lastInfoTime: number;
  lastMessageTime: number;
  nextMessageSeq: number;
  memberCount: number;
  maxMemberCount: number;
  joinOption: JoinOption;
  /** Who may add members (the stored option, else the type's default; live rooms: DisableInvite). */
  inviteOption: InviteOption;
  muteAllMembers: boolean;
  isSupportTopic: boolean;
  groupCustomField: { key: string; value: string }[];
  /** Only for members. */
  selfInfo?: WireSelfInfo;
}

/** The caller's membership. */
export interface WireSelfInfo {
  userID: string;
  role: GroupRole;
  joinTime: number;
  nameCard: string;
  messageRemindType: RemindType;
  readedSequence: number;
  muteTime: number;
}

/** A member. */
export interface WireGroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: GroupRole;
  joinTime: number;
  nameCard: string;
  muteUntil: number;
  lastSendMsgTime: number;
}

/** Create a group; `groupID` optional (generated per type when omitted). */
export interface CreateGroupRequest {
  type: GroupType;
  name: string;
  groupID?: string;
  introduction?: string;
  notification?: string;
  avatar?: string;
  maxMemberNum?: number;
  joinOption?: JoinOption;
  /** Who may add members later (not for live rooms). */
  inviteOption?: InviteOption;
  /** Ignored for live rooms. Added as by addGroupMember (system notice 7); Admin only where roles can be set. */
  memberList?: { userID: string; role?: GroupRole }[];
  isSupportTopic?: boolean;
  /** At most 16 fields, keys up to 16 characters, values up to 512. */
  groupCustomField?: { key: string; value: string }[];
}
/** Create answer. */
export interface CreateGroupResponse {
  group: WireGroupProfile;
  overLimitUserIDList: string[];
}

/** Any command addressed to one group. */
export interface GroupIDRequest {
  groupID: string;
}

/** Join. Anonymous sessions (see `live.enter` with no login) may only join live rooms. */
export interface JoinGroupRequest {
  groupID: string;
  applyMessage?: string;
  /** Live rooms: keep the live rooms this connection already reads (the SDK's unlimited mode). */
  unlimited?: boolean;
}
/** Join answer; for live rooms also the long poll key and the room's next broadcast sequence. */
export interface JoinGroupResponse {
  status: JoinStatus;
  group: WireGroupProfile;
  longPollingKey?: string;
  nextBroadcastSeq?: number;
}

/**
 * Answer a join request (owner or admin): agree adds the applicant (system notice 2 to them), refuse sends
 * notice 3. 10007 for non-managers, 60003 when there is no pending request from that user.
 */
export interface HandleJoinRequest {
  groupID: string;
  applicant: string;
  agree: boolean;
  handleMessage?: string;
}

/** Joined groups, in pages of at most 50. */
export interface GroupListRequest {
  offset?: number;
  limit?: number;
}
/** Group list answer. */
export interface GroupListResponse {
  groupList: WireGroupProfile[];
  totalCount: number;
}

/** Profiles of up to 50 groups (extra IDs cut). Unknown or forbidden ones come back in errorList. */
export interface GetGroupProfileRequest {
  groupIDList: string[];
}
/** Profile answer. */
export interface GetGroupProfileResponse {
  groupList: WireGroupProfile[];
  errorList: { groupID: string; code: number; message: string }[];
}

/** Update a group profile (owner or admin; name/introduction/notification profanity filtered). */
export interface UpdateGroupProfileRequest {
  groupID: string;
  name?: string;
  introduction?: string;
  notification?: string;
  avatar?: string;
  joinOption?: JoinOption;
  muteAllMembers?: boolean;
  groupCustomField?: { key: string; value: string }[];
}

/** Member list page: limit 1..100 (default 15). */
export interface GroupMemberListRequest {
  groupID: string;
  offset?: number;
  count?: number;
  /** Live rooms: only the users carrying this mark (markGroupMemberList, 1000 or more). */
  filter?: number;
}
/** Member list answer. */
export interface GroupMemberListResponse {
  memberList: WireGroupMember[];
  memberNum: number;
  offset: number;
}

/** Online member count of a live room (members with a live connection); refresh at most every 10 s. */
export interface OnlineCountResponse {
  onlineMemberNum: number;
  /** Seconds the client may cache the number (60). */
  expireTime: number;
}

/** Group messages in a sequence range (gap recovery after reconnect): sequences > fromSequence, up to 15. */
export interface GroupRangeRequest {
  groupID: string;
  fromSequence: number;
  count?: number;
}
/** Range answer: ascending; isCompleted when the newest was reached. */
export interface GroupRangeResponse {
  messageList: WireMessage[];
  isCompleted: boolean;
  lastSequence: number;
}

/**
 * Mutes one member for `muteTime` seconds (0 unmutes). Owner or admins only, never self (2685) nor a manager
 * (10007). In stored groups the member must belong (2623) and the members get group tip 7; in live rooms the
 * target is any user (live rooms keep no member list beyond the owner).
 */
export interface MuteMemberRequest {
  groupID: string;
  userID: string;
  muteTime: number;
}

/**
 * Bans users from a live room for `duration` seconds (required, nonzero: 2686; needs the LIVE_BAN ability:
 * 10016). Owner or admins only. A banned user leaves the room on every device, gets system notice 21, and
 * cannot rejoin nor send (10101) until the ban ends.
 */
export interface BanMemberRequest {
  groupID: string;
  userIDList: string[];
  duration: number;
}
