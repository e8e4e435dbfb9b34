// Recharging diamonds: packages, payment methods and orders (apps/api/src/modules/recharge/README.md).
import { z } from 'zod';
import { ORDER_RESULTS, ORDER_STATES, PRICE_CURRENCIES } from './constants';
import { endpoint } from './endpoint';
import { requestId, siteSelector } from './inputs';

/** A diamond package; `price` in minor units (fen, centavos) of `currency`, `amount` the same as a decimal. */
export const rechargePackageSchema = z.object({
  id: z.number(),
  diamonds: z.number(),
  bonus: z.number(),
  /** Diamonds credited: diamonds plus bonus. */
  total: z.number(),
  price: z.number(),
  amount: z.string(),
  currency: z.enum(PRICE_CURRENCIES),
});
export type RechargePackage = z.output<typeof rechargePackageSchema>;

/** A payment method (one per provider). */
export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The sandbox: its diamonds are test money. */
  test_money: z.boolean(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** A recharge order as its owner sees it (times in epoch seconds, price in minor units). */
export const rechargeOrderSchema = z.object({
  order_no: z.string(),
  state: z.enum(ORDER_STATES),
  /** What the result page shows. */
  result: z.enum(ORDER_RESULTS),
  package_id: z.number(),
  diamonds: z.number(),
  price: z.number(),
  amount: z.string(),
  currency: z.enum(PRICE_CURRENCIES),
  method: z.string(),
  /** Paid with test money (the sandbox): its diamonds are test diamonds. */
  test_money: z.boolean(),
  /** Where the user pays; '' once the order is past `created`. */
  checkout_url: z.string(),
  failure_reason: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  paid_at: z.number(),
  credited_at: z.number(),
});
export type RechargeOrder = z.output<typeof rechargeOrderSchema>;

/** The recharge screen's data. */
export const rechargeInfoSchema = z.object({
  currency: z.enum(PRICE_CURRENCIES),
  /** `diamond` includes the test diamonds, `test_diamond` says how many. */
  balance: z.object({ diamond: z.number(), test_diamond: z.number(), gold: z.number() }),
  packages: z.array(rechargePackageSchema),
  methods: z.array(paymentMethodSchema),
  open_order: rechargeOrderSchema.nullable(),
});
export type RechargeInfo = z.output<typeof rechargeInfoSchema>;

const orderNo = z.string().regex(/^R[0-9A-Z]{6,30}$/, 'must be an order number');

/** `/api/recharge/getRechargeInfo`. */
export const getRechargeInfo = endpoint({
  path: '/api/recharge/getRechargeInfo',
  method: ['GET', 'POST'],
  auth: 'required',
  summary:
    "The recharge screen: diamond balance, the site's packages in the visitor's currency, methods, open order",
  input: z.object(siteSelector),
  output: rechargeInfoSchema,
});

/** `/api/recharge/createOrder`: the same request id answers the same order (a double-click makes one order). */
export const createOrder = endpoint({
  path: '/api/recharge/createOrder',
  method: 'POST',
  auth: 'required',
  summary: 'Makes a recharge order and opens its checkout; the same request_id answers the same order',
  input: z.object({
    ...siteSelector,
    package_id: z.coerce.number<number>().int().positive(),
    method: z.string().min(1).max(32),
    request_id: requestId,
  }),
  output: rechargeOrderSchema,
});

/** `/api/recharge/getOrder`: polled by the result page. */
export const getOrder = endpoint({
  path: '/api/recharge/getOrder',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "One of the caller's recharge orders (settled from the provider first while open)",
  input: z.object({ order_no: orderNo }),
  output: rechargeOrderSchema,
});

/** `/api/recharge/getOpenOrder`. */
export const getOpenOrder = endpoint({
  path: '/api/recharge/getOpenOrder',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "The caller's newest order still waiting for payment or credit, or null",
  input: z.object({}),
  output: rechargeOrderSchema.nullable(),
});

/** `/api/recharge/getOrderList`. */
export const getOrderList = endpoint({
  path: '/api/recharge/getOrderList',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "The caller's recharge orders, newest first",
  input: z.object({
    page: z.coerce.number<number>().int().min(1).max(1000).default(1),
    size: z.coerce.number<number>().int().min(1).max(50).default(20),
  }),
  output: z.object({
    total: z.number(),
    page: z.number(),
    size: z.number(),
    list: z.array(rechargeOrderSchema),
  }),
});

/** `/api/recharge/refundOrder` (operators). */
export const refundOrder = endpoint({
  path: '/api/recharge/refundOrder',
  method: 'POST',
  auth: 'required',
  summary: 'Operators: refund a credited order (diamonds and invite profit go back; refused when spent)',
  input: z.object({ order_no: orderNo }),
  output: rechargeOrderSchema,
});

/** An invitee's spending kind that earns the inviter a share, with the share's percent. */
export const profitConsumeTypeSchema = z.object({
  type: z.enum(['all', 'recharge']),
  name: z.string(),
  share_percent: z.number(),
});
export type ProfitConsumeType = z.output<typeof profitConsumeTypeSchema>;

/** One invite profit: the invitee's recharge and the inviter's share (diamonds; `time` in epoch seconds). */
export const inviteProfitSchema = z.object({
  id: z.number(),
  type: z.literal('recharge'),
  order_no: z.string(),
  /** The invitee. */
  uid: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  /** Diamonds the invitee recharged. */
  amount: z.number(),
  profit: z.number(),
  /** The order was refunded: the profit was taken back. */
  refunded: z.boolean(),
  time: z.number(),
});
export type InviteProfit = z.output<typeof inviteProfitSchema>;

/** `/api/user/getProfitConsumeType`. */
export const getProfitConsumeType = endpoint({
  path: '/api/user/getProfitConsumeType',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: "The invitee spending that earns an inviter a share, with the share's percent",
  input: z.object({}),
  output: z.object({ list: z.array(profitConsumeTypeSchema) }),
});

/** `/api/user/getProfitList`: a page of profits with today's (UTC+8) and the total profit. */
export const getProfitList = endpoint({
  path: '/api/user/getProfitList',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "The caller's invite profits (newest first), today's and total profit",
  input: z.object({
    page: z.coerce.number<number>().int().min(1).max(1000).default(1),
    size: z.coerce.number<number>().int().min(1).max(50).default(20),
    type: z.enum(['all', 'recharge']).default('all'),
  }),
  output: z.object({
    total: z.number(),
    page: z.number(),
    size: z.number(),
    profit: z.number(),
    total_profit: z.number(),
    list: z.array(inviteProfitSchema),
  }),
});
