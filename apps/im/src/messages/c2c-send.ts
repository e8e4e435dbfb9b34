import {
  c2cConversationID,
  CONV_TYPE,
  isServerIdentity,
  PUSH,
  type TimelineItem,
  type WireMessage,
  wireMessage,
} from '@tifo/protocol';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../storage/schema';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushToUser } from '../gateway/delivery';
import { checkMessageSize } from '../policy/validate-message';
import {
  allowedControl,
  carriedPushInfo,
  clampTime,
  messageControlSchema,
  offlinePushInfoSchema,
  prepareElements,
} from '../policy/send-input';
import { checkUrl } from '../policy/urls';
import { clientMessageID } from '../policy/client-id';
import { pairScope, toRow } from '../storage/message-row';
import { appendTimeline, ensureUsers } from '../storage/users';
import { findResend, ResendFound, unlessResent } from '../storage/resend';
import type { C2CInput, StoredC2C } from '../storage/fast-sqlite';
import { parse } from '../gateway/command';
import { checkNotBlocked } from '../social';
import { grantMergedLists } from './merger';

/** Schema of msg.sendC2C (elements are checked by validateElements). */
export const sendC2CSchema = z.object({
  to: z.string().min(1).max(64),
  elements: z.unknown(),
  random: z.number().int().min(0).max(4294967295),
  ID: z.string().max(200).optional(),
  clientTime: z.number().optional(),
  cloudCustomData: z.string().optional(),
  nick: z.string().optional(),
  avatar: z.string().optional(),
  onlineOnly: z.boolean().optional(),
  needReadReceipt: z.boolean().optional(),
  isSupportExtension: z.boolean().optional(),
  messageControlInfo: messageControlSchema.optional(),
  offlinePushInfo: offlinePushInfoSchema.optional(),
});

/** Encodes a timeline push once. */
export function timelineFrame(item: TimelineItem): string {
  return JSON.stringify({ push: PUSH.TIMELINE, body: item });
}

/** Who is sending: a user (the default), or the admin API acting as anyone (`trusted`). */
export interface SendOptions {
  /**
   * The admin API: may write to server identities, skip moderation, and set nick and avatar; a user's
   * message always shows the stored profile of its sender.
   */
  trusted?: boolean;
}

/**
 * Sends a C2C message from `from` (a user, or the admin API acting as anyone): validates, stores it with
 * the pair sequence, appends it to both timelines, updates both conversations, then pushes.
 */
export async function sendC2C(
  ctx: ImContext,
  from: string,
  raw: unknown,
  options: SendOptions = {},
): Promise<WireMessage> {
  const req = parse(sendC2CSchema, raw);
  const trusted = options.trusted ?? false;
  if (!trusted && isServerIdentity(req.to))
    throw new ImError('NO_PERMISSION', 'server identities do not take messages from users');
  const clientID = clientMessageID(from, req.random, req.ID);
  if (!trusted) await checkNotBlocked(ctx, from, req.to);
  const control = allowedControl(req.messageControlInfo, trusted);
  const elements = await prepareElements(ctx, req.elements, control);
  const cloudCustomData = req.cloudCustomData ?? '';
  checkMessageSize(elements, cloudCustomData);
  if (!req.onlineOnly) await grantMergedLists(ctx, from, elements, pairScope(from, req.to));
  if (Buffer.byteLength(req.nick ?? '') > 500)
    throw new ImError('INVALID_PARAMETER', 'nick: at most 500 bytes');
  if (trusted) checkUrl(req.avatar, 'avatar');
  const profile = await ctx.profiles.get(from);
  const now = nowSeconds();
  const base = wireMessage({
    conversationType: CONV_TYPE.C2C,
    from,
    to: req.to,
    random: req.random,
    time: now,
    clientTime: clampTime(req.clientTime, now),
    nick: trusted && req.nick !== undefined ? req.nick : profile.nick,
    avatar: trusted && req.avatar !== undefined ? req.avatar : profile.avatar,
    elements,
    cloudCustomData,
    needReadReceipt: req.needReadReceipt ?? false,
    ...(req.isSupportExtension && !req.onlineOnly ? { isSupportExtension: true } : {}),
    onlineOnlyFlag: req.onlineOnly ?? false,
    messageControlInfo: control,
    ...carriedPushInfo(req.offlinePushInfo),
  });
  base.ID = clientID;

  if (req.onlineOnly) {
    const message = { ...base, ID: clientID || `online:${from}:${req.random}:${now}` };
    await pushToUser(ctx, req.to, JSON.stringify({ push: PUSH.ONLINE_MESSAGE, body: { message } }));
    ctx.metrics.messages.inc({ kind: 'c2c-online' });
    return message;
  }
  const scope = pairScope(from, req.to);
  const owners: [string, string][] = [
    [req.to, c2cConversationID(from)],
    [from, c2cConversationID(req.to)],
  ];
  const newOwners = [from, req.to].filter((u) => !ctx.db.knownUsers.has(u));
  const input = { scope, base, now, noLast: !!control.excludedFromLastMessage, owners, newOwners };
  const fast = ctx.db.fast;
  const stored = fast ? await fast.c2c(input) : await storeC2CKysely(ctx, input);
  if (stored.resent) return stored.message;
  const { message, cursors } = stored;
  ctx.db.knownUsers.add(from).add(req.to);
  ctx.metrics.messages.inc({ kind: 'c2c' });
  for (const [owner, cursor] of cursors) {
    const convID = c2cConversationID(owner === from ? req.to : from);
    await pushToUser(ctx, owner, timelineFrame({ cursor, kind: 'message', conversationID: convID, message }));
  }
  return message;
}

