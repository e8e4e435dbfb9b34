import type { ChatResponse } from '../core/context';
import type { ConversationBulkResult } from '../modules/conversation-groups';
import type { ChatCore } from './core';

/** Conversation marks, custom data and conversation groups (Tencent's names; marks and groups are gated, spec 6). */
export function conversationGroupsApi(core: ChatCore) {
  const { conversationGroups: groups } = core;
  return {
    /** Custom data (at most 256 characters) on conversations; CONVERSATION_LIST_UPDATED follows. */
    setConversationCustomData(options: {
      conversationIDList: string[];
      customData: string;
    }): Promise<ChatResponse<ConversationBulkResult>> {
      return core.call('setConversationCustomData', () => groups.setCustomData(options));
    },

    /** Sets or clears a mark (Chat.TYPES.CONV_MARK_TYPE_* or a custom type) on conversations. */
    markConversation(options: {
      conversationIDList: string[];
      markType: number;
      enableMark: boolean;
    }): Promise<ChatResponse<ConversationBulkResult>> {
      return core.call('markConversation', () => groups.mark(options));
    },

    /** The names of my conversation groups. */
    getConversationGroupList(): Promise<ChatResponse<string[]>> {
      return core.call('getConversationGroupList', () => groups.list());
    },

    /** Creates a conversation group (name 1 to 32 characters) with conversations in it. */
    createConversationGroup(options: {
      conversationIDList: string[];
      groupName: string;
    }): Promise<ChatResponse<ConversationBulkResult>> {
      return core.call('createConversationGroup', () => groups.create(options));
    },

    /** Deletes a conversation group (its conversations stay). */
    deleteConversationGroup(groupName: string): Promise<ChatResponse<Record<string, never>>> {
      return core.call('deleteConversationGroup', () => groups.delete(groupName));
    },

    /** Renames a conversation group. */
    renameConversationGroup(options: {
      oldName: string;
      newName: string;
    }): Promise<ChatResponse<Record<string, never>>> {
      return core.call('renameConversationGroup', () => groups.rename(options));
    },

    /** Adds conversations to a group; CONVERSATION_IN_GROUP_UPDATED follows. */
    addConversationsToGroup(options: {
      conversationIDList: string[];
      groupName: string;
    }): Promise<ChatResponse<ConversationBulkResult>> {
      return core.call('addConversationsToGroup', () => groups.changeItems(options, true));
    },

    /** Takes conversations out of a group; CONVERSATION_IN_GROUP_UPDATED follows. */
    deleteConversationsFromGroup(options: {
      conversationIDList: string[];
      groupName: string;
    }): Promise<ChatResponse<ConversationBulkResult>> {
      return core.call('deleteConversationsFromGroup', () => groups.changeItems(options, false));
    },
  };
}

/** The conversation group and mark methods of Chat. */
export type ConversationGroupsApi = ReturnType<typeof conversationGroupsApi>;
