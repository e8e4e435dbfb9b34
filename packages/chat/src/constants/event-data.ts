import type { GroupAtInfo } from '@tifo/protocol';
import type { Conversation, LastMessage } from '../model/conversation';
import type { CustomField, Profile } from '../model/profile';

export type { CustomField, Profile };

/**
 * The host-facing shapes of the areas that came with issue 12 (profiles, friends, user status, topics),
 * with tim-js-sdk 2.27.6's field names. They live here so the events that carry them are typed from the
 * first commit; the area modules build and return these same types.
 */

/** A friend. */
export interface Friend {
  userID: string;
  remark: string;
  groupList: string[];
  source: string;
  wording: string;
  profile: Profile;
  friendCustomField: CustomField[];
}

/** A friend application, sent to me or by me (`type` says which). */
export interface FriendApplication {
  userID: string;
  avatar: string;
  nick: string;
  time: number;
  source: string;
  wording: string;
  type: string;
}

/** A friend group. */
export interface FriendGroup {
  name: string;
  userIDList: string[];
  count: number;
}

/** FRIEND_APPLICATION_LIST_UPDATED's data. */
export interface FriendApplicationListUpdate {
  friendApplicationList: FriendApplication[];
  unreadCount: number;
}

/** One user's status (USER_STATUS_UPDATED, getUserStatus). */
export interface UserStatus {
  userID: string;
  /** TYPES.USER_STATUS_*. */
  statusType: number;
  customStatus: string;
}

/** My state in a topic. */
export interface TopicSelfInfo {
  muteTime: number;
  readedSequence: number;
  messageRemindType: string;
  excludedUnreadSequenceList: number[];
}

/** A community topic. */
export interface Topic {
  topicID: string;
  topicName: string;
  avatar: string;
  introduction: string;
  notification: string;
  unreadCount: number;
  muteAllMembers: boolean;
  customData: string;
  groupAtInfoList: GroupAtInfo[];
  nextMessageSeq: number;
  lastMessage: LastMessage;
  selfInfo: TopicSelfInfo;
}

/** TOPIC_CREATED's data. */
export interface TopicCreated {
  groupID: string;
  topicID: string;
}

/** TOPIC_DELETED's data. */
export interface TopicDeleted {
  groupID: string;
  topicIDList: string[];
}

/** TOPIC_UPDATED's data. */
export interface TopicUpdated {
  groupID: string;
  topic: Topic;
}

/** GROUP_ATTRIBUTES_UPDATED's data: the group's whole attribute set after the change. */
export interface GroupAttributesUpdate {
  groupID: string;
  groupAttributes: Record<string, string>;
}

/** GROUP_COUNTER_UPDATED's data: one counter's new value. */
export interface GroupCounterUpdate {
  groupID: string;
  key: string;
  value: number;
}

/** CONVERSATION_IN_GROUP_UPDATED's data. */
export interface ConversationInGroupUpdate {
  groupName: string;
  conversationList: Conversation[];
}

/** A key and value as setMessageExtensions takes them and getMessageExtensions answers them. */
export interface ExtensionItem {
  key: string;
  value: string;
}
/** The per-key result of setMessageExtensions and deleteMessageExtensions (code 23001: written meanwhile). */
export interface ExtensionResult {
  code: number;
  key: string;
  value: string;
}
/** `data` of MESSAGE_EXTENSIONS_UPDATED. */
export interface MessageExtensionsUpdated {
  messageID: string;
  extensions: ExtensionItem[];
}
/** `data` of MESSAGE_EXTENSIONS_DELETED. */
export interface MessageExtensionsDeleted {
  messageID: string;
  keyList: string[];
}
