import { CMD } from '@tifo/protocol';
import { NO_BODY } from '../gateway/command';
import {
  conversationIDSchema,
  conversationListSchema,
  deleteConversationSchema,
  pinSchema,
  readAllSchema,
  setRemindTypeSchema,
} from './commands';
import {
  conversationGroupItemsSchema,
  conversationMarkSchema,
  createConversationGroupSchema,
  deleteConversationGroupSchema,
  renameConversationGroupSchema,
  setCustomDataSchema,
} from './groups-commands';

/**
 * The schema each of this area's commands parses its body with, for the command table's check against the
 * protocol (src/commands.ts).
 */
export const conversationBodySchemas = {
  [CMD.CONV_LIST]: conversationListSchema,
  [CMD.CONV_GET]: conversationIDSchema,
  [CMD.CONV_DELETE]: deleteConversationSchema,
  [CMD.CONV_CLEAR_HISTORY]: conversationIDSchema,
  [CMD.CONV_PIN]: pinSchema,
  [CMD.CONV_READ_ALL]: readAllSchema,
  [CMD.CONV_SET_REMIND_TYPE]: setRemindTypeSchema,
  [CMD.CONV_SET_CUSTOM_DATA]: setCustomDataSchema,
  [CMD.CONV_MARK]: conversationMarkSchema,
  [CMD.CONV_GROUP_LIST]: NO_BODY,
  [CMD.CONV_GROUP_CREATE]: createConversationGroupSchema,
  [CMD.CONV_GROUP_DELETE]: deleteConversationGroupSchema,
  [CMD.CONV_GROUP_RENAME]: renameConversationGroupSchema,
  [CMD.CONV_GROUP_ADD]: conversationGroupItemsSchema,
  [CMD.CONV_GROUP_REMOVE]: conversationGroupItemsSchema,
} as const;
