import { randomBytes } from 'node:crypto';
import {
  ELEM_TYPE,
  type MergedWireItem,
  type MergerDownloadResponse,
  type MergerUploadResponse,
  type MessageElement,
} from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { fillMergedProfiles, normalizeMergedList } from '../policy/merged-list';
import { validateElements } from '../policy/validate-message';

/** Largest uploaded list, bytes of JSON (a forward of 100 long messages fits; a dump of a database does not). */
export const MERGER_UPLOAD_BYTES = 1024 * 1024;
/** Most forwarded messages in one upload. */
export const MERGER_UPLOAD_ITEMS = 300;

/** Schema of merger.upload (items are checked as a merged list). */
export const mergerUploadSchema = z.object({
  messageList: z.array(z.unknown()).min(1).max(MERGER_UPLOAD_ITEMS),
});
/** Schema of merger.download. */
export const mergerDownloadSchema = z.object({ downloadKey: z.string() });
const KEY = /^[0-9a-f]{32}$/;

/**
 * Stores the list of a merged message too large to travel inline (spec 7: over 11,264 bytes). The items
 * pass the same validation as a sent merged list (URLs, profanity, nesting), and their senders' stored
 * profiles are filled, so a download shows what a send would have. Only the uploader may read it until a
 * message carrying the key is sent (grantMergedLists).
 */
export async function uploadMerger(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<MergerUploadResponse> {
  const req = parse(mergerUploadSchema, raw);
  if (Buffer.byteLength(JSON.stringify(req.messageList)) > MERGER_UPLOAD_BYTES)
    throw new ImError('MESSAGE_TOO_LARGE', `merged list over ${MERGER_UPLOAD_BYTES} bytes`);
  const items = normalizeMergedList(
    req.messageList,
    (elements, depth) => validateElements(elements, ctx.profanity, true, depth),
    0,
  );
  const wrapper: MessageElement[] = [
    {
      type: ELEM_TYPE.MERGER,
      content: { title: '', abstractList: [], compatibleText: '', messageNumber: 0, messageList: items },
    },
  ];
  await fillMergedProfiles(ctx, wrapper);
  const downloadKey = randomBytes(16).toString('hex');
  await ctx.db.kysely
    .insertInto('im_merger_lists')
    .values({
      download_key: downloadKey,
      owner_id: self,
      body: JSON.stringify(items),
      created_at: nowSeconds(),
    })
    .execute();
  return { downloadKey, pbDownloadKey: downloadKey };
}

/** True when `self` is one of the two users of a C2C scope (`c:a|b`) or a member of a group scope (`g:id`). */
async function inScope(ctx: ImContext, self: string, scope: string): Promise<boolean> {
  if (scope.startsWith('g:')) return (await ctx.members.get(scope.slice(2))).has(self);
  if (!scope.startsWith('c:')) return false;
  const pair = scope.slice(2);
  return pair.startsWith(`${self}|`) || pair.endsWith(`|${self}`);
}

async function mayRead(ctx: ImContext, self: string, key: string): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom('im_merger_lists')
    .select('owner_id')
    .where('download_key', '=', key)
    .executeTakeFirst();
  if (!row) return false;
  if (row.owner_id === self) return true;
  const grants = await ctx.db.kysely
    .selectFrom('im_merger_grants')
    .select('scope')
    .where('download_key', '=', key)
    .execute();
  for (const g of grants) if (await inScope(ctx, self, g.scope)) return true;
  return false;
}

/**
 * The list of an uploaded merged message: for its uploader and the members of the conversations it was
 * sent into. An unknown key and a key the caller may not read answer the same (2452), so keys cannot be
 * probed.
 */
export async function downloadMerger(
  ctx: ImContext,
  self: string,
  raw: unknown,
): Promise<MergerDownloadResponse> {
  const { downloadKey } = parse(mergerDownloadSchema, raw);
  if (!KEY.test(downloadKey)) throw new ImError('MERGER_KEY_INVALID');
  if (!(await mayRead(ctx, self, downloadKey))) throw new ImError('MERGER_DOWNLOAD_FAIL');
  const row = await ctx.db.kysely
    .selectFrom('im_merger_lists')
    .select('body')
    .where('download_key', '=', downloadKey)
    .executeTakeFirstOrThrow();
  return { messageList: JSON.parse(row.body) as MergedWireItem[] };
}

/**
 * Before a send: every uploaded list the message names must be readable by the sender (its uploader, or a
 * member of a conversation it was sent into: forwarding a received merged message). The conversation the
 * message goes to is then granted, so its members can download the list. A send that fails after this
 * leaves a grant to people the sender meant to show the list to anyway.
 */
export async function grantMergedLists(
  ctx: ImContext,
  self: string,
  elements: MessageElement[],
  scope: string,
): Promise<void> {
  for (const e of elements) {
    if (e.type !== ELEM_TYPE.MERGER || !e.content.downloadKey) continue;
    const key = e.content.downloadKey;
    if (!KEY.test(key)) throw new ImError('MERGER_KEY_INVALID');
    if (!(await mayRead(ctx, self, key))) throw new ImError('MERGER_KEY_INVALID', 'unknown merged list');
    await ctx.db.kysely
      .insertInto('im_merger_grants')
      .values({ download_key: key, scope })
      .onConflict((oc) => oc.columns(['download_key', 'scope']).doNothing())
      .execute();
  }
}
