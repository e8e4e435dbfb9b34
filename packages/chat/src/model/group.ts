import type {
  GroupRole,
  GroupType,
  InviteOption,
  JoinOption,
  RemindType,
  WireGroupMember,
  WireGroupProfile,
  WireSelfInfo,
} from '@tifo/protocol';

/** The caller's membership in a group. */
export interface GroupSelfInfo {
  userID: string;
  role: GroupRole;
  joinTime: number;
  nameCard: string;
  messageRemindType: RemindType;
  readedSequence: number;
  muteTime: number;
}

/** A group profile as the host sees it (spec 3, Tencent field names). */
export interface Group {
  groupID: string;
  name: string;
  avatar: string;
  type: GroupType;
  introduction: string;
  notification: string;
  ownerID: string;
  createTime: number;
  infoSequence: number;
  lastInfoTime: number;
  nextMessageSeq: number;
  memberNum: number;
  memberCount: number;
  /** The most members (tim-js-sdk's name; maxMemberNum is the same number, the spec's name). */
  maxMemberCount: number;
  maxMemberNum: number;
  joinOption: JoinOption;
  /** Who may add members: FreeAccess (any member), NeedPermission (owner and admins), DisableInvite. */
  inviteOption: InviteOption;
  muteAllMembers: boolean;
  isSupportTopic: boolean;
  groupCustomField: { key: string; value: string }[];
  lastMessage: { lastTime: number };
  selfInfo: GroupSelfInfo | Record<string, never>;
}

/** A group member (spec 3). */
export interface GroupMember {
  userID: string;
  avatar: string;
  nick: string;
  role: GroupRole;
  joinTime: number;
  lastSendMsgTime: number;
  nameCard: string;
  muteUntil: number;
  memberCustomField: { key: string; value: string }[];
}

function selfInfoFromWire(s: WireSelfInfo | undefined): GroupSelfInfo | Record<string, never> {
  if (!s) return {};
  return {
    userID: s.userID,
    role: s.role,
    joinTime: s.joinTime,
    nameCard: s.nameCard,
    messageRemindType: s.messageRemindType,
    readedSequence: s.readedSequence,
    muteTime: s.muteTime,
  };
}

/** Builds the host-facing group from the service's profile. */
export function groupFromWire(w: WireGroupProfile): Group {
  return {
    groupID: w.groupID,
    name: w.name,
    avatar: w.avatar,
    type: w.type,
    introduction: w.introduction,
    notification: w.notification,
    ownerID: w.ownerID,
    createTime: w.createTime,
    infoSequence: w.infoSequence,
    lastInfoTime: w.lastInfoTime,
    nextMessageSeq: w.nextMessageSeq,
    memberNum: w.memberCount,
    memberCount: w.memberCount,
    maxMemberCount: w.maxMemberCount,
    maxMemberNum: w.maxMemberCount,
    joinOption: w.joinOption,
    inviteOption: w.inviteOption,
    muteAllMembers: w.muteAllMembers,
    isSupportTopic: w.isSupportTopic,
    groupCustomField: w.groupCustomField ?? [],
    lastMessage: { lastTime: w.lastMessageTime },
    selfInfo: selfInfoFromWire(w.selfInfo),
  };
}

/** Builds the host-facing member. */
export function memberFromWire(w: WireGroupMember): GroupMember {
  return {
    userID: w.userID,
    avatar: w.avatar,
    nick: w.nick,
    role: w.role,
    joinTime: w.joinTime,
    lastSendMsgTime: w.lastSendMsgTime,
    nameCard: w.nameCard,
    muteUntil: w.muteUntil,
    memberCustomField: [],
  };
}
