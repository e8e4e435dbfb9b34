/** Server pushes: names and bodies. */

import type { WireMessage } from './elements';
import type { LiveWireMessage } from './live-wire';
import type { KickType } from './bodies/session';
import type { TimelineItem } from './bodies/messages';
import type { GroupAdminPush } from './bodies/group-admin';
import type { SocialPush } from './bodies/social';
import type { MessageExtensionsPush } from './bodies/message-extras';
import type { ConvMetaPush } from './bodies/conversation-groups';

/** An at-mention in a group conversation (spec 3 groupAtInfoList). */
export interface GroupAtInfo {
  from: string;
  groupID: string;
  /** '' outside topics (Tencent's field). */
  topicID: string;
  messageSequence: number;
  /** AT_TYPE values (group.ts), Tencent's `atTypeArray`. */
  atTypeArray: number[];
}

/** Push names. */
export const PUSH = {
  /** A timeline item of the user (C2C message, group system notice, revoke, modify, read elsewhere, peer read). */
  TIMELINE: 'timeline',
  /** A stored group message (includes group tips). */
  GROUP_MESSAGE: 'groupMessage',
  /** A group message was revoked or modified. */
  GROUP_MESSAGE_UPDATED: 'groupMessageUpdated',
  /** A batch of live-room messages (one encoding for the whole batch). */
  LIVE_MESSAGES: 'liveMessages',
  /** Online-only C2C message (never stored). */
  ONLINE_MESSAGE: 'onlineMessage',
  /** Read receipt for messages I sent. */
  READ_RECEIPT: 'readReceipt',
  /** A message's extensions changed. */
  MESSAGE_EXTENSIONS: 'messageExtensions',
  /** This session is ended; the socket closes right after. */
  KICKED: 'kicked',
  /** Conversation marks, custom data or conversation groups changed (bodies/conversation-groups.ts). */
  CONV_META: 'convMeta',
  /** A group's attributes or counters, or a community's topics, changed (bodies/group-admin.ts). */
  GROUP_ADMIN: 'groupAdmin',
  /** Friends, applications, friend groups, blacklist, a profile or user statuses changed (bodies/social.ts). */
  SOCIAL: 'social',
} as const;
/** One of PUSH. */
export type PushName = (typeof PUSH)[keyof typeof PUSH];

/** Body of `timeline`. */
export type TimelinePush = TimelineItem;
/** Body of `groupMessage`. */
export interface GroupMessagePush {
  message: WireMessage;
}
/** Body of `groupMessageUpdated`: the message with isRevoked or its new version and elements. */
export interface GroupMessageUpdatedPush {
  message: WireMessage;
}
/**
 * Body of `liveMessages`: messages of one live room in broadcast order; lean (`LiveWireMessage`) for a client of
 * protocol version 2 and later, full for version 1 (`fullLiveMessage` reads both).
 */
export interface LiveMessagesPush {
  groupID: string;
  messageList: LiveWireMessage[];
}
/** Body of `onlineMessage`. */
export interface OnlineMessagePush {
  message: WireMessage;
}
/** Body of `readReceipt`. */
export interface ReadReceiptPush {
  conversationID: string;
  userID: string;
  sequenceList: number[];
  /** Group messages: new read counts. */
  readCount?: number;
  /** Group messages: members who could read it and have not yet. */
  unreadCount?: number;
}
/** Body of `kicked`. */
export interface KickedPush {
  type: KickType;
}

/** Body type by push name. */
export interface PushBodyMap {
  timeline: TimelinePush;
  groupMessage: GroupMessagePush;
  groupMessageUpdated: GroupMessageUpdatedPush;
  liveMessages: LiveMessagesPush;
  onlineMessage: OnlineMessagePush;
  readReceipt: ReadReceiptPush;
  messageExtensions: MessageExtensionsPush;
  kicked: KickedPush;
  groupAdmin: GroupAdminPush;
  social: SocialPush;
  convMeta: ConvMetaPush;
}
