import type { Conversation } from '../model/conversation';
import type { Group } from '../model/group';
import type { Message } from '../model/message';
import type { KICKED_OUT_TYPE, NET_STATE } from './types';

/**
 * `Chat.EVENT`: event names of the Tencent Cloud Chat web SDK (same keys and values). Only events
 * this SDK emits are listed; later areas (friends, profiles, topics, ...) add theirs with their module.
 */
export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  MESSAGE_RECEIVED: 'onMessageReceived',
  MESSAGE_MODIFIED: 'onMessageModified',
  MESSAGE_REVOKED: 'onMessageRevoked',
  MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
  MESSAGE_READ_RECEIPT_RECEIVED: 'onMessageReadReceiptReceived',
  CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  GROUP_LIST_UPDATED: 'onGroupListUpdated',
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

/** The `data` of each event: one context object per event, `{name, data}`. */
export interface EventMap {
  sdkStateReady: undefined;
  sdkStateNotReady: undefined;
  onMessageReceived: Message[];
  onMessageModified: Message[];
  onMessageRevoked: Message[];
  onMessageReadByPeer: Message[];
  onMessageReadReceiptReceived: ReadReceiptUpdate[];
  onConversationListUpdated: Conversation[];
  onTotalUnreadMessageCountUpdated: number;
  onGroupListUpdated: Group[];
  kickedOut: { type: (typeof KICKED_OUT_TYPE)[keyof typeof KICKED_OUT_TYPE] };
  netStateChange: { state: (typeof NET_STATE)[keyof typeof NET_STATE] };
  sdkReload: undefined;
  error: { code: number; message: string };
}
