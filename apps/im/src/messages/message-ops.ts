import { CONV_TYPE, GROUP_TYPE, LIMITS, PUSH, c2cConversationID, type WireMessage } from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushToGroup, pushToUser } from '../gateway/delivery';
import { parse } from '../gateway/command';
import { checkMessageSize } from '../policy/validate-message';
import { prepareElements } from '../policy/send-input';
import { fromRow } from '../storage/message-row';
import { appendTimeline } from '../storage/users';
import { timelineFrame } from './c2c-send';
import { isManager } from '../storage/group-access';
import { recordGroupRevoke } from './revoked-notify';
import { resolveConversation, type ResolvedConversation } from './refs';
import { visibility } from './visibility';

/** Schema of msg.revoke. */
export const revokeSchema = z.object({ conversationID: z.string(), sequence: z.number().int().positive() });

async function loadVisible(ctx: ImContext, self: string, conv: ResolvedConversation, seq: number) {
  const vis = await visibility(ctx, self, conv);
  const row = await ctx.db.kysely
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', conv.scope)
    .where('seq', '=', seq)
    .executeTakeFirst();
  if (!row || seq <= vis.floor) throw new ImError('MESSAGE_NOT_FOUND');
  return { row, message: fromRow(row), vis };
}

/** Tells both sides of a C2C conversation (timeline item) or the group (push) that a message changed. */
async function announce(
  ctx: ImContext,
  conv: ResolvedConversation,
  kind: 'revoke' | 'modify',
  m: WireMessage,
) {
  if (conv.type === CONV_TYPE.GROUP) {
    await pushToGroup(
      ctx,
      conv.peer,
      JSON.stringify({ push: PUSH.GROUP_MESSAGE_UPDATED, body: { message: m } }),
    );
    return;
  }
  const now = nowSeconds();
  const owners = [...new Set([m.from, m.to])];
  const items = await ctx.db.kysely.transaction().execute(async (trx) => {
    const out: [string, number, string][] = [];
    for (const owner of owners) {
      const convID = c2cConversationID(owner === m.from ? m.to : m.from);
      const cursor = await appendTimeline(trx, {
        userID: owner,
        kind,
        convID,
        scope: conv.scope,
        seq: m.sequence,
        time: now,
      });
      out.push([owner, cursor, convID]);
    }
    return out;
  });
  for (const [owner, cursor, convID] of items) {
    await pushToUser(ctx, owner, timelineFrame({ cursor, kind, conversationID: convID, message: m }));
  }
}

/**
 * Revokes a message: the sender within 2 minutes; group owners and admins any time; `asAdmin` (REST) always.
 * Not for system messages nor already revoked ones (2110).
 */
