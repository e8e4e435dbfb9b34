/** Conversation IDs: `C2C<userID>`, `GROUP<groupID>`, or the one system conversation (`@TIM#SYSTEM`). */

/** Prefix of one-to-one conversation IDs. */
export const C2C_PREFIX = 'C2C';
/** Prefix of group conversation IDs. */
export const GROUP_PREFIX = 'GROUP';
/** The system conversation (group system notices). */
export const SYSTEM_CONVERSATION_ID = '@TIM#SYSTEM';

/** Conversation types as the SDK names them. */
export const CONV_TYPE = {
  C2C: 'C2C',
  GROUP: 'GROUP',
  SYSTEM: '@TIM#SYSTEM',
} as const;
/** One of CONV_TYPE. */
export type ConversationType = (typeof CONV_TYPE)[keyof typeof CONV_TYPE];

/** The conversation ID of a chat with a user. */
export function c2cConversationID(userID: string): string {
  return C2C_PREFIX + userID;
}

/** The conversation ID of a group. */
export function groupConversationID(groupID: string): string {
  return GROUP_PREFIX + groupID;
}

/** A parsed conversation ID: its type and the peer (user or group ID; empty for the system one). */
export interface ParsedConversationID {
  type: ConversationType;
  peer: string;
}

/** Parses a conversation ID; null when it is not valid (spec 5: prefix C2C or GROUP, or the system one). */
export function parseConversationID(id: unknown): ParsedConversationID | null {
  if (typeof id !== 'string') return null;
  if (id === SYSTEM_CONVERSATION_ID) return { type: CONV_TYPE.SYSTEM, peer: '' };
  if (id.startsWith(GROUP_PREFIX) && id.length > GROUP_PREFIX.length) {
    return { type: CONV_TYPE.GROUP, peer: id.slice(GROUP_PREFIX.length) };
  }
  if (id.startsWith(C2C_PREFIX) && id.length > C2C_PREFIX.length) {
    return { type: CONV_TYPE.C2C, peer: id.slice(C2C_PREFIX.length) };
  }
  return null;
}

/** True when the ID is a valid conversation ID. */
export function isValidConversationID(id: unknown): id is string {
  return parseConversationID(id) !== null;
}

/** The conversation ID of a message as seen by `selfUserID` (C2C: the other party; group: the group). */
export function conversationIDOf(
  message: { conversationType: ConversationType; from: string; to: string },
  selfUserID: string,
): string {
  if (message.conversationType === CONV_TYPE.GROUP) return groupConversationID(message.to);
  if (message.conversationType === CONV_TYPE.SYSTEM) return SYSTEM_CONVERSATION_ID;
  return c2cConversationID(message.from === selfUserID ? message.to : message.from);
}
