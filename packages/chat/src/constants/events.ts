import type { Conversation } from '../model/conversation';
import type { Group } from '../model/group';
import type { Message } from '../model/message';
import type {
  ConversationInGroupUpdate,
  Friend,
  FriendApplicationListUpdate,
  FriendGroup,
  GroupAttributesUpdate,
  GroupCounterUpdate,
  MessageExtensionsDeleted,
  MessageExtensionsUpdated,
  Profile,
  TopicCreated,
  TopicDeleted,
  TopicUpdated,
  UserStatus,
} from './event-data';
import type { KICKED_OUT_TYPE, NET_STATE } from './types';

/**
 * `Chat.EVENT`: every event name of the Tencent Cloud Chat web SDK 2.27.6 (same keys and values), plus
 * this SDK's own NETWORK_STATE_CHANGED alias and SDK_RELOAD.
 */
export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  /** After destroy() (tim-js-sdk's runtime has it; its declarations do not): `{SDKAppID}`. */
  SDK_DESTROY: 'sdkDestroy',
  MESSAGE_RECEIVED: 'onMessageReceived',
  MESSAGE_MODIFIED: 'onMessageModified',
  MESSAGE_REVOKED: 'onMessageRevoked',
  MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
  MESSAGE_READ_RECEIPT_RECEIVED: 'onMessageReadReceiptReceived',
  MESSAGE_EXTENSIONS_UPDATED: 'onMessageExtensionsUpdated',
  MESSAGE_EXTENSIONS_DELETED: 'onMessageExtensionsDeleted',
  CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  CONVERSATION_GROUP_LIST_UPDATED: 'onConversationGroupListUpdated',
  CONVERSATION_IN_GROUP_UPDATED: 'onConversationInGroupUpdated',
  GROUP_LIST_UPDATED: 'onGroupListUpdated',
  /**
   * A group system notice arrived, `{type, message}` (type is the notice's operationType), besides its
   * MESSAGE_RECEIVED: tim-js-sdk's older releases fired it, 2.27.6 still names it, UI kits still listen to it.
   */
  GROUP_SYSTEM_NOTICE_RECEIVED: 'receiveGroupSystemNotice',
  GROUP_ATTRIBUTES_UPDATED: 'groupAttributesUpdated',
  GROUP_COUNTER_UPDATED: 'onGroupCounterUpdated',
  TOPIC_CREATED: 'onTopicCreated',
  TOPIC_DELETED: 'onTopicDeleted',
  TOPIC_UPDATED: 'onTopicUpdated',
  PROFILE_UPDATED: 'onProfileUpdated',
  USER_STATUS_UPDATED: 'onUserStatusUpdated',
  BLACKLIST_UPDATED: 'blacklistUpdated',
  FRIEND_LIST_UPDATED: 'onFriendListUpdated',
  FRIEND_GROUP_LIST_UPDATED: 'onFriendGroupListUpdated',
  FRIEND_APPLICATION_LIST_UPDATED: 'onFriendApplicationListUpdated',
  KICKED_OUT: 'kickedOut',
  NET_STATE_CHANGE: 'netStateChange',
  /** Alias of NET_STATE_CHANGE under the spec's name. */
  NETWORK_STATE_CHANGED: 'netStateChange',
  /** Emitted after a reconnect once re-login, conversation sync and message recovery are done. */
  SDK_RELOAD: 'sdkReload',
  ERROR: 'error',
} as const;

/** One of the event names. */
export type EventName = (typeof EVENT)[keyof typeof EVENT];

/** Read receipt update for one message. */
export interface ReadReceiptUpdate {
  conversationID: string;
  messageID: string;
  readCount: number;
  unreadCount: number;
  isPeerRead: boolean;
}

/** GROUP_SYSTEM_NOTICE_RECEIVED's data, as tim-js-sdk documented it: the notice's type and its message. */
export interface GroupSystemNoticeReceived {
  /** The notice's `payload.operationType` (TYPES.GRP_SYS_NOTICE...). */
  type: number;
  message: Message;
}

/** The `data` of each event: one context object per event, `{name, data}`. */
export interface EventMap {
  sdkStateReady: undefined;
  sdkStateNotReady: undefined;
  sdkDestroy: { SDKAppID: number };
  onMessageReceived: Message[];
  onMessageModified: Message[];
  onMessageRevoked: Message[];
  onMessageReadByPeer: Message[];
  onMessageReadReceiptReceived: ReadReceiptUpdate[];
  onMessageExtensionsUpdated: MessageExtensionsUpdated;
  onMessageExtensionsDeleted: MessageExtensionsDeleted;
  onConversationListUpdated: Conversation[];
  onTotalUnreadMessageCountUpdated: number;
  /** The conversation group names. */
  onConversationGroupListUpdated: string[];
  onConversationInGroupUpdated: ConversationInGroupUpdate;
  onGroupListUpdated: Group[];
  receiveGroupSystemNotice: GroupSystemNoticeReceived;
  groupAttributesUpdated: GroupAttributesUpdate;
  onGroupCounterUpdated: GroupCounterUpdate;
  onTopicCreated: TopicCreated;
  onTopicDeleted: TopicDeleted;
  onTopicUpdated: TopicUpdated;
  /** My profile or friends' profiles that changed. */
  onProfileUpdated: Profile[];
  onUserStatusUpdated: UserStatus[];
  /** The blacklist's user IDs after the change. */
  blacklistUpdated: string[];
  onFriendListUpdated: Friend[];
  onFriendGroupListUpdated: FriendGroup[];
  onFriendApplicationListUpdated: FriendApplicationListUpdate;
  kickedOut: { type: (typeof KICKED_OUT_TYPE)[keyof typeof KICKED_OUT_TYPE] };
  netStateChange: { state: (typeof NET_STATE)[keyof typeof NET_STATE] };
  sdkReload: undefined;
  error: { code: number; message: string };
}
