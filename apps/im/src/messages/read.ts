import { CONV_TYPE, PUSH, c2cConversationID, type ReadReceiptListResponse } from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushToUser } from '../gateway/delivery';
import { parse } from '../gateway/command';
import { appendTimeline } from '../storage/users';
import { clampTime } from '../policy/send-input';
import { timelineFrame } from './c2c-send';
import { resolveConversation } from './refs';
import { visibility } from './visibility';
import { pushGroupReadCounts } from './read-receipts';

/** Schema of msg.markRead (a plain conversation). */
export const markReadSchema = z.object({
  conversationID: z.string(),
  time: z.number().int().min(0).optional(),
  sequence: z.number().int().min(0).optional(),
});

/** Reads a conversation up to a sequence (default: the newest); tells my other devices and, for C2C, the peer. */
export async function markRead(ctx: ImContext, self: string, raw: unknown): Promise<void> {
  const req = parse(markReadSchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  const now = nowSeconds();
  const db = ctx.db.kysely;
  if (conv.type === CONV_TYPE.GROUP) {
    const { group, member } = await visibility(ctx, self, conv).then((v) => ({
      group: v.group!,
      member: v.member!,
    }));
    const seq = Math.min(req.sequence ?? Number(group.next_seq), Number(group.next_seq));
    if (seq <= Number(member.read_seq)) return;
    await db
      .updateTable('im_members')
      .set({ read_seq: seq })
      .where('group_id', '=', conv.peer)
      .where('user_id', '=', self)
      .execute();
    const cursor = await appendTimeline(db, {
      userID: self,
      kind: 'read',
      convID: conv.conversationID,
      scope: conv.scope,
      seq,
      time: now,
    });
    await pushToUser(
      ctx,
      self,
      timelineFrame({ cursor, kind: 'read', conversationID: conv.conversationID, sequence: seq }),
    );
    return;
  }
  const row = await db
    .selectFrom('im_conversations')
    .select(['last_seq', 'read_seq', 'read_time'])
    .where('owner_id', '=', self)
    .where('conv_id', '=', conv.conversationID)
    .executeTakeFirst();
  if (!row) throw new ImError('CONVERSATION_NOT_FOUND');
  const seq = Math.min(req.sequence ?? Number(row.last_seq), Number(row.last_seq));
  // The client's time is never later than the server's now (a peer read time in 2100 would mark every future
  // message read), and a read time never moves back.
  const readTime = Math.min(Math.max(clampTime(req.time, now), Number(row.read_time)), now);
  if (seq <= Number(row.read_seq) && req.time === undefined) return;
  await db
    .updateTable('im_conversations')
    .set({ read_seq: Math.max(seq, Number(row.read_seq)), read_time: readTime })
    .where('owner_id', '=', self)
    .where('conv_id', '=', conv.conversationID)
    .execute();
  const mine = await appendTimeline(db, {
    userID: self,
    kind: 'read',
    convID: conv.conversationID,
    scope: conv.scope,
    seq,
    time: readTime,
  });
  await pushToUser(
    ctx,
    self,
    timelineFrame({
      cursor: mine,
      kind: 'read',
      conversationID: conv.conversationID,
      sequence: seq,
      time: readTime,
    }),
  );
  if (conv.type !== CONV_TYPE.C2C || conv.peer === self) return;
  const peerConv = c2cConversationID(self);
  await db
    .updateTable('im_conversations')
    .set({ peer_read_time: readTime })
    .where('owner_id', '=', conv.peer)
    .where('conv_id', '=', peerConv)
    .execute();
  const theirs = await appendTimeline(db, {
    userID: conv.peer,
    kind: 'peerRead',
    convID: peerConv,
    scope: conv.scope,
    seq,
    time: readTime,
  });
  await pushToUser(
    ctx,
    conv.peer,
    timelineFrame({ cursor: theirs, kind: 'peerRead', conversationID: peerConv, time: readTime }),
  );
}

/** Marks every conversation of a scope read (conv.readAll). */
export async function readAll(ctx: ImContext, self: string, scope: 'all' | 'C2C' | 'GROUP'): Promise<void> {
  const rows = await ctx.db.kysely
    .selectFrom('im_conversations')
    .select(['conv_id', 'conv_type', 'last_seq', 'read_seq'])
    .where('owner_id', '=', self)
    .execute();
  for (const r of rows) {
    if (scope !== 'all' && r.conv_type !== scope) continue;
    if (r.conv_type === CONV_TYPE.C2C && Number(r.last_seq) <= Number(r.read_seq)) continue;
    if (r.conv_type === CONV_TYPE.SYSTEM && scope !== 'all') continue;
    try {
      await markRead(ctx, self, { conversationID: r.conv_id });
    } catch {
      // A group left meanwhile: nothing to read there.
    }
  }
}

/** Schema of msg.peerReadTime. */
export const peerReadTimeSchema = z.object({ userIDList: z.array(z.string()).max(100) });

/** Peer read times: when each peer last read my messages. */
export async function peerReadTimes(ctx: ImContext, self: string, raw: unknown) {
  const { userIDList } = parse(peerReadTimeSchema, raw);
  if (!userIDList.length) return { peerReadTimeList: [] };
  const rows = await ctx.db.kysely
    .selectFrom('im_conversations')
    .select(['conv_id', 'peer_read_time'])
    .where('owner_id', '=', self)
    .where('conv_id', 'in', userIDList.map(c2cConversationID))
    .execute();
  const map = new Map(rows.map((r) => [r.conv_id, Number(r.peer_read_time)]));
  return {
    peerReadTimeList: userIDList.map((userID) => ({ userID, time: map.get(c2cConversationID(userID)) ?? 0 })),
  };
}

/** Schema of msg.sendReadReceipt and msg.readReceiptList. */
export const readReceiptSchema = z.object({
  conversationID: z.string(),
  sequenceList: z.array(z.number().int().positive()).min(1).max(100),
});

/** Sends read receipts for incoming messages that asked for one (an empty valid set is an error). */
export async function sendReadReceipt(ctx: ImContext, self: string, raw: unknown): Promise<void> {
  const req = parse(readReceiptSchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  if (conv.type === CONV_TYPE.SYSTEM)
    throw new ImError('INVALID_PARAMETER', 'no receipts in the system conversation');
  const { floor } = await visibility(ctx, self, conv);
  const rows = await ctx.db.kysely
    .selectFrom('im_messages')
    .select(['seq', 'from_id', 'body'])
    .where('scope', '=', conv.scope)
    .where('seq', 'in', req.sequenceList)
    .where('seq', '>', floor)
    .where('from_id', '!=', self)
    .execute();
  const wanted = rows.filter((r) => (JSON.parse(r.body) as { needReadReceipt?: boolean }).needReadReceipt);
  if (!wanted.length) throw new ImError('READ_RECEIPT_LIST_EMPTY');
  await ctx.db.kysely
    .insertInto('im_receipts')
    .values(wanted.map((r) => ({ scope: conv.scope, seq: Number(r.seq), user_id: self })))
    .onConflict((oc) => oc.columns(['scope', 'seq', 'user_id']).doNothing())
    .execute();
  const bySender = new Map<string, number[]>();
  for (const r of wanted) bySender.set(r.from_id, [...(bySender.get(r.from_id) ?? []), Number(r.seq)]);
  for (const [sender, sequenceList] of bySender) {
    if (conv.type === CONV_TYPE.GROUP) {
      // The sender's SDK keeps per-message read counts: one push per message with its count.
      await pushGroupReadCounts(ctx, conv.scope, conv.conversationID, sender, self, sequenceList);
      continue;
    }
    const conversationID = c2cConversationID(self);
    await pushToUser(
      ctx,
      sender,
      JSON.stringify({ push: PUSH.READ_RECEIPT, body: { conversationID, userID: self, sequenceList } }),
    );
  }
}

/** Receipt counts of messages I sent. */
export async function readReceiptList(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<ReadReceiptListResponse> {
  const req = parse(readReceiptSchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  await visibility(ctx, self, conv);
  const counts = await ctx.db.kysely
    .selectFrom('im_receipts')
    .select(['seq', (eb) => eb.fn.countAll<number>().as('n')])
    .where('scope', '=', conv.scope)
    .where('seq', 'in', req.sequenceList)
    .groupBy('seq')
    .execute();
  const map = new Map(counts.map((c) => [Number(c.seq), Number(c.n)]));
  let others = 1;
  if (conv.type === CONV_TYPE.GROUP) {
    others = Math.max(0, (await ctx.members.get(conv.peer)).size - 1);
  }
  return {
    list: req.sequenceList.map((sequence) => {
      const readCount = map.get(sequence) ?? 0;
      return { sequence, readCount, unreadCount: Math.max(0, others - readCount), isPeerRead: readCount > 0 };
    }),
  };
}