/** The portable (PostgreSQL) store of a C2C message; the SQLite fast path does the same in one call. */
async function storeC2CKysely(ctx: ImContext, input: C2CInput): Promise<StoredC2C> {
  const { scope, base, now, owners } = input;
  const stored = await unlessResent(() =>
    ctx.db.kysely.transaction().execute(async (trx) => {
      await ensureUsers(
        trx,
        owners.map(([o]) => o),
        now,
        ctx.db.knownUsers,
      );
      // Taking the pair's next sequence row-locks the pair until commit, so the resend check below cannot race
      // a concurrent send of the same message.
      const pair = await trx
        .insertInto('im_pairs')
        .values({ pair_key: scope, next_seq: 1 })
        .onConflict((oc) =>
          oc.column('pair_key').doUpdateSet((eb) => ({ next_seq: eb(eb.ref('im_pairs.next_seq'), '+', 1) })),
        )
        .returning('next_seq')
        .executeTakeFirstOrThrow();
      const resent = await findResend(trx, scope, base.from, base.random, now);
      if (resent) throw new ResendFound(resent);
      const seq = Number(pair.next_seq);
      const message: WireMessage = { ...base, sequence: seq, ID: base.ID || `${scope}#${seq}` };
      await trx.insertInto('im_messages').values(toRow(message, scope)).execute();
      const cursors = new Map<string, number>();
      for (const [owner, convID] of owners) {
        if (cursors.has(owner)) continue;
        cursors.set(
          owner,
          await appendTimeline(trx, { userID: owner, kind: 'message', convID, scope, seq, time: now }),
        );
        await upsertC2CConversation(trx, owner, convID, seq, now, input.noLast);
      }
      return { message, cursors };
    }),
  );
  if (stored.resent) return { message: stored.original, cursors: new Map(), resent: true };
  return { ...stored.value, resent: false };
}

/** The owner's conversation row after a new message (shown again if it was deleted). */
function upsertC2CConversation(
  trx: Kysely<Database>,
  owner: string,
  convID: string,
  seq: number,
  now: number,
  noLast: boolean,
) {
  return trx
    .insertInto('im_conversations')
    .values({
      owner_id: owner,
      conv_id: convID,
      conv_type: CONV_TYPE.C2C,
      last_seq: seq,
      show_seq: noLast ? 0 : seq,
      last_time: now,
      update_time: now,
      hidden: 0,
    })
    .onConflict((oc) =>
      oc.columns(['owner_id', 'conv_id']).doUpdateSet((eb) => ({
        last_seq: seq,
        show_seq: noLast ? eb.ref('im_conversations.show_seq') : seq,
        last_time: now,
        update_time: now,
        hidden: 0,
      })),
    )
    .execute();
}
