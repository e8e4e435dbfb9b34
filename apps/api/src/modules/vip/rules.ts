// VIP arithmetic (README "Rules"): extensions, the level a user holds at a moment, and the discount hook.

/** One day in milliseconds (expiries are epoch milliseconds in the database). */
export const DAY_MS = 86_400_000;

/** VIP levels: 0 none, 1 VIP, 2 SVIP (an SVIP enjoys every VIP benefit). */
export type VipLevel = 0 | 1 | 2;

/** What decides a user's VIP standing. */
export interface VipDates {
  vip_level: number;
  vip_date: number;
  svip_date: number;
}

/** A plan's extension of an expiry: from the later of now and the current expiry, `days` further. */
export function extendFrom(current: number, now: number, days: number): number {
  return Math.max(current, now) + days * DAY_MS;
}

/**
 * The expiries after buying `days` of `level`. SVIP extends `svip_date`, and `vip_date` never ends before it
 * (an SVIP is a VIP too: isVIP reads vip_date); VIP extends `vip_date` only.
 */
export function datesAfterPurchase(
  user: { vip_date: number; svip_date: number },
  level: 1 | 2,
  days: number,
  now: number,
): { vip_date: number; svip_date: number } {
  if (level === 1) return { vip_date: extendFrom(user.vip_date, now, days), svip_date: user.svip_date };
  const svip = extendFrom(user.svip_date, now, days);
  return { vip_date: Math.max(user.vip_date, svip), svip_date: svip };
}

/** The level a user holds at `now`: SVIP while svip_date is ahead, VIP while vip_date is, else 0. */
export function vipLevelAt(user: VipDates, now: number): VipLevel {
  if (user.vip_level <= 0) return 0;
  if (user.svip_date > now) return 2;
  return user.vip_date > now ? 1 : 0;
}

/**
 * The discount a VIP gets on paid data models (the data-model issue will call this; nothing uses it yet), as a
 * fraction of the price taken off: VIP 10 %, SVIP 20 %, others 0. Callers compute `price - floor(price * d)`
 * so a discount never makes a fraction of a diamond.
 */
export function vipDiscount(user: VipDates, now: number): number {
  const level = vipLevelAt(user, now);
  return level === 2 ? 0.2 : level === 1 ? 0.1 : 0;
}
