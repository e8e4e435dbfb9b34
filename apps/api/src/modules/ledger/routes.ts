import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { MAX_HISTORY_LIMIT } from './history';
import type { Ledger } from './ledger';
import { ledgerSettings } from './settings';
import { CURRENCIES, TRANSFER_KINDS } from './types';
import { balancesView, transLogView } from './wallet-view';

const TRANS_LOG = '/api/wallet/getTransLog';

/** The wallet's ledger reads (README "Calls"): the caller's balances and trans-log. */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, ledger: Ledger): void {
  const settings = ledgerSettings();

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/wallet/getBalances',
    summary:
      "The caller's diamonds, gold and anchor points (available and held), recharge total and cash value",
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) =>
      balancesView(await ledger.summary(user.userId), settings.anchorPointCashRate),
  });

  // The withdraw module serves this call with each withdrawal's review step; without it, the plain entries.
  if (app.hasRoute({ method: 'GET', url: TRANS_LOG })) return;
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: TRANS_LOG,
    summary: "The caller's ledger entries, newest first, by currency and kind, a page per cursor",
    auth: 'required',
    input: z.object({
      // An empty filter from a form means "all".
      currency: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CURRENCIES).optional()),
      kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TRANSFER_KINDS).optional()),
      cursor: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce.number().int().positive().optional(),
      ),
      limit: z.coerce.number().int().min(1).max(MAX_HISTORY_LIMIT).default(20),
    }),
    handler: async ({ input, user }) =>
      transLogView(
        await ledger.history(user.userId, {
          currency: input.currency,
          kind: input.kind,
          cursor: input.cursor,
          limit: input.limit,
        }),
      ),
  });
}
