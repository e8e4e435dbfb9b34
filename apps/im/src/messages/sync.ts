import { LIMITS, type SyncResponse, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { fromRow } from '../storage/message-row';

/** Schema of msg.sync. */
export const syncSchema = z.object({
  cookie: z.string().optional(),
  syncFlag: z.union([z.literal(0), z.literal(1)]).optional(),
  count: z.number().int().min(1).max(LIMITS.SYNC_PAGE).optional(),
});

/**
 * One page of the user's timeline after the cookie (a cursor). An empty cookie starts after the user's
 * acknowledged cursor. syncFlag 1: more follow; 2: ended.
 */
export async function sync(ctx: ImContext, self: string, raw: unknown): Promise<SyncResponse> {
  const req = parse(syncSchema, raw);
  const db = ctx.db.kysely;
  let after: number;
  if (req.cookie) {
    after = Number(req.cookie);
    if (!Number.isInteger(after) || after < 0) throw new ImError('INVALID_PARAMETER', 'cookie: invalid');
  } else {
    const u = await db
      .selectFrom('im_users')
      .select('ack_cursor')
      .where('user_id', '=', self)
      .executeTakeFirst();
    after = Number(u?.ack_cursor ?? 0);
  }
  const count = req.count ?? LIMITS.SYNC_PAGE;
  const rows = await db
    .selectFrom('im_timeline')
    .selectAll()
    .where('user_id', '=', self)
    .where('cursor', '>', after)
    .orderBy('cursor', 'asc')
    .limit(count + 1)
    .execute();
  const page = rows.slice(0, count);
  const messages = new Map<string, WireMessage>();
  const byScope = new Map<string, number[]>();
  for (const r of page) {
    if (r.kind === 'read' || r.kind === 'peerRead') continue;
    byScope.set(r.ref_key, [...(byScope.get(r.ref_key) ?? []), Number(r.ref_seq)]);
  }
  for (const [scope, seqs] of byScope) {
    const found = await db
      .selectFrom('im_messages')
      .selectAll()
      .where('scope', '=', scope)
      .where('seq', 'in', seqs)
      .execute();
    for (const m of found) messages.set(`${scope}#${m.seq}`, fromRow(m));
  }
  const items: TimelineItem[] = page.map((r) => {
    const item: TimelineItem = {
      cursor: Number(r.cursor),
      kind: r.kind as TimelineItem['kind'],
      conversationID: r.conv_id,
    };
    if (r.kind === 'read' || r.kind === 'peerRead') {
      item.time = Number(r.time);
      item.sequence = Number(r.ref_seq);
    } else {
      const m = messages.get(`${r.ref_key}#${r.ref_seq}`);
      if (m) item.message = m;
    }
    return item;
  });
  const last = page.length ? Number(page[page.length - 1]!.cursor) : after;
  return { cookie: String(last), syncFlag: rows.length > count ? 1 : 2, items };
}

/** Schema of msg.ack. */
export const ackSchema = z.object({ cursor: z.number().int().min(0) });

/** Records that some session of the user holds every item up to `cursor`. */
export async function ack(ctx: ImContext, self: string, raw: unknown): Promise<void> {
  const { cursor } = parse(ackSchema, raw);
  await ctx.db.kysely
    .updateTable('im_users')
    .set({ ack_cursor: cursor })
    .where('user_id', '=', self)
    .where('ack_cursor', '<', cursor)
    .where('next_cursor', '>=', cursor)
    .execute();
}
