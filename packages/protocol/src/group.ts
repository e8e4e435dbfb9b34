/** Group types, ID formats, roles, join options and results (spec sections 3, 4, 5, 6). */

/**
 * The five group types. Private is the "work" group (the SDK names it both GRP_WORK and GRP_PRIVATE):
 * it cannot be joined by request nor dismissed.
 */
export const GROUP_TYPE = {
  PUBLIC: 'Public',
  PRIVATE: 'Private',
  WORK: 'Private',
  CHATROOM: 'ChatRoom',
  AVCHATROOM: 'AVChatRoom',
  COMMUNITY: 'Community',
} as const;
/** One of GROUP_TYPE. */
export type GroupType = (typeof GROUP_TYPE)[keyof typeof GROUP_TYPE];

/** The types a group can be created with. */
export const CREATABLE_GROUP_TYPES: readonly GroupType[] = [
  GROUP_TYPE.PUBLIC,
  GROUP_TYPE.PRIVATE,
  GROUP_TYPE.CHATROOM,
  GROUP_TYPE.AVCHATROOM,
  GROUP_TYPE.COMMUNITY,
];

/** True for a known group type. */
export function isGroupType(value: unknown): value is GroupType {
  return typeof value === 'string' && (CREATABLE_GROUP_TYPES as readonly string[]).includes(value);
}

/** Work groups (Private) cannot be joined by request or dismissed (spec 5). */
export function isWorkGroup(type: GroupType): boolean {
  return type === GROUP_TYPE.WORK;
}

/**
 * Custom group ID formats: communities must start with `@TGS#_`; other types must not start with `@TGS#`
 * (that prefix is reserved for server-generated IDs); 1 to 48 printable ASCII characters.
 * Generated IDs: `@TGS#_<n>` for communities, `@TGS#a<n>` for live rooms, `@TGS#<n>` for the rest.
 */
export function isValidGroupID(type: GroupType, groupID: string): boolean {
  if (!/^[\x21-\x7e]{1,48}$/.test(groupID)) return false;
  if (type === GROUP_TYPE.COMMUNITY) return groupID.startsWith('@TGS#_') && groupID.length > 6;
  return !groupID.startsWith('@TGS#');
}

/** Prefix of generated group IDs by type. */
export function generatedGroupIDPrefix(type: GroupType): string {
  if (type === GROUP_TYPE.COMMUNITY) return '@TGS#_';
  if (type === GROUP_TYPE.AVCHATROOM) return '@TGS#a';
  return '@TGS#';
}

/** Member roles. */
export const GROUP_ROLE = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  MEMBER: 'Member',
  CUSTOM: 'Custom',
} as const;
/** One of GROUP_ROLE. */
export type GroupRole = (typeof GROUP_ROLE)[keyof typeof GROUP_ROLE];

/** Join options (only Public and Community honour them; ChatRoom and AVChatRoom are free access). */
export const JOIN_OPTION = {
  FREE_ACCESS: 'FreeAccess',
  NEED_PERMISSION: 'NeedPermission',
  DISABLE_APPLY: 'DisableApply',
} as const;
/** One of JOIN_OPTION. */
export type JoinOption = (typeof JOIN_OPTION)[keyof typeof JOIN_OPTION];

/** Invite options: who may add members (spec 6): any member, or only the owner and admins. */
export const INVITE_OPTION = {
  FREE_ACCESS: 'FreeAccess',
  NEED_PERMISSION: 'NeedPermission',
  DISABLE_INVITE: 'DisableInvite',
} as const;
/** One of INVITE_OPTION. */
export type InviteOption = (typeof INVITE_OPTION)[keyof typeof INVITE_OPTION];

/** Results of a successful join request. */
export const JOIN_STATUS = {
  SUCCESS: 'JoinedSuccess',
  ALREADY_IN_GROUP: 'AlreadyInGroup',
  WAIT_APPROVAL: 'WaitAdminApproval',
} as const;
/** One of JOIN_STATUS. */
export type JoinStatus = (typeof JOIN_STATUS)[keyof typeof JOIN_STATUS];

/** Message priority in groups; live rooms shed Low first, then Normal, under overload. */
export const MESSAGE_PRIORITY = {
  HIGH: 'High',
  NORMAL: 'Normal',
  LOW: 'Low',
  LOWEST: 'Lowest',
} as const;
/** One of MESSAGE_PRIORITY. */
export type MessagePriority = (typeof MESSAGE_PRIORITY)[keyof typeof MESSAGE_PRIORITY];

/** Message reminder types (mute flags 0, 1, 2 on the wire). */
export const REMIND_TYPE = {
  ACCEPT_AND_NOTIFY: 'AcceptAndNotify',
  DISCARD: 'Discard',
  ACCEPT_NOT_NOTIFY: 'AcceptNotNotify',
} as const;
/** One of REMIND_TYPE. */
export type RemindType = (typeof REMIND_TYPE)[keyof typeof REMIND_TYPE];

/** At-mention types of groupAtInfoList (at-me and at-all on one message merge into AT_ALL_AT_ME). */
export const AT_TYPE = { AT_ME: 1, AT_ALL: 2, AT_ALL_AT_ME: 3 } as const;
/** The userID that means "everyone" in atUserList. */
export const AT_ALL = '__kImSDK_MesssageAtALL__';

/** Group tip operation types (spec 4). */
export const GROUP_TIP = {
  MEMBER_JOIN: 1,
  MEMBER_QUIT: 2,
  MEMBER_KICKED: 3,
  ADMIN_SET: 4,
  ADMIN_CANCELLED: 5,
  GROUP_PROFILE_UPDATED: 6,
  MEMBER_INFO_UPDATED: 7,
  TOPIC_UPDATED: 8,
} as const;

/** Group system notice operation types (spec 4). */
export const GROUP_SYSTEM_NOTICE = {
  JOIN_REQUEST: 1,
  JOIN_AGREED: 2,
  JOIN_REFUSED: 3,
  KICKED: 4,
  DISMISSED: 5,
  CREATED: 6,
  INVITED: 7,
  QUIT: 8,
  ADMIN_SET: 9,
  ADMIN_REMOVED: 10,
  CUSTOM: 255,
  LIVE_BANNED: 21,
  /** A live-room ban lifted before its end: the user may rejoin and speak at once. */
  LIVE_UNBANNED: 22,
} as const;
