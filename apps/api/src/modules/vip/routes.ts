import { requestId, vip as vipContract } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { VipService } from './service';

/** A client's id of one tap (a retry or double tap repeats it): the contract's, for routes not yet converted. */
export const requestIdInput = requestId;

/** The VIP calls (README "VIP"). */
export function registerVipRoutes(app: FastifyInstance, ctx: AppContext, vip: VipService): void {
  defineRoute(app, ctx, {
    ...vipContract.getVipPlans,
    handler: ({ user, lang }) => vip.plans(user?.userId ?? null, lang),
  });

  defineRoute(app, ctx, {
    ...vipContract.buyVip,
    handler: ({ input, user, lang }) => vip.buy(user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    ...vipContract.getVipUser,
    handler: ({ input }) => vip.card(input.uid),
  });
}
