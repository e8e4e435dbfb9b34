import { CONV_TYPE, ELEM_TYPE } from '@tifo/protocol';
import type {
  ConversationType,
  ElemType,
  GroupAtInfo,
  MessageElement,
  RemindType,
  WireConversation,
  WireMessage,
} from '@tifo/protocol';
import { groupFromWire, type Group } from './group';
import { emptyProfile, profileFromWire, type Profile } from './profile';

/** The conversation's last message summary (spec 3). */
export interface LastMessage {
  lastTime: number;
  lastSequence: number;
  fromAccount: string;
  messageForShow: string;
  payload: MessageElement['content'] | null;
  type: ElemType | '';
  isRevoked: boolean;
  revoker: string;
  cloudCustomData: string;
  onlineOnlyFlag: boolean;
  nick: string;
  nameCard: string;
  version: number;
  isPeerRead: boolean;
}

/** A conversation as the host sees it (spec 3, Tencent field names). */
export interface Conversation {
  conversationID: string;
  type: ConversationType;
  /** Group type for group conversations, '' otherwise. */
  subType: string;
  unreadCount: number;
  lastMessage: LastMessage;
  /** C2C: time (s) up to which the peer read my messages. */
  peerReadTime: number;
  groupAtInfoList: GroupAtInfo[];
  remark: string;
  isPinned: boolean;
  pinnedTimeStamp: number;
  messageRemindType: RemindType | '';
  /** Mark types set (TYPES.CONV_MARK_TYPE_* or custom), custom data and conversation group names. */
  markList: number[];
  customData: string;
  conversationGroupList: string[];
  /**
   * C2C: the peer's profile (nick, avatar...), kept current by PROFILE_UPDATED pushes. Always present, as
   * tim-js-sdk declares it: other conversations carry an empty profile (userID '').
   */
  userProfile: Profile;
  /** GROUP: the group (name, avatar...), kept current by profile tips. Other conversations: groupID ''. */
  groupProfile: Group;
  /** Sequence of the newest message in the conversation (recovery compares it). */
  lastSequence: number;
  /** Last change time (s), the sort key after pins. */
  updateTime: number;
}

const SHOW: Partial<Record<ElemType, string>> = {
  [ELEM_TYPE.IMAGE]: '[Image]',
  [ELEM_TYPE.SOUND]: '[Voice]',
  [ELEM_TYPE.FILE]: '[File]',
  [ELEM_TYPE.FACE]: '[Sticker]',
  [ELEM_TYPE.VIDEO]: '[Video]',
  [ELEM_TYPE.LOCATION]: '[Location]',
  [ELEM_TYPE.GROUP_TIP]: '[Group tip]',
  [ELEM_TYPE.GROUP_SYSTEM_NOTICE]: '[Group notice]',
  [ELEM_TYPE.MERGER]: '[Chat history]',
};

/** The short text a conversation list shows for a message. */
export function messageForShow(elements: MessageElement[], isRevoked: boolean): string {
  if (isRevoked) return '[Message revoked]';
  const first = elements[0];
  if (!first) return '';
  if (first.type === ELEM_TYPE.TEXT) return first.content.text;
  if (first.type === ELEM_TYPE.CUSTOM) return first.content.description || '[Custom message]';
  return SHOW[first.type] ?? '';
}

/** The fields a last-message summary reads (a wire message or an SDK message). */
type MessageSummarySource = Pick<
  WireMessage,
  | 'time'
  | 'sequence'
  | 'from'
  | 'elements'
  | 'isRevoked'
  | 'revoker'
  | 'cloudCustomData'
  | 'onlineOnlyFlag'
  | 'nick'
  | 'nameCard'
  | 'version'
>;

