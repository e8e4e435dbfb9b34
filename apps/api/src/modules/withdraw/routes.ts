import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { CURRENCIES, TRANSFER_KINDS } from '../ledger';
import { positiveId } from '../live/inputs';
import { requestIdInput } from '../vip/routes';
import { PAYOUT_METHODS, WITHDRAW_ACTIONS } from './rules';
import type { WalletService } from './service';
import { transLog } from './trans-log';

/** An empty filter from a form means "all". */
const blankIsAll = (v: unknown) => (v === '' || v === null ? undefined : v);

const STATES = ['open', 'review', 'dispatching', 'dispatched', 'cancelled'] as const;

/** The withdrawal calls (README); balances and the trans-log are the ledger's (`/api/wallet/getBalances`, `getTransLog`). */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, wallet: WalletService): void {
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/wallet/getTransLog',
    summary:
      "The caller's ledger entries, newest first, by currency and kind, a page per cursor; withdrawals with their review step",
    auth: 'required',
    input: z.object({
      currency: z.preprocess(blankIsAll, z.enum(CURRENCIES).optional()),
      kind: z.preprocess(blankIsAll, z.enum(TRANSFER_KINDS).optional()),
      cursor: z.preprocess(blankIsAll, positiveId.optional()),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    handler: ({ input, user, lang }) => transLog(ctx, user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/wallet/getWithdrawInfo',
    summary: "Withdrawal rules (minimum, rate, methods), the anchor's points and the open request",
    auth: 'required',
    input: z.object({}),
    handler: ({ user, lang }) => wallet.withdrawInfo(user.userId, lang),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/wallet/applyWithdraw',
    summary:
      'Anchors: turn anchor points into money; the points are held until an operator dispatches or cancels',
    auth: 'required',
    input: z.object({
      points: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      method: z.enum(PAYOUT_METHODS),
      account: z.string().trim().min(3).max(64),
      request_id: requestIdInput,
    }),
    handler: ({ input, user, lang }) => wallet.apply(user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/wallet/getWithdrawList',
    summary: "The caller's withdrawal requests with their review steps, newest first",
    auth: 'required',
    input: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      size: z.coerce.number().int().min(1).max(50).default(20),
    }),
    handler: ({ input, user, lang }) => wallet.list(user.userId, input.page, input.size, lang),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/wallet/getWithdrawQueue',
    summary: 'Operators: withdrawal requests in a state (open by default), oldest first',
    auth: 'required',
    input: z.object({
      state: z.enum(STATES).default('open'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    handler: async ({ input, user, lang }) => {
      await wallet.requireOperator(user.userId);
      return wallet.queue(input.state, input.limit, lang);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/wallet/reviewWithdraw',
    summary: 'Operators: approve (to dispatching), dispatch (posts the hold) or cancel (voids it) a request',
    auth: 'required',
    input: z.object({
      id: positiveId,
      action: z.enum(WITHDRAW_ACTIONS),
      note: z.string().max(200).default(''),
    }),
    handler: async ({ input, user, lang }) => {
      await wallet.requireOperator(user.userId);
      return wallet.review(input.id, input.action, user.userId, input.note, lang);
    },
  });
}
