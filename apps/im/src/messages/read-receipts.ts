import { CONV_TYPE, LIMITS, PUSH, type ReadReceiptMembersResponse } from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { pushToUser } from '../gateway/delivery';
import { parse } from '../gateway/command';
import { fromRow } from '../storage/message-row';
import { resolveConversation } from './refs';
import { visibility } from './visibility';

/** Schema of msg.readReceiptMembers. */
export const readReceiptMembersSchema = z.object({
  conversationID: z.string(),
  sequence: z.number().int().positive(),
  filter: z.union([z.literal(0), z.literal(1)]).default(0),
  cursor: z.string().max(64).default(''),
  count: z.number().int().min(1).max(LIMITS.READ_RECEIPT_MEMBERS).default(LIMITS.READ_RECEIPT_MEMBERS),
});

/**
 * Who read (filter 0) or has not read (filter 1) a group message (spec 5: count default and max 100), for
 * its sender only: the receipts are the sender's to see. Unread members are the current members who
 * were in the group when it was sent (joined before its sequence), less its sender and its readers. Pages
 * go by user ID; `cursor` is the last user ID of the previous page.
 */
export async function readReceiptMembers(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<ReadReceiptMembersResponse> {
  const req = parse(readReceiptMembersSchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  if (conv.type !== CONV_TYPE.GROUP)
    throw new ImError('INVALID_PARAMETER', 'read member lists are for group messages');
  const { floor } = await visibility(ctx, self, conv);
  const db = ctx.db.kysely;
  const row = await db
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', conv.scope)
    .where('seq', '=', req.sequence)
    .executeTakeFirst();
  if (!row || req.sequence <= floor) throw new ImError('MESSAGE_NOT_FOUND');
  const message = fromRow(row);
  if (message.from !== self) throw new ImError('NO_PERMISSION', 'only the sender sees who read a message');
  if (!message.needReadReceipt)
    throw new ImError('READ_RECEIPT_LIST_EMPTY', 'the message asked for no receipts');
  const readers = db
    .selectFrom('im_receipts')
    .select('user_id')
    .where('scope', '=', conv.scope)
    .where('seq', '=', req.sequence);
  const rows =
    req.filter === 0
      ? await readers
          .where('user_id', '>', req.cursor)
          .orderBy('user_id')
          .limit(req.count + 1)
          .execute()
      : await db
          .selectFrom('im_members')
          .select('user_id')
          .where('group_id', '=', conv.peer)
          .where('user_id', '!=', self)
          .where('join_seq', '<', req.sequence)
          .where('user_id', '>', req.cursor)
          .where('user_id', 'not in', readers)
          .orderBy('user_id')
          .limit(req.count + 1)
          .execute();
  const page = rows.slice(0, req.count).map((r) => r.user_id);
  const isCompleted = rows.length <= req.count;
  return { userIDList: page, cursor: isCompleted ? '' : (page.at(-1) ?? ''), isCompleted };
}

/** Tells the sender of group messages their new read counts (push readReceipt, one per message). */
export async function pushGroupReadCounts(
  ctx: ImContext,
  scope: string,
  conversationID: string,
  sender: string,
  reader: string,
  sequenceList: number[],
): Promise<void> {
  const counts = await ctx.db.kysely
    .selectFrom('im_receipts')
    .select(['seq', (eb) => eb.fn.countAll<number>().as('n')])
    .where('scope', '=', scope)
    .where('seq', 'in', sequenceList)
    .groupBy('seq')
    .execute();
  for (const c of counts) {
    const seq = Number(c.seq);
    const unread = await ctx.db.kysely
      .selectFrom('im_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', scope.slice(2))
      .where('user_id', '!=', sender)
      .where('join_seq', '<', seq)
      .where('user_id', 'not in', (eb) =>
        eb.selectFrom('im_receipts').select('user_id').where('scope', '=', scope).where('seq', '=', seq),
      )
      .executeTakeFirst();
    const readCount = Number(c.n);
    const unreadCount = Number(unread?.n ?? 0);
    const body = { conversationID, userID: reader, sequenceList: [seq], readCount, unreadCount };
    await pushToUser(ctx, sender, JSON.stringify({ push: PUSH.READ_RECEIPT, body }));
  }
}