/** Summary of a message for `lastMessage`. */
export function lastMessageOf(message: MessageSummarySource | null, isPeerRead = false): LastMessage {
  if (!message) {
    return {
      lastTime: 0,
      lastSequence: 0,
      fromAccount: '',
      messageForShow: '',
      payload: null,
      type: '',
      isRevoked: false,
      revoker: '',
      cloudCustomData: '',
      onlineOnlyFlag: false,
      nick: '',
      nameCard: '',
      version: 0,
      isPeerRead: false,
    };
  }
  return {
    lastTime: message.time,
    lastSequence: message.sequence,
    fromAccount: message.from,
    messageForShow: messageForShow(message.elements, message.isRevoked),
    payload: message.elements[0]?.content ?? null,
    type: message.elements[0]?.type ?? '',
    isRevoked: message.isRevoked,
    revoker: message.revoker,
    cloudCustomData: message.cloudCustomData,
    onlineOnlyFlag: message.onlineOnlyFlag,
    nick: message.nick,
    nameCard: message.nameCard,
    version: message.version,
    isPeerRead,
  };
}

/** Builds the host-facing conversation from the service's row. */
export function conversationFromWire(wire: WireConversation): Conversation {
  const peer = wire.conversationID.slice(wire.type === CONV_TYPE.GROUP ? 5 : 3);
  const last = wire.lastMessage;
  return {
    conversationID: wire.conversationID,
    type: wire.type,
    subType: wire.subType ?? '',
    unreadCount: wire.unreadCount,
    lastMessage: lastMessageOf(last, Boolean(last && wire.peerReadTime >= last.time)),
    peerReadTime: wire.peerReadTime,
    groupAtInfoList: wire.groupAtInfoList ?? [],
    remark: '',
    isPinned: wire.isPinned,
    pinnedTimeStamp: wire.pinnedTimeStamp,
    messageRemindType: wire.messageRemindType ?? '',
    markList: [...(wire.markList ?? [])],
    customData: wire.customData ?? '',
    conversationGroupList: [...(wire.conversationGroupList ?? [])],
    userProfile: wire.userProfile
      ? profileFromWire(wire.userProfile)
      : emptyProfile(wire.type === CONV_TYPE.C2C ? peer : ''),
    groupProfile: wire.groupProfile
      ? groupFromWire(wire.groupProfile)
      : emptyGroup(wire.type === CONV_TYPE.GROUP ? peer : ''),
    lastSequence: wire.lastSequence,
    updateTime: wire.updateTime,
  };
}

/** Sort (spec 4): pinned first, then by last message time newest first; no last time goes last in its group. */
export function compareConversations(a: Conversation, b: Conversation): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  const at = a.lastMessage.lastTime || 0;
  const bt = b.lastMessage.lastTime || 0;
  if ((at === 0) !== (bt === 0)) return at === 0 ? 1 : -1;
  if (bt !== at) return bt - at;
  return b.updateTime - a.updateTime;
}

/** Total unread (spec 4): not system, reminder type empty or accept-and-notify. */
export function totalUnread(list: Iterable<Conversation>): number {
  let total = 0;
  for (const c of list) {
    if (c.type === CONV_TYPE.SYSTEM) continue;
    if (c.messageRemindType !== '' && c.messageRemindType !== 'AcceptAndNotify') continue;
    total += c.unreadCount;
  }
  return total;
}

/** A group the service told nothing about (a placeholder under its ID). */
function emptyGroup(groupID: string): Group {
  return {
    groupID,
    name: '',
    avatar: '',
    type: 'Public',
    introduction: '',
    notification: '',
    ownerID: '',
    createTime: 0,
    infoSequence: 0,
    lastInfoTime: 0,
    nextMessageSeq: 0,
    memberNum: 0,
    memberCount: 0,
    maxMemberCount: 0,
    maxMemberNum: 0,
    joinOption: 'FreeAccess',
    inviteOption: 'NeedPermission',
    muteAllMembers: false,
    isSupportTopic: false,
    groupCustomField: [],
    lastMessage: { lastTime: 0 },
    selfInfo: {},
  };
}
