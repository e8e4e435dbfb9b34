import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../http/error-codes';
import { toSeconds } from '../../http/wire-time';
import { ledgerOf, spendableDiamonds } from '../ledger';
import { buyVip, type BuyVipInput } from './buy-vip';
import { enabledPlans, planView } from './plans';
import { vipLevelAt, type VipDates } from './rules';

/** A user's VIP standing as every VIP call answers it (times in epoch seconds). */
export function vipStatus(user: VipDates, now: number) {
  const level = vipLevelAt(user, now);
  return {
    vip_level: level,
    isVIP: level > 0,
    vip_date: level > 0 ? toSeconds(user.vip_date) : 0,
    svip_date: level === 2 ? toSeconds(user.svip_date) : 0,
  };
}

/** The VIP feature as its routes use it. */
export class VipService {
  constructor(private readonly ctx: AppContext) {}

  private async datesOf(userId: number) {
    return this.ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'nick_name', 'avatar', 'status', 'vip_level', 'vip_date', 'svip_date'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** getVipPlans: the plans; for a logged-in caller also their standing and diamonds. */
  async plans(userId: number | null, lang: Lang) {
    const list = (await enabledPlans(this.ctx.db)).map((row) => planView(row, lang));
    if (userId === null) return { list, mine: null };
    const user = await this.datesOf(userId);
    const balances = await ledgerOf(this.ctx).balances(userId);
    return {
      list,
      mine: user
        ? { ...vipStatus(numeric(user), this.ctx.now()), diamond: spendableDiamonds(balances) }
        : null,
    };
  }

  /** buyVip: one ledger transfer and the new expiries; a retry with the same request id buys once. */
  async buy(userId: number, input: BuyVipInput, lang: Lang) {
    const outcome = await buyVip(this.ctx, userId, input);
    const user = await this.datesOf(userId);
    if (!user) throw new ApiError('USER_NOT_FOUND');
    const balances = await ledgerOf(this.ctx).balances(userId);
    return {
      purchase_id: outcome.purchaseId,
      plan: planView(outcome.plan, lang),
      ...vipStatus(numeric(user), this.ctx.now()),
      diamond: spendableDiamonds(balances),
      replayed: outcome.replayed,
    };
  }

  /** getVipUser: a user's VIP card (/vip-user/:uid): who, level, expiry. */
  async card(uid: number) {
    const user = await this.datesOf(uid);
    if (!user || user.status !== 1) throw new ApiError('USER_NOT_FOUND');
    return {
      uid: Number(user.id),
      nick_name: user.nick_name,
      avatar: user.avatar,
      ...vipStatus(numeric(user), this.ctx.now()),
    };
  }
}

function numeric(user: { vip_level: number; vip_date: number; svip_date: number }): VipDates {
  return {
    vip_level: Number(user.vip_level),
    vip_date: Number(user.vip_date),
    svip_date: Number(user.svip_date),
  };
}
