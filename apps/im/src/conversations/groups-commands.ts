import { CMD } from '@tifo/protocol';
import { z } from 'zod';
import { ImError } from '../errors';
import { RateLimiter } from '../policy/rate-limit';
import { changeGroupItems, createGroup, deleteGroup, listGroups, renameGroup } from './conversation-groups';
import { markConversations, setCustomData } from './conversation-marks';
import { parse, selfOf, type Handler } from '../gateway/command';
import type { ImContext } from '../context';
import type { Connection } from '../gateway/connection';

/**
 * Writes of marks, custom data and groups: 20 per 5 s per user (spec 9 gives no figure for them; this is its
 * attribute and status limit). Keyed by user, so one user's burst never refuses another's.
 */
const writes = new RateLimiter(5000, 20);

function writer(ctx: ImContext, conn: Connection): string {
  const self = selfOf(conn);
  if (!writes.allow(`${ctx.nodeID}:${self}`)) throw new ImError('OVER_FREQUENCY');
  return self;
}

// Lengths are checked by the services (in characters); zod's max only bounds what is read.
const ids = z.array(z.string().max(200)).max(1000);
const name = z.string().max(200);

/** Schema of conv.setCustomData. */
export const setCustomDataSchema = z.object({ conversationIDList: ids, customData: z.string().max(4096) });

/** Schema of conv.mark. */
export const conversationMarkSchema = z.object({
  conversationIDList: ids,
  markType: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  enableMark: z.boolean(),
});

/** Schema of conv.groupCreate. */
export const createConversationGroupSchema = z.object({ groupName: name, conversationIDList: ids });

/** Schema of conv.groupDelete. */
export const deleteConversationGroupSchema = z.object({ groupName: name });

/** Schema of conv.groupRename. */
export const renameConversationGroupSchema = z.object({ oldName: name, newName: name });

/** Schema of conv.groupAdd and conv.groupRemove. */
export const conversationGroupItemsSchema = z.object({ groupName: name, conversationIDList: ids });

/** Conversation marks, custom data and conversation groups (spec 5 and 6: commercial abilities). */
export const conversationGroupHandlers: Record<string, Handler> = {
  [CMD.CONV_SET_CUSTOM_DATA]: (ctx, conn, body) => {
    const req = parse(setCustomDataSchema, body);
    return setCustomData(ctx, writer(ctx, conn), req);
  },
  [CMD.CONV_MARK]: (ctx, conn, body) => {
    const req = parse(conversationMarkSchema, body);
    return markConversations(ctx, writer(ctx, conn), req);
  },
  [CMD.CONV_GROUP_LIST]: (ctx, conn) => listGroups(ctx, selfOf(conn)),
  [CMD.CONV_GROUP_CREATE]: (ctx, conn, body) => {
    const req = parse(createConversationGroupSchema, body);
    return createGroup(ctx, writer(ctx, conn), req.groupName, req.conversationIDList);
  },
  [CMD.CONV_GROUP_DELETE]: (ctx, conn, body) => {
    const req = parse(deleteConversationGroupSchema, body);
    return deleteGroup(ctx, writer(ctx, conn), req.groupName);
  },
  [CMD.CONV_GROUP_RENAME]: (ctx, conn, body) => {
    const req = parse(renameConversationGroupSchema, body);
    return renameGroup(ctx, writer(ctx, conn), req.oldName, req.newName);
  },
  [CMD.CONV_GROUP_ADD]: (ctx, conn, body) => {
    const req = parse(conversationGroupItemsSchema, body);
    return changeGroupItems(ctx, writer(ctx, conn), req.groupName, req.conversationIDList, true);
  },
  [CMD.CONV_GROUP_REMOVE]: (ctx, conn, body) => {
    const req = parse(conversationGroupItemsSchema, body);
    return changeGroupItems(ctx, writer(ctx, conn), req.groupName, req.conversationIDList, false);
  },
};
