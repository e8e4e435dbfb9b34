/** Bodies of the message commands. */

import type { MessageControlInfo, MessageElement, OfflinePushInfo, WireMessage } from '../elements';
import type { MessagePriority } from '../group';

/** Send a C2C message. `onlineOnly` messages are pushed to online sessions only and never stored. */
export interface SendC2CRequest {
  to: string;
  elements: MessageElement[];
  random: number;
  /** The client-made ID (`${from}-${clientSequence}-${random}`), kept by the service (Tencent keeps it). */
  ID?: string;
  clientTime?: number;
  cloudCustomData?: string;
  nick?: string;
  avatar?: string;
  onlineOnly?: boolean;
  needReadReceipt?: boolean;
  isSupportExtension?: boolean;
  messageControlInfo?: MessageControlInfo;
  offlinePushInfo?: OfflinePushInfo;
}
/** Send answer: the stored message (server ID, sequence, time; elements after the profanity filter). */
export interface SendResponse {
  message: WireMessage;
}

/** Send a group message. */
export interface SendGroupRequest {
  groupID: string;
  elements: MessageElement[];
  random: number;
  /** The client-made ID (`${from}-${clientSequence}-${random}`), kept by the service (Tencent keeps it). */
  ID?: string;
  clientTime?: number;
  cloudCustomData?: string;
  priority?: MessagePriority;
  /** User IDs mentioned; AT_ALL (group.ts) for everyone. */
  atUserList?: string[];
  onlineOnly?: boolean;
  needReadReceipt?: boolean;
  isSupportExtension?: boolean;
  messageControlInfo?: MessageControlInfo;
  offlinePushInfo?: OfflinePushInfo;
}

/** Identifies a stored message: conversation plus sequence (C2C: pair sequence, group: group sequence). */
export interface MessageRef {
  conversationID: string;
  sequence: number;
}

/** Revoke a message (own messages within 2 minutes; group owner/admin any time). */
export type RevokeRequest = MessageRef;

/** Delete messages for the caller only (at most 30, same conversation, not system). */
export interface DeleteMessagesRequest {
  conversationID: string;
  sequenceList: number[];
}

/** Modify a message: `version` must be the stored version, else 2480 with the stored message. */
export interface ModifyRequest extends MessageRef {
  version: number;
  elements?: MessageElement[];
  cloudCustomData?: string;
}
/** Modify answer. */
export interface ModifyResponse {
  message: WireMessage;
}

/**
 * History pages (getMessageList / getMessageListHopping), newest first within the page.
 * `sequence` is the anchor: direction 0 (older) returns sequences < sequence (or the newest when omitted),
 * direction 1 (newer) returns sequences > sequence. count 1..15 (default 15).
 */
export interface HistoryRequest {
  conversationID: string;
  sequence?: number;
  /** C2C hopping by time (seconds, inclusive): direction 0 at or before it, 1 at or after it; no sequence. */
  time?: number;
  direction?: 0 | 1;
  count?: number;
}
/** History answer: messages in ascending sequence order; isCompleted when no more in that direction. */
export interface HistoryResponse {
  messageList: WireMessage[];
  isCompleted: boolean;
}

/**
 * Unread sync (cookie loop): syncFlag 0 on the first call (cookie empty: start after the user's
 * acknowledged cursor). The answer's syncFlag is 1 while more follow (call again with the cookie),
 * 2 when ended.
 */
export interface SyncRequest {
  cookie?: string;
  syncFlag?: 0 | 1;
  /** Page size, 1..100, default 100. */
  count?: number;
}
/**
 * One entry of the user's timeline: a C2C message (`message`), a group system notice (`system`, the
 * message's conversationType is '@TIM#SYSTEM'), a later revoke or modify of a C2C message, my read on
 * another device (`read`), or a peer's read (`peerRead`).
 */
export interface TimelineItem {
  cursor: number;
  kind: 'message' | 'system' | 'revoke' | 'modify' | 'read' | 'peerRead';
  message?: WireMessage;
  /** read: the conversation the user (another device) read up to `time`; peerRead: the peer read time. */
  conversationID?: string;
  time?: number;
  /** read of a group conversation: the read sequence. */
  sequence?: number;
}
/** Sync answer. */
export interface SyncResponse {
  cookie: string;
  syncFlag: 1 | 2;
  items: TimelineItem[];
}

/** Acknowledge timeline pushes up to `cursor` (the next login without a cookie starts after it). */
export interface AckRequest {
  cursor: number;
}

/**
 * Mark a conversation read: C2C up to `time` (default now); group up to `sequence` (default the last).
 * Also clears at-mentions.
 */
export interface MarkReadRequest {
  conversationID: string;
  time?: number;
  sequence?: number;
}

/** Peer read times of C2C peers (time each peer last read my messages). */
export interface PeerReadTimeRequest {
  userIDList: string[];
}
/** Peer read time answer. */
export interface PeerReadTimeResponse {
  peerReadTimeList: { userID: string; time: number }[];
}

/** Send read receipts for incoming messages that asked for one. */
export interface SendReadReceiptRequest {
  conversationID: string;
  sequenceList: number[];
}
/** Read receipt info of group messages I sent. */
export interface ReadReceiptListRequest {
  conversationID: string;
  sequenceList: number[];
}
/** Read receipt answer. */
export interface ReadReceiptListResponse {
  list: { sequence: number; readCount: number; unreadCount: number; isPeerRead: boolean }[];
}
