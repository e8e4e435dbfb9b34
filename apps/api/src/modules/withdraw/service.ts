import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../http/error-codes';
import { ledgerOf, ledgerSettings } from '../ledger';
import type { WithdrawState } from './db-tables';
import { requestWithdrawal, type WithdrawInput } from './requests';
import { reviewWithdrawal, type OperatorId } from './review';
import {
  MAX_WITHDRAW_POINTS,
  MIN_WITHDRAW_POINTS,
  PAYOUT_CURRENCY,
  PAYOUT_METHODS,
  minorToMajor,
  moneyFor,
  type WithdrawAction,
} from './rules';
import { eventsOf, withdrawalView } from './views';

/** The wallet and withdrawals as the routes and the operator command use them. */
export class WalletService {
  constructor(private readonly ctx: AppContext) {}

  /** getWithdrawInfo: the rules and balance the /withdraw screen needs, and the open request if any. */
  async withdrawInfo(userId: number, lang: Lang) {
    const rate = ledgerSettings().anchorPointCashRate;
    const points = (await ledgerOf(this.ctx).balances(userId)).anchor_point;
    const user = await this.ctx.db.kysely
      .selectFrom('users')
      .select('is_anchor')
      .where('id', '=', userId)
      .executeTakeFirst();
    const open = await this.ctx.db.kysely
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('open', '=', 1)
      .executeTakeFirst();
    const steps = open ? await eventsOf(this.ctx.db, [Number(open.id)]) : new Map();
    return {
      is_anchor: Number(user?.is_anchor ?? 0),
      anchor_point: points.available,
      anchor_point_held: points.held,
      money: minorToMajor(moneyFor(points.available, rate)),
      money_currency: PAYOUT_CURRENCY,
      /** Money per point; 0 when no rate is configured (withdrawals are then WITHDRAW_UNAVAILABLE). */
      rate,
      min_points: MIN_WITHDRAW_POINTS,
      max_points: MAX_WITHDRAW_POINTS,
      methods: PAYOUT_METHODS,
      open: open ? withdrawalView(open, steps.get(Number(open.id)) ?? [], lang) : null,
    };
  }

  /** applyWithdraw. */
  async apply(userId: number, input: WithdrawInput, lang: Lang) {
    const { row, replayed } = await requestWithdrawal(this.ctx, userId, input);
    const steps = await eventsOf(this.ctx.db, [Number(row.id)]);
    return { ...withdrawalView(row, steps.get(Number(row.id)) ?? [], lang), replayed };
  }

  /** getWithdrawList: the caller's requests, newest first. */
  async list(userId: number, page: number, size: number, lang: Lang) {
    const base = this.ctx.db.kysely.selectFrom('withdrawals').where('user_id', '=', userId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const steps = await eventsOf(
      this.ctx.db,
      rows.map((r) => Number(r.id)),
    );
    return {
      total: Number(total.n),
      page,
      size,
      list: rows.map((r) => withdrawalView(r, steps.get(Number(r.id)) ?? [], lang)),
    };
  }

  /** Operators: requests in a state (open ones by default), oldest first, with the full payout account. */
  async queue(state: WithdrawState | 'open', limit: number, lang: Lang) {
    const rows = await this.ctx.db.kysely
      .selectFrom('withdrawals')
      .selectAll()
      .$if(state === 'open', (q) => q.where('open', '=', 1))
      .$if(state !== 'open', (q) => q.where('state', '=', state as WithdrawState))
      .orderBy('id')
      .limit(limit)
      .execute();
    const steps = await eventsOf(
      this.ctx.db,
      rows.map((r) => Number(r.id)),
    );
    return {
      list: rows.map((r) => withdrawalView(r, steps.get(Number(r.id)) ?? [], lang, { fullAccount: true })),
    };
  }

  /** Operators: approve, dispatch or cancel a request. */
  async review(id: number, action: WithdrawAction, operator: OperatorId, note: string, lang: Lang) {
    const { row, repeat } = await reviewWithdrawal(this.ctx, id, action, operator, note);
    const steps = await eventsOf(this.ctx.db, [id]);
    return {
      ...withdrawalView(row, steps.get(id) ?? [], lang, { fullAccount: true }),
      replayed: repeat,
    };
  }

  /** Refuses callers who are not operators (users.is_operate = 1). */
  async requireOperator(userId: number): Promise<void> {
    const user = await this.ctx.db.kysely
      .selectFrom('users')
      .select('is_operate')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user?.is_operate !== 1) throw new ApiError('FORBIDDEN', 'operators only');
  }
}
