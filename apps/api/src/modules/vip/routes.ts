import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { positiveId } from '../live/inputs';
import type { VipService } from './service';

/** A client's id of one tap (a retry or double tap repeats it). */
export const requestIdInput = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 of [A-Za-z0-9_-]');

/** The VIP calls (README "VIP"). */
export function registerVipRoutes(app: FastifyInstance, ctx: AppContext, vip: VipService): void {
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/vip/getVipPlans',
    summary: "The VIP and SVIP plans (monthly, quarterly, yearly; diamonds) and the caller's standing",
    auth: 'optional',
    input: z.object({}),
    handler: ({ user, lang }) => vip.plans(user?.userId ?? null, lang),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/vip/buyVip',
    summary: 'Buys a plan with diamonds (one ledger transfer); request_id makes a double tap buy once',
    auth: 'required',
    input: z.object({ plan_id: positiveId, request_id: requestIdInput }),
    handler: ({ input, user, lang }) => vip.buy(user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/vip/getVipUser',
    summary: "A user's VIP card: nick, avatar, level (0 none, 1 VIP, 2 SVIP), expiries",
    auth: 'none',
    input: z.object({ uid: positiveId }),
    handler: ({ input }) => vip.card(input.uid),
  });
}
