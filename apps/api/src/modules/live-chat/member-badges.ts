import type { AppContext } from '../../app-context';
import { isVip } from '../accounts/user-info';

/** A room member's level and VIP badge, for the member list (the messaging service knows neither). */
export interface MemberBadge {
  uid: number;
  user_level: number;
  vip: 0 | 1;
}

/** Members one call may ask about: a page of the messaging service's member list (at most 100). */
export const MEMBER_BADGES_MAX = 100;

/**
 * Level and VIP of the listed users, in the order asked; unknown or disabled users are left out. These are what
 * every enter line already shows to the whole room, so anyone may ask.
 */
export async function memberBadges(ctx: AppContext, uids: readonly number[]): Promise<MemberBadge[]> {
  const ids = [...new Set(uids)];
  if (!ids.length) return [];
  const rows = await ctx.db.kysely
    .selectFrom('users')
    .select(['id', 'user_level', 'vip_level', 'vip_date'])
    .where('id', 'in', ids)
    .where('status', '=', 1)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const now = ctx.now();
  return ids.flatMap((uid) => {
    const r = byId.get(uid);
    if (!r) return [];
    const user = { vip_level: Number(r.vip_level), vip_date: Number(r.vip_date) };
    return [{ uid, user_level: Number(r.user_level), vip: isVip(user, now) ? 1 : 0 }];
  });
}
