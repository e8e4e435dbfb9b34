import type { GroupRole, KeyValue, WireGroupMemberFull } from '@tifo/protocol';
import type { ImContext } from '../context';

/** Stored custom fields of members, by user (JSON object text per row). */
export async function memberFields(
  ctx: ImContext,
  groupID: string,
  userIDs: string[],
): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (!userIDs.length) return out;
  const rows = await ctx.db.kysely
    .selectFrom('im_member_fields')
    .select(['user_id', 'fields'])
    .where('group_id', '=', groupID)
    .where('user_id', 'in', userIDs)
    .execute();
  for (const r of rows) out.set(r.user_id, JSON.parse(r.fields) as Record<string, string>);
  return out;
}

/** Turns a stored field object into the SDK's key/value list, keeping only `filter` keys when given. */
export function fieldList(fields: Record<string, string> | undefined, filter?: string[]): KeyValue[] {
  if (!fields) return [];
  const keys = filter ? filter.filter((k) => Object.hasOwn(fields, k)) : Object.keys(fields);
  return keys.map((key) => ({ key, value: fields[key] ?? '' }));
}

/** Full wire members of a stored group (members only; others are left out), in the order asked. */
export async function fullMembers(
  ctx: ImContext,
  groupID: string,
  userIDs: string[],
  filter?: string[],
): Promise<WireGroupMemberFull[]> {
  if (!userIDs.length) return [];
  const rows = await ctx.db.kysely
    .selectFrom('im_members')
    .leftJoin('im_users', 'im_users.user_id', 'im_members.user_id')
    .select([
      'im_members.user_id',
      'role',
      'join_time',
      'name_card',
      'mute_until',
      'last_send_time',
      'im_users.nick',
      'im_users.avatar',
    ])
    .where('group_id', '=', groupID)
    .where('im_members.user_id', 'in', userIDs)
    .execute();
  const fields = await memberFields(ctx, groupID, userIDs);
  const byID = new Map(rows.map((r) => [r.user_id, r]));
  const out: WireGroupMemberFull[] = [];
  for (const id of userIDs) {
    const r = byID.get(id);
    if (!r) continue;
    out.push({
      userID: r.user_id,
      nick: r.nick ?? '',
      avatar: r.avatar ?? '',
      role: r.role as GroupRole,
      joinTime: Number(r.join_time),
      nameCard: r.name_card,
      muteUntil: Number(r.mute_until),
      lastSendMsgTime: Number(r.last_send_time),
      memberCustomField: fieldList(fields.get(id), filter),
    });
  }
  return out;
}

/** Byte length of a string in UTF-8. */
export function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
