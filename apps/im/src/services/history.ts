import { LIMITS, type HistoryResponse } from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { parse } from '../handlers/types';
import { fromRow } from '../storage/message-row';
import { resolveConversation } from './refs';
import { visibility } from './visibility';

const historySchema = z.object({
  conversationID: z.string(),
  sequence: z.number().int().min(0).optional(),
  direction: z.union([z.literal(0), z.literal(1)]).optional(),
  count: z.number().int().min(1).max(LIMITS.HISTORY_PAGE).optional(),
});

/** A page of history (msg.history): at most 15, ascending, without messages the caller deleted. */
export async function history(ctx: ImContext, self: string, raw: unknown): Promise<HistoryResponse> {
  const req = parse(historySchema, raw);
  const conv = resolveConversation(self, req.conversationID);
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
  const rows = await q
    .orderBy('seq', newer ? 'asc' : 'desc')
    .limit(count + 1)
    .execute();
  const page = rows.slice(0, count).map(fromRow);
  if (!newer) page.reverse();
  return { messageList: page, isCompleted: rows.length <= count };
}
