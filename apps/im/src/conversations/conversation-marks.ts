import {
  CONV_GROUP_LIMITS,
  ERROR_CODES,
  type ConversationBulkResponse,
  type MarkRequest,
  type SetCustomDataRequest,
} from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { charLength, loadMeta, ownConversations, pushMeta, requireAbility } from './conversation-meta';

/** The answer and the push of a bulk change: the changed conversations' new meta. */
async function finish(
  ctx: ImContext,
  self: string,
  ok: string[],
  failures: ConversationBulkResponse['failureConversationIDList'],
): Promise<ConversationBulkResponse> {
  const conversationList = [...(await loadMeta(ctx, self, ok)).values()];
  if (ok.length) await pushMeta(ctx, self, { conversationList });
  return { successConversationIDList: ok, failureConversationIDList: failures, conversationList };
}

/** setConversationCustomData: at most 256 characters, on the caller's own conversations. */
export async function setCustomData(
  ctx: ImContext,
  self: string,
  req: SetCustomDataRequest,
): Promise<ConversationBulkResponse> {
  if (charLength(req.customData) > CONV_GROUP_LIMITS.CUSTOM_DATA)
    throw new ImError('INVALID_PARAMETER', `customData: at most ${CONV_GROUP_LIMITS.CUSTOM_DATA} characters`);
  const { ok, failures } = await ownConversations(ctx, self, req.conversationIDList);
  for (const convID of ok) {
    await ctx.db.kysely
      .insertInto('im_conv_custom')
      .values({ owner_id: self, conv_id: convID, custom_data: req.customData })
      .onConflict((oc) => oc.columns(['owner_id', 'conv_id']).doUpdateSet({ custom_data: req.customData }))
      .execute();
  }
  return finish(ctx, self, ok, failures);
}

/** markConversation: sets or clears one mark type (commercial ability); at most 64 marks per conversation. */
export async function markConversations(
  ctx: ImContext,
  self: string,
  req: MarkRequest,
): Promise<ConversationBulkResponse> {
  requireAbility(ctx, 'mark');
  const { ok: own, failures } = await ownConversations(ctx, self, req.conversationIDList);
  const ok: string[] = [];
  for (const convID of own) {
    const db = ctx.db.kysely;
    if (!req.enableMark) {
      await db
        .deleteFrom('im_conv_marks')
        .where('owner_id', '=', self)
        .where('conv_id', '=', convID)
        .where('mark_type', '=', req.markType)
        .execute();
      ok.push(convID);
      continue;
    }
    const count = await db
      .selectFrom('im_conv_marks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', self)
      .where('conv_id', '=', convID)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= CONV_GROUP_LIMITS.MARKS) {
      failures.push({
        conversationID: convID,
        code: ERROR_CODES.INVALID_PARAMETER.code,
        message: `at most ${CONV_GROUP_LIMITS.MARKS} marks per conversation`,
      });
      continue;
    }
    await db
      .insertInto('im_conv_marks')
      .values({ owner_id: self, conv_id: convID, mark_type: req.markType })
      .onConflict((oc) => oc.columns(['owner_id', 'conv_id', 'mark_type']).doNothing())
      .execute();
    ok.push(convID);
  }
  return finish(ctx, self, ok, failures);
}
