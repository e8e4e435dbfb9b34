// VIP plans, buying them with diamonds, and a user's VIP card (apps/api/src/modules/vip/README.md).
import { z } from 'zod';
import { endpoint } from './endpoint';
import { positiveId, requestId } from './inputs';

const vipLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A plan on sale; `price` in diamonds. */
export const vipPlanSchema = z.object({
  id: z.number(),
  code: z.string(),
  /** 1 VIP, 2 SVIP. */
  level: z.union([z.literal(1), z.literal(2)]),
  days: z.number(),
  price: z.number(),
  name: z.string(),
});
export type VipPlan = z.output<typeof vipPlanSchema>;

/** A user's VIP standing (times in epoch seconds, 0 when none). */
export const vipStandingSchema = z.object({
  vip_level: vipLevel,
  isVIP: z.boolean(),
  vip_date: z.number(),
  svip_date: z.number(),
});
export type VipStanding = z.output<typeof vipStandingSchema>;

/** `/api/vip/getVipPlans`: for a logged-in caller also their standing and spendable diamonds. */
export const getVipPlans = endpoint({
  path: '/api/vip/getVipPlans',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: "The VIP and SVIP plans (monthly, quarterly, yearly; diamonds) and the caller's standing",
  input: z.object({}),
  output: z.object({
    list: z.array(vipPlanSchema),
    mine: vipStandingSchema.extend({ diamond: z.number() }).nullable(),
  }),
});

/** `/api/vip/buyVip`: the same request id buys once (a double tap). */
export const buyVip = endpoint({
  path: '/api/vip/buyVip',
  method: 'POST',
  auth: 'required',
  summary: 'Buys a plan with diamonds (one ledger transfer); request_id makes a double tap buy once',
  input: z.object({ plan_id: positiveId, request_id: requestId }),
  output: vipStandingSchema.extend({
    purchase_id: z.number(),
    plan: vipPlanSchema,
    diamond: z.number(),
    replayed: z.boolean(),
  }),
});

/** `/api/vip/getVipUser`: a user's VIP card. */
export const getVipUser = endpoint({
  path: '/api/vip/getVipUser',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: "A user's VIP card: nick, avatar, level (0 none, 1 VIP, 2 SVIP), expiries",
  input: z.object({ uid: positiveId }),
  output: vipStandingSchema.extend({ uid: z.number(), nick_name: z.string(), avatar: z.string() }),
});
