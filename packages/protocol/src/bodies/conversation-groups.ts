/** Bodies of the conversation mark, custom data and conversation group commands (commercial abilities). */

/** Limits of these commands (spec 5 and 9; the group count and mark count are ours, Tencent's are not shown). */
export const CONV_GROUP_LIMITS = {
  /** customData, characters. */
  CUSTOM_DATA: 256,
  /** A conversation group's name, characters. */
  GROUP_NAME: 32,
  /** Conversation groups per user. */
  GROUPS: 20,
  /** Conversation IDs per call (extra ones are cut, as deleteConversation does). */
  IDS_PER_CALL: 100,
  /** Marks on one conversation. */
  MARKS: 64,
} as const;

/** A conversation's marks, custom data and groups, as the conversation list carries them. */
export interface ConversationMeta {
  conversationID: string;
  /** Mark types set (TYPES.CONV_MARK_TYPE_* or custom ones), ascending. */
  markList: number[];
  customData: string;
  /** Names of the conversation groups it is in. */
  conversationGroupList: string[];
}

/** One item that failed in a bulk call (Tencent's failureConversationIDList entries). */
export interface ConversationFailure {
  conversationID: string;
  code: number;
  message: string;
}

/** Bulk answer: what changed, and the conversations that failed. */
export interface ConversationBulkResponse {
  successConversationIDList: string[];
  failureConversationIDList: ConversationFailure[];
  /** The changed conversations' new meta. */
  conversationList: ConversationMeta[];
}

/** conv.setCustomData */
export interface SetCustomDataRequest {
  conversationIDList: string[];
  customData: string;
}

/** conv.mark: sets (enableMark) or clears one mark type. */
export interface MarkRequest {
  conversationIDList: string[];
  markType: number;
  enableMark: boolean;
}

/** conv.groupList answer: the user's conversation groups, oldest first. */
export interface ConversationGroupListResponse {
  groupList: string[];
}

/** conv.groupCreate: a new group with its first conversations (may be empty). */
export interface CreateConversationGroupRequest {
  groupName: string;
  conversationIDList: string[];
}

/** conv.groupDelete */
export interface DeleteConversationGroupRequest {
  groupName: string;
}
/** conv.groupDelete / conv.groupRename answer: the group list and the conversations that were in the group. */
export interface ConversationGroupChangeResponse {
  groupList: string[];
  conversationList: ConversationMeta[];
}

/** conv.groupRename */
export interface RenameConversationGroupRequest {
  oldName: string;
  newName: string;
}

/** conv.groupAdd / conv.groupRemove: conversations into or out of a group. */
export interface ConversationGroupItemsRequest {
  groupName: string;
  conversationIDList: string[];
}

/**
 * Body of the `convMeta` push, sent to every session of the user after a change: conversations' new meta, the
 * group list when it changed, and the group whose conversations changed (CONVERSATION_IN_GROUP_UPDATED).
 */
export interface ConvMetaPush {
  conversationList: ConversationMeta[];
  groupList?: string[];
  groupName?: string;
  /** A rename: the old name, so the SDK renames its local group. */
  renamedFrom?: string;
}

/** conv.groupCreate answer. */
export interface CreateConversationGroupResponse extends ConversationBulkResponse {
  groupList: string[];
}
