import { LIMITS, type HistoryRequest, type HistoryResponse } from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { parse, type Expect, type SchemaReadsBody } from '../gateway/command';
import { fromRow, groupScope } from '../storage/message-row';
import { requireMember } from '../storage/group-access';

/** Schema of msg.history of a community topic. */
export const topicHistorySchema = z.object({
  conversationID: z.string(),
  sequence: z.number().int().min(0).optional(),
  direction: z.union([z.literal(0), z.literal(1)]).optional(),
  count: z.number().int().min(1).max(LIMITS.HISTORY_PAGE).optional(),
});
/** The schema reads the protocol's HistoryRequest (checked by the compiler), but `time`: a topic pages by sequence. */
export type TopicHistorySchemaReadsBody = Expect<
  SchemaReadsBody<typeof topicHistorySchema, HistoryRequest, 'time'>
>;

/**
 * A page of a topic's history (msg.history on GROUP<topicID>): members of the community only (10007), at most 15,
 * ascending; `sequence` pages older (direction 0) or newer (1) than it.
 */
export async function topicHistory(
  ctx: ImContext,
  self: string,
  topic: { groupID: string; topicID: string },
  raw: unknown,
): Promise<HistoryResponse> {
  const req = parse(topicHistorySchema, raw);
  await requireMember(ctx, topic.groupID, self);
  const known = await ctx.db.kysely
    .selectFrom('im_topics')
    .select('topic_id')
    .where('topic_id', '=', topic.topicID)
    .where('group_id', '=', topic.groupID)
    .executeTakeFirst();
  if (!known) throw new ImError('INVALID_PARAMETER', 'illegal topic id');
  const count = req.count ?? LIMITS.HISTORY_PAGE;
  const newer = req.direction === 1;
  let q = ctx.db.kysely.selectFrom('im_messages').selectAll().where('scope', '=', groupScope(topic.topicID));
  if (req.sequence !== undefined) q = q.where('seq', newer ? '>' : '<', req.sequence);
  const rows = await q
    .orderBy('seq', newer ? 'asc' : 'desc')
    .limit(count + 1)
    .execute();
  const page = rows.slice(0, count).map(fromRow);
  if (!newer) page.reverse();
  return { messageList: page, isCompleted: rows.length <= count };
}
