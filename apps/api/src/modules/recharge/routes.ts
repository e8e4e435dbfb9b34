import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { paging } from '../live/inputs';
import { resolveSite } from '../sites';
import { siteSelector } from '../sites/site-input';
import { defineRoute } from '../../http/route';
import { inviteProfitList, profitConsumeTypes } from './invite-profits';
import { findOrder } from './order-repo';
import type { OrderService } from './order-service';
import { orderView } from './order-view';
import type { OrderSettler } from './settler';

const orderNo = z.string().regex(/^R[0-9A-Z]{6,30}$/, 'must be an order number');

/** The recharge and invite-profit calls users make (README "Calls"). */
export function registerRechargeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orders: OrderService,
  settler: OrderSettler,
  inviteSharePercent: number,
): void {
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/recharge/getRechargeInfo',
    summary:
      "The recharge screen: diamond balance, the site's packages in the visitor's currency, methods, open order",
    auth: 'required',
    input: z.object(siteSelector),
    handler: ({ input, user, lang }) => orders.screen(user.userId, resolveSite(input), lang),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/recharge/createOrder',
    summary: 'Makes a recharge order and opens its checkout; the same request_id answers the same order',
    auth: 'required',
    input: z.object({
      ...siteSelector,
      package_id: z.coerce.number().int().positive(),
      method: z.string().min(1).max(32),
      request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 of [A-Za-z0-9_-]'),
    }),
    handler: ({ input, user, lang }) =>
      orders.create(user.userId, resolveSite(input), lang, {
        packageId: input.package_id,
        method: input.method,
        requestId: input.request_id,
      }),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/recharge/getOrder',
    summary: "One of the caller's recharge orders (settled from the provider first while open)",
    auth: 'required',
    input: z.object({ order_no: orderNo }),
    handler: ({ input, user }) => orders.get(user.userId, input.order_no),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/recharge/getOpenOrder',
    summary: "The caller's newest order still waiting for payment or credit, or null",
    auth: 'required',
    input: z.object({}),
    handler: ({ user }) => orders.openOrder(user.userId),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/recharge/getOrderList',
    summary: "The caller's recharge orders, newest first",
    auth: 'required',
    input: z.object(paging),
    handler: ({ input, user }) => orders.list(user.userId, input.page, input.size),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/recharge/refundOrder',
    summary: 'Operators: refund a credited order (diamonds and invite profit go back; refused when spent)',
    auth: 'required',
    input: z.object({ order_no: orderNo }),
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
    method: ['GET', 'POST'],
    path: '/api/user/getProfitConsumeType',
    summary: "The invitee spending that earns an inviter a share, with the share's percent",
    auth: 'none',
    input: z.object({}),
    handler: async ({ lang }) => profitConsumeTypes(lang, inviteSharePercent),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/user/getProfitList',
    summary: "The caller's invite profits (newest first), today's and total profit",
    auth: 'required',
    input: z.object({ ...paging, type: z.enum(['all', 'recharge']).default('all') }),
    handler: ({ input, user }) => inviteProfitList(ctx.db, user.userId, input.page, input.size, ctx.now()),
  });
}
