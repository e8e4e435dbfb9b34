import type { AppContext } from '../../app-context';
import { isVip } from '../accounts';

/** A room member's level and VIP badge, for the member list (the messaging service knows neither). */
export interface MemberBadge {
  uid: number;
  /** The level the room shows: the user level, or for the room's own anchor the anchor level (roomLevel). */
  user_level: number;
  vip: 0 | 1;
}

/** Members one call may ask about: a page of the messaging service's member list (at most 100). */
export const MEMBER_BADGES_MAX = 100;

/**
 * The level a room shows for a user: the room's anchor is shown with the anchor level, as the room's header
 * (anchor card) shows it, everyone else with the user level; the header, the enter line and the member list
 * then agree about one person.
 */
export function roomLevel(
  user: { id: number | bigint; user_level: number; anchor_level: number },
  anchorId: number,
): number {
  return Number(user.id) === anchorId ? Number(user.anchor_level) : Number(user.user_level);
}

/**
 * Level and VIP of the listed users of the room of `anchorId`, in the order asked; unknown or disabled users are
 * left out. These are what every enter line already shows to the whole room, so anyone may ask.
 */
export async function memberBadges(
  ctx: AppContext,
  uids: readonly number[],
  anchorId: number,
): Promise<MemberBadge[]> {
  const ids = [...new Set(uids)];
  if (!ids.length) return [];
  const rows = await ctx.db.kysely
    .selectFrom('users')
    .select(['id', 'user_level', 'anchor_level', 'vip_level', 'vip_date'])
    .where('id', 'in', ids)
    .where('status', '=', 1)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const now = ctx.now();
  return ids.flatMap((uid) => {
    const r = byId.get(uid);
    if (!r) return [];
    const user = { vip_level: Number(r.vip_level), vip_date: Number(r.vip_date) };
    return [{ uid, user_level: roomLevel(r, anchorId), vip: isVip(user, now) ? 1 : 0 }];
  });
}
