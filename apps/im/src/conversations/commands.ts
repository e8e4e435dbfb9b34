import { CMD, isValidConversationID, LIMITS } from '@tifo/protocol';
import { z } from 'zod';
import { ImError } from '../errors';
import {
  clearHistory,
  deleteConversations,
  getConversation,
  listConversations,
  pin,
  setRemindType,
} from './conversations';
import { readAll } from '../messages';
import { parse, selfOf, type Handler } from '../gateway/command';

/** Schema of conv.get and conv.clearHistory. */
export const conversationIDSchema = z.object({ conversationID: z.string() });
function validID(id: string): string {
  if (!isValidConversationID(id)) throw new ImError('INVALID_CONVERSATION_ID');
  return id;
}

/** Schema of conv.list. */
export const conversationListSchema = z.object({
  startIndex: z.number().int().min(0).optional(),
  count: z.number().int().min(1).max(100).optional(),
});

/** Schema of conv.delete. */
export const deleteConversationSchema = z.object({
  conversationIDList: z.array(z.string()).min(1),
  clearHistoryMessage: z.boolean().optional(),
});

/** Schema of conv.pin. */
export const pinSchema = z.object({ conversationID: z.string(), isPinned: z.boolean() });

/** Schema of conv.readAll. */
export const readAllSchema = z.object({ scope: z.enum(['all', 'C2C', 'GROUP']).optional() });

/** Schema of conv.setRemindType. */
export const setRemindTypeSchema = z.object({
  userIDList: z.array(z.string()).optional(),
  groupID: z.string().optional(),
  messageRemindType: z.enum(['AcceptAndNotify', 'Discard', 'AcceptNotNotify']),
});

/** Conversation commands. */
export const conversationHandlers: Record<string, Handler> = {
  [CMD.CONV_LIST]: (ctx, conn, body) => {
    const req = parse(conversationListSchema, body);
    return listConversations(ctx, selfOf(conn), req.startIndex ?? 0, req.count ?? 100);
  },
  [CMD.CONV_GET]: async (ctx, conn, body) => ({
    conversation: await getConversation(
      ctx,
      selfOf(conn),
      validID(parse(conversationIDSchema, body).conversationID),
    ),
  }),
  [CMD.CONV_DELETE]: (ctx, conn, body) => {
    const req = parse(deleteConversationSchema, body);
    req.conversationIDList.forEach(validID);
    return deleteConversations(
      ctx,
      selfOf(conn),
      req.conversationIDList.slice(0, LIMITS.DELETE_CONVERSATIONS),
      req.clearHistoryMessage ?? false,
    );
  },
  [CMD.CONV_CLEAR_HISTORY]: async (ctx, conn, body) => {
    await clearHistory(ctx, selfOf(conn), validID(parse(conversationIDSchema, body).conversationID));
    return {};
  },
  [CMD.CONV_PIN]: async (ctx, conn, body) => {
    const req = parse(pinSchema, body);
    await pin(ctx, selfOf(conn), validID(req.conversationID), req.isPinned);
    return {};
  },
  [CMD.CONV_READ_ALL]: async (ctx, conn, body) => {
    const req = parse(readAllSchema, body);
    await readAll(ctx, selfOf(conn), req.scope ?? 'all');
    return {};
  },
  [CMD.CONV_SET_REMIND_TYPE]: async (ctx, conn, body) => {
    const req = parse(setRemindTypeSchema, body);
    await setRemindType(ctx, selfOf(conn), req);
    return {};
  },
};
