// Anchors' withdrawals and their review by operators (apps/api/src/modules/withdraw/README.md).
import { z } from 'zod';
import { PAYOUT_METHODS, WITHDRAW_ACTIONS, WITHDRAW_STATES } from './constants';
import { endpoint } from './endpoint';
import { positiveId, requestId } from './inputs';

/** A withdrawal request with its state history (times in epoch seconds). */
export const withdrawalSchema = z.object({
  id: z.number(),
  uid: z.number(),
  points: z.number(),
  /** The payout in the major unit (12.3), and in minor units (1230). */
  money: z.number(),
  money_minor: z.number(),
  money_currency: z.string(),
  method: z.enum(PAYOUT_METHODS),
  /** Masked for the anchor; in full for operators. */
  account: z.string(),
  state: z.enum(WITHDRAW_STATES),
  state_label: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  steps: z.array(z.object({ state: z.enum(WITHDRAW_STATES), label: z.string(), time: z.number() })),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

/** A request as a call that made or moved it answers: `replayed` when an earlier call with the same id did. */
export const withdrawalResultSchema = withdrawalSchema.extend({ replayed: z.boolean() });
export type WithdrawalResult = z.output<typeof withdrawalResultSchema>;

/** The /withdraw screen's rules and balance, and the open request if any. */
export const withdrawInfoSchema = z.object({
  is_anchor: z.number(),
  anchor_point: z.number(),
  anchor_point_held: z.number(),
  money: z.number(),
  money_currency: z.string(),
  /** Money per point; 0 when no rate is configured (withdrawals are then WITHDRAW_UNAVAILABLE). */
  rate: z.number(),
  min_points: z.number(),
  max_points: z.number(),
  methods: z.array(z.enum(PAYOUT_METHODS)).readonly(),
  open: withdrawalSchema.nullable(),
});
export type WithdrawInfo = z.output<typeof withdrawInfoSchema>;

/** `/api/wallet/getWithdrawInfo`. */
export const getWithdrawInfo = endpoint({
  path: '/api/wallet/getWithdrawInfo',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "Withdrawal rules (minimum, rate, methods), the anchor's points and the open request",
  input: z.object({}),
  output: withdrawInfoSchema,
});

/** `/api/wallet/applyWithdraw`: the same request id answers the same request (a double tap asks once). */
export const applyWithdraw = endpoint({
  path: '/api/wallet/applyWithdraw',
  method: 'POST',
  auth: 'required',
  summary:
    'Anchors: turn anchor points into money; the points are held until an operator dispatches or cancels',
  input: z.object({
    points: z.coerce.number<number>().int().positive().max(Number.MAX_SAFE_INTEGER),
    method: z.enum(PAYOUT_METHODS),
    account: z.string().trim().min(3).max(64),
    request_id: requestId,
  }),
  output: withdrawalResultSchema,
});

/** `/api/wallet/getWithdrawList`. */
export const getWithdrawList = endpoint({
  path: '/api/wallet/getWithdrawList',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "The caller's withdrawal requests with their review steps, newest first",
  input: z.object({
    page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
    size: z.coerce.number<number>().int().min(1).max(50).default(20),
  }),
  output: z.object({
    total: z.number(),
    page: z.number(),
    size: z.number(),
    list: z.array(withdrawalSchema),
  }),
});

/** `/api/wallet/getWithdrawQueue` (operators). */
export const getWithdrawQueue = endpoint({
  path: '/api/wallet/getWithdrawQueue',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: 'Operators: withdrawal requests in a state (open by default), oldest first',
  input: z.object({
    state: z.enum(['open', ...WITHDRAW_STATES]).default('open'),
    limit: z.coerce.number<number>().int().min(1).max(200).default(50),
  }),
  output: z.object({ list: z.array(withdrawalSchema) }),
});

/** `/api/wallet/reviewWithdraw` (operators). */
export const reviewWithdraw = endpoint({
  path: '/api/wallet/reviewWithdraw',
  method: 'POST',
  auth: 'required',
  summary: 'Operators: approve (to dispatching), dispatch (posts the hold) or cancel (voids it) a request',
  input: z.object({
    id: positiveId,
    action: z.enum(WITHDRAW_ACTIONS),
    note: z.string().max(200).default(''),
  }),
  output: withdrawalResultSchema,
});
