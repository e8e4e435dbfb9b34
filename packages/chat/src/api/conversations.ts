import type { RemindType } from '@tifo/protocol';
import { TYPES } from '../constants/types';
import type { ChatResponse } from '../core/context';
import { chatError } from '../core/errors';
import type { Conversation } from '../model/conversation';
import type { ChatCore } from './core';

/** setAllMessageRead scopes (Tencent names) and what the service calls them. */
export type ReadAllScope = 'readAllC2CMessage' | 'readAllGroupMessage' | 'readAllMessage';
const READ_ALL_SCOPES: Record<string, 'C2C' | 'GROUP' | 'all'> = {
  readAllC2CMessage: 'C2C',
  readAllGroupMessage: 'GROUP',
  readAllMessage: 'all',
};

/** deleteConversation's object form. */
interface DeleteConversationOptions {
  conversationIDList: string[];
  clearHistoryMessage?: boolean;
}
/** deleteConversation's answer: `{conversationID}` for one ID, `{conversationIDList}` for the object form. */
type DeleteConversationResult<T> = T extends string
  ? { conversationID: string }
  : { conversationIDList: string[] };

/** The conversation list and what a user does with a conversation. */
export function conversationsApi(core: ChatCore) {
  const { conversations, store } = core;
  return {
    /** The conversation list (pinned first, then newest). */
    getConversationList(
      options?: string[] | { conversationIDList?: string[] },
    ): Promise<ChatResponse<{ conversationList: Conversation[]; isSyncCompleted: boolean }>> {
      return core.call('getConversationList', () => conversations.getList(options));
    },

    /** One conversation. */
    getConversationProfile(conversationID: string): Promise<ChatResponse<{ conversation: Conversation }>> {
      return core.call('getConversationProfile', async () => ({
        conversation: await conversations.getProfile(conversationID),
      }));
    },

    /** Deletes conversations: a string answers `{conversationID}`, `{conversationIDList, ...}` the deleted IDs. */
    deleteConversation<T extends string | DeleteConversationOptions>(
      options: T,
    ): Promise<ChatResponse<DeleteConversationResult<T>>> {
      return core.call('deleteConversation', async () => {
        const res = await conversations.delete(options);
        const ids = 'conversationID' in res ? [res.conversationID] : res.conversationIDList;
        for (const id of ids) store.removeConversation(id);
        return res as DeleteConversationResult<T>;
      });
    },

    /** Pins or unpins a conversation. */
    pinConversation(options: {
      conversationID: string;
      isPinned: boolean;
    }): Promise<ChatResponse<{ conversationID: string }>> {
      return core.call('pinConversation', () => conversations.pin(options));
    },

    /** Clears my history of a conversation (it stays in the list). */
    clearHistoryMessage(conversationID: string): Promise<ChatResponse<Record<string, never>>> {
      return core.call('clearHistoryMessage', async () => {
        await conversations.clearHistory(conversationID);
        store.removeConversation(conversationID);
        return {};
      });
    },

    /** Marks every conversation read; scope Chat.TYPES.READ_ALL_C2C_MSG, READ_ALL_GROUP_MSG or READ_ALL_MSG (default). */
    setAllMessageRead(options?: { scope?: ReadAllScope }): Promise<ChatResponse<Record<string, never>>> {
      return core.call('setAllMessageRead', async () => {
        const scope = options?.scope ?? TYPES.READ_ALL_MSG;
        const wire = Object.hasOwn(READ_ALL_SCOPES, scope) ? READ_ALL_SCOPES[scope] : undefined;
        if (!wire) throw chatError('INVALID_CONVERSATION_ID', 'scope must be one of Chat.TYPES.READ_ALL_*');
        await conversations.readAll(wire);
        return {};
      });
    },

    /** Reminder type for C2C peers (at most 30) or a group. */
    setMessageRemindType(options: {
      userIDList?: string[];
      groupID?: string;
      messageRemindType: RemindType;
    }): Promise<ChatResponse<Record<string, never>>> {
      return core.call('setMessageRemindType', async () => {
        await conversations.setRemindType(options);
        return {};
      });
    },

    /** Total unread over conversations that notify (synchronous, like the Tencent SDK). */
    getTotalUnreadMessageCount(): number {
      return core.session.machine.isReady ? conversations.totalUnread() : 0;
    },
  };
}

/** The conversation methods of Chat. */
export type ConversationsApi = ReturnType<typeof conversationsApi>;
