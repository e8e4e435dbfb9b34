import { recharge } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { resolveSite } from '../sites';
import { defineRoute } from '../../http/route';
import { inviteProfitList, profitConsumeTypes } from './invite-profits';
import { findOrder } from './order-repo';
import type { OrderService } from './order-service';
import { orderView } from './order-view';
import type { OrderSettler } from './settler';

/** The recharge and invite-profit calls users make (README "Calls"). */
export function registerRechargeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orders: OrderService,
  settler: OrderSettler,
  inviteSharePercent: number,
): void {
  defineRoute(app, ctx, {
    ...recharge.getRechargeInfo,
    handler: ({ input, user, lang }) => orders.screen(user.userId, resolveSite(input), lang),
  });

  defineRoute(app, ctx, {
    ...recharge.createOrder,
    handler: ({ input, user, lang }) =>
      orders.create(user.userId, resolveSite(input), lang, {
        packageId: input.package_id,
        method: input.method,
        requestId: input.request_id,
      }),
  });

  defineRoute(app, ctx, {
    ...recharge.getOrder,
    handler: ({ input, user }) => orders.get(user.userId, input.order_no),
  });

  defineRoute(app, ctx, {
    ...recharge.getOpenOrder,
    handler: ({ user }) => orders.openOrder(user.userId),
  });

  defineRoute(app, ctx, {
    ...recharge.getOrderList,
    handler: ({ input, user }) => orders.list(user.userId, input.page, input.size),
  });

  defineRoute(app, ctx, {
    ...recharge.refundOrder,
    handler: async ({ input, user }) => {
      const operator = await ctx.db.kysely
        .selectFrom('users')
        .select('is_operate')
        .where('id', '=', user.userId)
        .executeTakeFirst();
      if (operator?.is_operate !== 1) throw new ApiError('FORBIDDEN');
      const order = await findOrder(ctx.db.kysely, input.order_no);
      if (!order) throw new ApiError('ORDER_NOT_FOUND', input.order_no);
      if (order.state !== 'credited') throw new ApiError('ORDER_STATE', order.state, { state: order.state });
      // The ledger first: when the diamonds were spent it refuses, and nothing is refunded at the provider.
      await settler.refund(order.order_no, 'operator');
      const provider = settler.provider(order.method);
      if (provider && order.provider_ref && !(await provider.refund(order.provider_ref))) {
        ctx.log.error({ orderNo: order.order_no }, 'refunded in the ledger but not at the provider');
      }
      return orderView((await findOrder(ctx.db.kysely, order.order_no))!);
    },
  });

  defineRoute(app, ctx, {
    ...recharge.getProfitConsumeType,
    handler: async ({ lang }) => profitConsumeTypes(lang, inviteSharePercent),
  });

  defineRoute(app, ctx, {
    ...recharge.getProfitList,
    handler: ({ input, user }) => inviteProfitList(ctx.db, user.userId, input.page, input.size, ctx.now()),
  });
}
