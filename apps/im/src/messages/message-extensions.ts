import {
  COMMERCIAL_ABILITY,
  CONV_TYPE,
  EXTENSION_LIMITS,
  EXTENSION_OPERATE,
  ERROR_CODES,
  PUSH,
  c2cConversationID,
  hasAbility,
  type GetExtensionsResponse,
  type MessageExtension,
  type MessageExtensionsPush,
  type ModifyExtensionsResponse,
} from '@tifo/protocol';
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { pushToGroup, pushToUser } from '../gateway/delivery';
import { parse } from '../gateway/command';
import { fromRow } from '../storage/message-row';
import type { Database } from '../storage/schema';
import { resolveConversation, type ResolvedConversation } from './refs';
import { visibility } from './visibility';

const extensionSchema = z.object({
  key: z.string().min(1),
  value: z.string().default(''),
  seq: z.number().int().min(0).default(0),
});
const refSchema = z.object({ conversationID: z.string(), sequence: z.number().int().positive() });
/** Schema of msgExt.modify. */
export const modifyExtensionsSchema = refSchema.extend({
  operateType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  extensionList: z.array(extensionSchema).max(EXTENSION_LIMITS.PER_CALL).default([]),
});
/** Schema of msgExt.get. */
export const getExtensionsSchema = refSchema.extend({ startSequence: z.number().int().min(0).default(0) });

/**
 * The message whose extensions are asked for: commercial ability (spec 6, 10016), a conversation the
 * caller takes part in (C2C: its own pair; groups: members, 10007 otherwise; live rooms keep nothing),
 * a message it can see (20009), sent with isSupportExtension (60003).
 */
async function extensibleMessage(ctx: ImContext, self: string, conversationID: string, sequence: number) {
  if (!hasAbility(ctx.config.purchaseBits, COMMERCIAL_ABILITY.MESSAGE_EXTENSION))
    throw new ImError('COMMERCIAL_ABILITY');
  const conv = resolveConversation(self, conversationID);
  if (conv.type === CONV_TYPE.SYSTEM)
    throw new ImError('INVALID_PARAMETER', 'system notices have no extensions');
  const { floor } = await visibility(ctx, self, conv);
  const row = await ctx.db.kysely
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', conv.scope)
    .where('seq', '=', sequence)
    .executeTakeFirst();
  if (!row || sequence <= floor) throw new ImError('MESSAGE_NOT_FOUND');
  const message = fromRow(row);
  if (!message.isSupportExtension)
    throw new ImError('INVALID_PARAMETER', 'the message was not sent with isSupportExtension');
  return { conv, message };
}

function checkSizes(list: { key: string; value: string }[]): void {
  const keys = new Set<string>();
  for (const e of list) {
    if (Buffer.byteLength(e.key) > EXTENSION_LIMITS.KEY_BYTES)
      throw new ImError('INVALID_PARAMETER', `extension key over ${EXTENSION_LIMITS.KEY_BYTES} bytes`);
    if (Buffer.byteLength(e.value) > EXTENSION_LIMITS.VALUE_BYTES)
      throw new ImError('INVALID_PARAMETER', `extension value over ${EXTENSION_LIMITS.VALUE_BYTES} bytes`);
    if (keys.has(e.key)) throw new ImError('INVALID_PARAMETER', `extension key ${e.key} given twice`);
    keys.add(e.key);
  }
}

interface Applied {
  results: ModifyExtensionsResponse['extensions'];
  changed: MessageExtension[];
  globalSequence: number;
  clearSequence: number;
}

const CONFLICT = ERROR_CODES.EXTENSION_CONFLICT.code;

/**
 * One change under the message's state row, locked first (an UPDATE takes the row lock on PostgreSQL;
 * SQLite transactions hold the write lock from BEGIN): a key whose stored seq is not the seq the caller
 * read was written meanwhile, so it is left alone and answered 23001 with the stored value (spec: per-key
 * sequence, concurrent writers never overwrite each other silently). Each write takes the next global
 * sequence; a clear deletes every key and records the clear sequence.
 */
