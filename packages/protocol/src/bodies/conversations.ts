/** Bodies of the conversation commands. */

import type { WireMessage } from '../elements';
import type { GroupAtInfo } from '../pushes';
import type { RemindType } from '../group';
import type { WireGroupProfile } from './groups';
import type { WireProfile } from './social';

/** A conversation as the service keeps it for one user. */
export interface WireConversation {
  conversationID: string;
  type: 'C2C' | 'GROUP' | '@TIM#SYSTEM';
  /** Group type for groups. */
  subType: string;
  unreadCount: number;
  lastMessage: WireMessage | null;
  /** Sequence of the newest message (group sequence / C2C pair sequence), 0 when none; recovery compares it. */
  lastSequence: number;
  /** C2C: the time the peer read my messages up to (seconds). */
  peerReadTime: number;
  /** C2C: the time I read up to; group: readSequence. */
  readTime: number;
  readSequence: number;
  groupAtInfoList: GroupAtInfo[];
  isPinned: boolean;
  pinnedTimeStamp: number;
  messageRemindType: RemindType;
  /** Time of the last change (last message or pin), seconds; sorting key after pins. */
  updateTime: number;
  /** Marks, custom data and conversation groups (bodies/conversation-groups.ts). */
  markList: number[];
  customData: string;
  conversationGroupList: string[];
  /** C2C: the peer's profile (nick, avatar and the rest), as getUserProfile answers it. */
  userProfile?: WireProfile;
  /** GROUP: the group's profile, with my selfInfo. */
  groupProfile?: WireGroupProfile;
}

/** Page through conversations: sorted pinned first, then newest first. */
export interface ConversationListRequest {
  startIndex?: number;
  /** 1..100, default 100. */
  count?: number;
}
/** List answer; completeFlag 1 on the last page. */
export interface ConversationListResponse {
  conversationList: WireConversation[];
  nextStartIndex: number;
  completeFlag: 0 | 1;
  timeStamp: number;
}

/** Get one conversation (the conversation row; 2500 when unknown). */
export interface GetConversationRequest {
  conversationID: string;
}

/** Delete conversations (at most 100; optionally clearing their history for me). */
export interface DeleteConversationRequest {
  conversationIDList: string[];
  clearHistoryMessage?: boolean;
}
/** Bulk answer: one entry per ID. */
export interface BulkResultResponse {
  resultList: { conversationID: string; code: number; message: string }[];
}

/** Clear my history of a conversation (it stays in the list). */
export interface ClearHistoryRequest {
  conversationID: string;
}

/** Pin or unpin. */
export interface PinRequest {
  conversationID: string;
  isPinned: boolean;
}

/** Set all conversations read (scope: all, C2C or GROUP). */
export interface ReadAllRequest {
  scope?: 'all' | 'C2C' | 'GROUP';
}

/** Reminder type for C2C peers (at most 30) or a group. */
export interface SetRemindTypeRequest {
  userIDList?: string[];
  groupID?: string;
  messageRemindType: RemindType;
}
