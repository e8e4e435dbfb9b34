import { CONV_TYPE, groupConversationID, type RevokedNotifyResponse } from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { parse } from '../gateway/command';
import { groupScope } from '../storage/message-row';
import { resolveConversation } from './refs';
import { visibility } from './visibility';

/** Revocations per page of group.revokedNotify. */
export const REVOKED_NOTIFY_PAGE = 100;

/**
 * Logs a group revocation with its time. Online members learn it by push; a member who was away asks
 * for the revocations since it left (group.revokedNotify), since the range recovery after a reconnect
 * only fetches messages it does not hold yet.
 */
export async function recordGroupRevoke(
  ctx: ImContext,
  groupID: string,
  seq: number,
  revoker: string,
): Promise<void> {
  await ctx.db.kysely
    .insertInto('im_revokes')
    .values({ scope: groupScope(groupID), seq, revoker, time: nowSeconds() })
    .onConflict((oc) => oc.columns(['scope', 'seq']).doNothing())
    .execute();
}

/** Schema of group.revokedNotify. */
export const revokedNotifySchema = z.object({
  groupID: z.string().min(1).max(64),
  beginTime: z.number().int().min(0),
  endTime: z.number().int().min(0).optional(),
});

/**
 * Group messages revoked in [beginTime, endTime] (spec 7 revoked-notify), members only (10007), messages
 * the caller can see only (after its join and clear point). Pages of 100; `nextRevokedTime` is where the
 * next page starts (0 when complete), so revocations sharing that second may come again: the SDK ignores
 * a message already revoked.
 */
export async function revokedNotify(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<RevokedNotifyResponse> {
  const req = parse(revokedNotifySchema, raw);
  const conv = resolveConversation(self, groupConversationID(req.groupID));
  if (conv.type !== CONV_TYPE.GROUP) return { notifyList: [], nextRevokedTime: 0 };
  const { floor } = await visibility(ctx, self, conv);
  const rows = await ctx.db.kysely
    .selectFrom('im_revokes')
    .select(['seq', 'revoker', 'time'])
    .where('scope', '=', conv.scope)
    .where('time', '>=', req.beginTime)
    .where('time', '<=', req.endTime ?? nowSeconds())
    .where('seq', '>', floor)
    .orderBy('time')
    .orderBy('seq')
    .limit(REVOKED_NOTIFY_PAGE + 1)
    .execute();
  const page = rows.slice(0, REVOKED_NOTIFY_PAGE);
  const next = rows[REVOKED_NOTIFY_PAGE];
  return {
    notifyList: page.map((r) => ({
      sequence: Number(r.seq),
      revoker: r.revoker,
      revokedTime: Number(r.time),
    })),
    nextRevokedTime: next ? Number(next.time) : 0,
  };
}