async function apply(
  trx: Transaction<Database>,
  scope: string,
  seq: number,
  operateType: number,
  list: MessageExtension[],
): Promise<Applied> {
  await trx
    .insertInto('im_msg_ext_state')
    .values({ scope, seq, global_seq: 0, clear_seq: 0 })
    .onConflict((oc) => oc.columns(['scope', 'seq']).doNothing())
    .execute();
  await trx
    .updateTable('im_msg_ext_state')
    .set({ global_seq: sql`global_seq` })
    .where('scope', '=', scope)
    .where('seq', '=', seq)
    .execute();
  const state = await trx
    .selectFrom('im_msg_ext_state')
    .select(['global_seq', 'clear_seq'])
    .where('scope', '=', scope)
    .where('seq', '=', seq)
    .executeTakeFirstOrThrow();
  let global = Number(state.global_seq);
  let clear = Number(state.clear_seq);
  const results: Applied['results'] = [];
  const changed: MessageExtension[] = [];
  if (operateType === EXTENSION_OPERATE.CLEAR) {
    global += 1;
    clear = global;
    await trx.deleteFrom('im_msg_extensions').where('scope', '=', scope).where('seq', '=', seq).execute();
  } else {
    const rows = await trx
      .selectFrom('im_msg_extensions')
      .select(['ext_key', 'ext_value', 'ext_seq'])
      .where('scope', '=', scope)
      .where('seq', '=', seq)
      .execute();
    const stored = new Map(rows.map((r) => [r.ext_key, { value: r.ext_value, seq: Number(r.ext_seq) }]));
    let live = rows.filter((r) => r.ext_value !== '').length;
    for (const item of list) {
      const current = stored.get(item.key);
      if (current && current.seq !== item.seq) {
        results.push({ errorCode: CONFLICT, extension: { key: item.key, ...current } });
        continue;
      }
      const value = operateType === EXTENSION_OPERATE.DELETE ? '' : item.value;
      if (!current && value === '') {
        results.push({ errorCode: 0, extension: { key: item.key, value: '', seq: 0 } });
        continue;
      }
      const wasLive = current !== undefined && current.value !== '';
      live += (value !== '' ? 1 : 0) - (wasLive ? 1 : 0);
      if (live > EXTENSION_LIMITS.PER_MESSAGE)
        throw new ImError(
          'INVALID_PARAMETER',
          `at most ${EXTENSION_LIMITS.PER_MESSAGE} extensions per message`,
        );
      global += 1;
      await trx
        .insertInto('im_msg_extensions')
        .values({ scope, seq, ext_key: item.key, ext_value: value, ext_seq: global })
        .onConflict((oc) =>
          oc.columns(['scope', 'seq', 'ext_key']).doUpdateSet({ ext_value: value, ext_seq: global }),
        )
        .execute();
      const extension = { key: item.key, value, seq: global };
      results.push({ errorCode: 0, extension });
      changed.push(extension);
    }
  }
  await trx
    .updateTable('im_msg_ext_state')
    .set({ global_seq: global, clear_seq: clear })
    .where('scope', '=', scope)
    .where('seq', '=', seq)
    .execute();
  return { results, changed, globalSequence: global, clearSequence: clear };
}

/** Tells the conversation's members (C2C: both users, every device; groups: online members). */
async function announce(
  ctx: ImContext,
  conv: ResolvedConversation,
  message: { ID: string; from: string; to: string; sequence: number },
  body: Omit<MessageExtensionsPush, 'conversationID' | 'messageID' | 'sequence'>,
): Promise<void> {
  const frame = (conversationID: string) =>
    JSON.stringify({
      push: PUSH.MESSAGE_EXTENSIONS,
      body: { conversationID, messageID: message.ID, sequence: message.sequence, ...body },
    });
  if (conv.type === CONV_TYPE.GROUP) {
    await pushToGroup(ctx, conv.peer, frame(conv.conversationID));
    return;
  }
  for (const user of new Set([message.from, message.to])) {
    const other = user === message.from ? message.to : message.from;
    await pushToUser(ctx, user, frame(c2cConversationID(other)));
  }
}

/** msgExt.modify: set (1), delete listed keys (2) or clear all (3), at most 20 keys a call (spec 5, 9). */
export async function modifyExtensions(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<ModifyExtensionsResponse> {
  const req = parse(modifyExtensionsSchema, raw);
  if (req.operateType !== EXTENSION_OPERATE.CLEAR && req.extensionList.length === 0)
    throw new ImError('INVALID_PARAMETER', 'extensionList must not be empty');
  checkSizes(req.extensionList);
  const { conv, message } = await extensibleMessage(ctx, self, req.conversationID, req.sequence);
  const applied = await ctx.db.kysely
    .transaction()
    .execute((trx) => apply(trx, conv.scope, req.sequence, req.operateType, req.extensionList));
  if (applied.changed.length > 0 || req.operateType === EXTENSION_OPERATE.CLEAR) {
    await announce(ctx, conv, message, {
      operateType: req.operateType,
      extensions: applied.changed,
      globalSequence: applied.globalSequence,
      clearSequence: applied.clearSequence,
    });
  }
  return {
    extensions: applied.results,
    globalSequence: applied.globalSequence,
    clearSequence: applied.clearSequence,
  };
}

/** msgExt.get: a page of keys by their seq from `startSequence`; deleted keys come with an empty value. */
export async function getExtensions(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<GetExtensionsResponse> {
  const req = parse(getExtensionsSchema, raw);
  const { conv } = await extensibleMessage(ctx, self, req.conversationID, req.sequence);
  const db = ctx.db.kysely;
  const state = await db
    .selectFrom('im_msg_ext_state')
    .select(['global_seq', 'clear_seq'])
    .where('scope', '=', conv.scope)
    .where('seq', '=', req.sequence)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('im_msg_extensions')
    .select(['ext_key', 'ext_value', 'ext_seq'])
    .where('scope', '=', conv.scope)
    .where('seq', '=', req.sequence)
    .where('ext_seq', '>=', req.startSequence)
    .orderBy('ext_seq')
    .limit(EXTENSION_LIMITS.PAGE + 1)
    .execute();
  return {
    extensions: rows
      .slice(0, EXTENSION_LIMITS.PAGE)
      .map((r) => ({ key: r.ext_key, value: r.ext_value, seq: Number(r.ext_seq) })),
    completeFlag: rows.length > EXTENSION_LIMITS.PAGE ? 0 : 1,
    globalSequence: Number(state?.global_seq ?? 0),
    clearSequence: Number(state?.clear_seq ?? 0),
  };
}
