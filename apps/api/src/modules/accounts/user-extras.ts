import type { AppContext } from '../../app-context';
import { followCounts } from '../anchors/follow-repo';

/** Balances shown in user info. */
export interface UserBalances {
  gold: number;
  diamond: number;
  diamond_total: number;
  money: number;
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
 * Balances before the wallet ledger exists: every user has nothing yet, so all are 0. The wallet module
 * replaces this function with ledger reads; nothing here invents money.
 */
export async function balancesBeforeWallet(_ctx: AppContext, _userId: number): Promise<UserBalances> {
  return { gold: 0, diamond: 0, diamond_total: 0, money: 0, gift_spend: 0 };
}

/**
 * Social counters: `attent_count` (anchors the user follows) and `fans_count` (users following them) come from
 * anchor follows (modules/anchors). Moments and visits do not exist yet: 0 until their modules replace them.
 */
export async function socialCounters(ctx: AppContext, userId: number): Promise<UserCounters> {
  const follows = await followCounts(ctx.db, userId);
  return { ...follows, moment_count: 0, visitor_count: 0 };
}
