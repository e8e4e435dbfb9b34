import type { AppContext } from '../../app-context';
import { followCounts } from '../anchors';
import { anchorPointsCash, ledgerOf, ledgerSettings, spendableDiamonds } from '../ledger';
import type { UserRow } from './user-repo';

/** Balances shown in user info. */
export interface UserBalances {
  gold: number;
  diamond: number;
  /** Of `diamond`, the test diamonds (a sandbox recharge; ledger README "Test money"). */
  test_diamond: number;
  diamond_total: number;
  money: number;
  anchor_point: number;
  /** The anchor's test points (gifts paid with test diamonds): never withdrawable, not in `money`. */
  test_point: number;
  gift_spend: number;
}

/** Counters shown in user info that other features own. */
export interface UserCounters {
  attent_count: number;
  fans_count: number;
  moment_count: number;
  visitor_count: number;
}

/**
 * User info's balances from the ledger (modules/ledger), in one query: `gold`, `diamond` (available, not what a
 * pending transfer holds; test diamonds included, `test_diamond` says how many), `diamond_total` (diamonds ever credited by recharges) and `money` (the anchor points'
 * cash value at LEDGER_ANCHOR_POINT_CASH_RATE) and `anchor_point` (the anchor's points available to withdraw; the
 * users row's `anchor_point` column is the lifetime total that `anchor_level` follows, which a withdrawal does not
 * lower). `gift_spend` belongs to gifts: it is the users row's column when that exists, else 0.
 */
export async function userBalances(ctx: AppContext, user: UserRow): Promise<UserBalances> {
  const { balances, diamondTotal } = await ledgerOf(ctx).summary(user.id);
  const row: Partial<Record<'gift_spend', unknown>> = user;
  return {
    gold: balances.gold.available,
    diamond: spendableDiamonds(balances),
    test_diamond: balances.test_diamond.available,
    diamond_total: diamondTotal,
    money: anchorPointsCash(balances.anchor_point.available, ledgerSettings().anchorPointCashRate),
    anchor_point: balances.anchor_point.available,
    test_point: balances.test_point.available,
    gift_spend: Number(row.gift_spend ?? 0),
  };
}

/**
 * Social counters: `attent_count` (anchors the user follows) and `fans_count` (users following them) come from
 * anchor follows (modules/anchors). Moments and visits do not exist yet: 0 until their modules replace them.
 */
export async function socialCounters(ctx: AppContext, userId: number): Promise<UserCounters> {
  const follows = await followCounts(ctx.db, userId);
  return { ...follows, moment_count: 0, visitor_count: 0 };
}