export async function revoke(
  ctx: ImContext,
  self: string,
  raw: unknown,
  asAdmin = false,
): Promise<WireMessage> {
  const req = parse(revokeSchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  if (conv.type === CONV_TYPE.SYSTEM) throw new ImError('REVOKE_FAIL', 'system messages cannot be revoked');
  const { message, vis } = await loadVisible(ctx, self, conv, req.sequence);
  if (message.isRevoked) throw new ImError('REVOKE_FAIL', 'message already revoked');
  if (!asAdmin) {
    const mine = message.from === self;
    if (!mine && !(conv.type === CONV_TYPE.GROUP && isManager(vis.member)))
      throw new ImError('NO_PERMISSION');
    if (mine && !isManager(vis.member) && nowSeconds() - message.time > LIMITS.REVOKE_SECONDS) {
      throw new ImError('REVOKE_TIME_LIMIT');
    }
  }
  await ctx.db.kysely
    .updateTable('im_messages')
    .set({ is_revoked: 1, revoker: self })
    .where('scope', '=', conv.scope)
    .where('seq', '=', req.sequence)
    .execute();
  const updated = { ...message, isRevoked: true, revoker: self };
  if (conv.type === CONV_TYPE.GROUP) await recordGroupRevoke(ctx, conv.peer, req.sequence, self);
  await announce(ctx, conv, 'revoke', updated);
  return updated;
}

/** Schema of msg.modify (elements are checked by validateElements). */
export const modifySchema = revokeSchema.extend({
  version: z.number().int().min(0),
  elements: z.unknown().optional(),
  cloudCustomData: z.string().optional(),
});

/**
 * Modifies a message (elements and/or cloudCustomData); `version` must equal the stored one, else 2480 with
 * the stored message in `data`. Only its sender may (10007 for anyone else, group owners and admins included:
 * they revoke, they do not put words in others' mouths). Disabled in live rooms; revoked messages cannot change.
 */
export async function modify(ctx: ImContext, self: string, raw: unknown): Promise<WireMessage> {
  const req = parse(modifySchema, raw);
  const conv = resolveConversation(self, req.conversationID);
  if (conv.type === CONV_TYPE.SYSTEM)
    throw new ImError('INVALID_PARAMETER', 'system messages cannot be modified');
  const { message, vis } = await loadVisible(ctx, self, conv, req.sequence);
  if (vis.group?.type === GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'modify disabled in live rooms');
  if (message.from !== self) throw new ImError('NO_PERMISSION', 'only the sender may modify a message');
  if (message.isRevoked) throw new ImError('MESSAGE_NOT_FOUND', 'message revoked');
  const elements =
    req.elements === undefined ? message.elements : await prepareElements(ctx, req.elements, {});
  const cloudCustomData = req.cloudCustomData ?? message.cloudCustomData;
  checkMessageSize(elements, cloudCustomData);
  const next = { ...message, elements, cloudCustomData, version: req.version + 1 };
  const body = JSON.parse(
    (
      await ctx.db.kysely
        .selectFrom('im_messages')
        .select('body')
        .where('scope', '=', conv.scope)
        .where('seq', '=', req.sequence)
        .executeTakeFirstOrThrow()
    ).body,
  ) as Record<string, unknown>;
  const res = await ctx.db.kysely
    .updateTable('im_messages')
    .set({ body: JSON.stringify({ ...body, elements, cloudCustomData }), version: next.version })
    .where('scope', '=', conv.scope)
    .where('seq', '=', req.sequence)
    .where('version', '=', req.version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const stored = await loadVisible(ctx, self, conv, req.sequence);
    throw new ImError('MODIFY_CONFLICT', undefined, { message: stored.message });
  }
  await announce(ctx, conv, 'modify', next);
  return next;
}

/** Schema of msg.delete. */
export const deleteMessagesSchema = z.object({
  conversationID: z.string(),
  sequenceList: z.array(z.number().int().positive()).min(1),
});

/** Deletes messages for the caller only: at most 30, of one conversation, not in the system conversation. */
export async function deleteMessages(ctx: ImContext, self: string, raw: unknown): Promise<void> {
  const req = parse(deleteMessagesSchema, raw);
  if (req.sequenceList.length > LIMITS.DELETE_MESSAGES) {
    throw new ImError('DELETE_FAIL', `at most ${LIMITS.DELETE_MESSAGES} messages per call`);
  }
  const conv = resolveConversation(self, req.conversationID);
  if (conv.type === CONV_TYPE.SYSTEM)
    throw new ImError('DELETE_FAIL', 'cannot delete in the system conversation');
  const { floor } = await visibility(ctx, self, conv);
  const found = await ctx.db.kysely
    .selectFrom('im_messages')
    .select('seq')
    .where('scope', '=', conv.scope)
    .where('seq', 'in', req.sequenceList)
    .where('seq', '>', floor)
    .execute();
  if (found.length !== new Set(req.sequenceList).size)
    throw new ImError('DELETE_FAIL', 'message not in this conversation');
  await ctx.db.kysely
    .insertInto('im_deleted')
    .values(found.map((r) => ({ owner_id: self, scope: conv.scope, seq: Number(r.seq) })))
    .onConflict((oc) => oc.columns(['owner_id', 'scope', 'seq']).doNothing())
    .execute();
}
