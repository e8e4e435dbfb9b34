import {
  COMMERCIAL_ABILITY,
  CONV_GROUP_LIMITS,
  ERROR_CODES,
  PUSH,
  hasAbility,
  isValidConversationID,
  type ConvMetaPush,
  type ConversationFailure,
  type ConversationMeta,
} from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { pushToUser } from '../gateway/delivery';

/** Throws 10016 unless the service bought the ability (spec 6: marks and conversation groups are gated). */
export function requireAbility(ctx: ImContext, ability: 'mark' | 'group'): void {
  const bit =
    ability === 'mark' ? COMMERCIAL_ABILITY.CONVERSATION_MARK : COMMERCIAL_ABILITY.CONVERSATION_GROUP;
  if (!hasAbility(ctx.config.purchaseBits, bit)) throw new ImError('COMMERCIAL_ABILITY');
}

/** Length in characters (code points), as spec 5 counts customData and group names. */
export function charLength(value: string): number {
  return [...value].length;
}

/** A group name: 1 to 32 characters (60003 otherwise). */
export function checkGroupName(name: string, field = 'groupName'): string {
  const n = charLength(name);
  if (n === 0 || n > CONV_GROUP_LIMITS.GROUP_NAME)
    throw new ImError('INVALID_PARAMETER', `${field}: 1 to ${CONV_GROUP_LIMITS.GROUP_NAME} characters`);
  return name;
}

/**
 * Splits the IDs of a bulk call (at most 100, extra cut, repeats dropped) into the caller's conversations and
 * per-item failures: 2503 for a malformed ID, 2500 for a conversation the caller does not have.
 */
export async function ownConversations(
  ctx: ImContext,
  self: string,
  ids: string[],
): Promise<{ ok: string[]; failures: ConversationFailure[] }> {
  const wanted = [...new Set(ids.slice(0, CONV_GROUP_LIMITS.IDS_PER_CALL))];
  const failures: ConversationFailure[] = [];
  const valid = wanted.filter((id) => {
    if (isValidConversationID(id)) return true;
    failures.push({ conversationID: id, ...ERROR_CODES.INVALID_CONVERSATION_ID });
    return false;
  });
  const rows = valid.length
    ? await ctx.db.kysely
        .selectFrom('im_conversations')
        .select('conv_id')
        .where('owner_id', '=', self)
        .where('conv_id', 'in', valid)
        .execute()
    : [];
  const have = new Set(rows.map((r) => r.conv_id));
  const ok: string[] = [];
  for (const id of valid) {
    if (have.has(id)) ok.push(id);
    else failures.push({ conversationID: id, ...ERROR_CODES.CONVERSATION_NOT_FOUND });
  }
  return { ok, failures };
}

/** The marks, custom data and groups of some of the caller's conversations (every ID gets an entry). */
export async function loadMeta(
  ctx: ImContext,
  self: string,
  ids: string[],
): Promise<Map<string, ConversationMeta>> {
  const out = new Map<string, ConversationMeta>();
  for (const id of ids)
    out.set(id, { conversationID: id, markList: [], customData: '', conversationGroupList: [] });
  if (ids.length === 0) return out;
  const db = ctx.db.kysely;
  const [custom, marks, items] = await Promise.all([
    db
      .selectFrom('im_conv_custom')
      .select(['conv_id', 'custom_data'])
      .where('owner_id', '=', self)
      .where('conv_id', 'in', ids)
      .execute(),
    db
      .selectFrom('im_conv_marks')
      .select(['conv_id', 'mark_type'])
      .where('owner_id', '=', self)
      .where('conv_id', 'in', ids)
      .execute(),
    db
      .selectFrom('im_conv_group_items')
      .innerJoin('im_conv_groups', (j) =>
        j
          .onRef('im_conv_groups.owner_id', '=', 'im_conv_group_items.owner_id')
          .onRef('im_conv_groups.name', '=', 'im_conv_group_items.name'),
      )
      .select(['im_conv_group_items.conv_id as conv_id', 'im_conv_groups.name as name'])
      .where('im_conv_group_items.owner_id', '=', self)
      .where('im_conv_group_items.conv_id', 'in', ids)
      .orderBy('im_conv_groups.created_at')
      .orderBy('im_conv_groups.name')
      .execute(),
  ]);
  for (const r of custom) out.get(r.conv_id)!.customData = r.custom_data;
  for (const r of marks) out.get(r.conv_id)!.markList.push(Number(r.mark_type));
  for (const r of items) out.get(r.conv_id)!.conversationGroupList.push(r.name);
  for (const m of out.values()) m.markList.sort((a, b) => a - b);
  return out;
}

/** The caller's conversation group names, oldest first. */
export async function groupNames(ctx: ImContext, self: string): Promise<string[]> {
  const rows = await ctx.db.kysely
    .selectFrom('im_conv_groups')
    .select('name')
    .where('owner_id', '=', self)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

/** Tells every session of the user (on any node) what changed; the SDKs apply it and emit their events. */
export function pushMeta(ctx: ImContext, self: string, body: ConvMetaPush): Promise<void> {
  return pushToUser(ctx, self, JSON.stringify({ push: PUSH.CONV_META, body }));
}
