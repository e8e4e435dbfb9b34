import { CONV_TYPE, GROUP_TYPE, LIMITS, type HistoryResponse } from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { parse } from '../gateway/command';
import { fromRow } from '../storage/message-row';
import { resolveConversation } from './refs';
import { visibility } from './visibility';
import { loadGroup } from '../storage/group-access';

/** Schema of msg.history (a plain conversation; a community topic has its own, groups/topic-history.ts). */
export const historySchema = z.object({
  conversationID: z.string(),
  sequence: z.number().int().min(0).optional(),
  time: z.number().int().min(0).optional(),
  direction: z.union([z.literal(0), z.literal(1)]).optional(),
  count: z.number().int().min(1).max(LIMITS.HISTORY_PAGE).optional(),
});

/** A page of history (msg.history): at most 15, ascending, without messages the caller deleted. */
export async function history(ctx: ImContext, self: string, raw: unknown): Promise<HistoryResponse> {
  const req = parse(historySchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  // Live rooms keep no history: an empty completed page, as Tencent answers (not an error the host must catch).
  if (conv.type === CONV_TYPE.GROUP && (await loadGroup(ctx, conv.peer)).type === GROUP_TYPE.AVCHATROOM)
    return { messageList: [], isCompleted: true };
  const { floor } = await visibility(ctx, self, conv);
  const count = req.count ?? LIMITS.HISTORY_PAGE;
  const newer = req.direction === 1;
  let q = ctx.db.kysely
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', conv.scope)
    .where('seq', '>', floor)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('im_deleted')
            .select('im_deleted.seq')
            .where('im_deleted.owner_id', '=', self)
            .whereRef('im_deleted.scope', '=', 'im_messages.scope')
            .whereRef('im_deleted.seq', '=', 'im_messages.seq'),
        ),
      ),
    );
  if (req.sequence !== undefined) q = q.where('seq', newer ? '>' : '<', req.sequence);
  // C2C hopping by time (getMessageListHopping `time`): inclusive, as a message's own time finds it.
  else if (req.time !== undefined) q = q.where('time', newer ? '>=' : '<=', req.time);
  const rows = await q
    .orderBy('seq', newer ? 'asc' : 'desc')
    .limit(count + 1)
    .execute();
  const page = rows.slice(0, count).map(fromRow);
  if (!newer) page.reverse();
  return { messageList: page, isCompleted: rows.length <= count };
}
