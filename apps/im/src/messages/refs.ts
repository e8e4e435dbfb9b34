import { CONV_TYPE, parseConversationID, type ParsedConversationID } from '@tifo/protocol';
import { ImError } from '../errors';
import { groupScope, pairScope, systemScope } from '../storage/message-row';

/** A conversation of the caller resolved to its storage scope. */
export interface ResolvedConversation extends ParsedConversationID {
  conversationID: string;
  scope: string;
}

/** Resolves a conversation ID for `self` (2503 when invalid). */
export function resolveConversation(self: string, conversationID: unknown): ResolvedConversation {
  const parsed = parseConversationID(conversationID);
  if (!parsed) throw new ImError('INVALID_CONVERSATION_ID');
  const id = conversationID as string;
  if (parsed.type === CONV_TYPE.C2C)
    return { ...parsed, conversationID: id, scope: pairScope(self, parsed.peer) };
  if (parsed.type === CONV_TYPE.GROUP)
    return { ...parsed, conversationID: id, scope: groupScope(parsed.peer) };
  return { ...parsed, conversationID: id, scope: systemScope(self) };
}
