import { wallet } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { Ledger } from './ledger';
import { ledgerSettings } from './settings';
import { balancesView, transLogView } from './wallet-view';

/** The wallet's ledger reads (README "Calls"): the caller's balances and trans-log. */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, ledger: Ledger): void {
  const settings = ledgerSettings();

  defineRoute(app, ctx, {
    ...wallet.getBalances,
    handler: async ({ user }) =>
      balancesView(await ledger.summary(user.userId), settings.anchorPointCashRate),
  });

  // The withdraw module serves this call with each withdrawal's review step; without it, the plain entries.
  if (app.hasRoute({ method: 'GET', url: wallet.getTransLog.path })) return;
  defineRoute(app, ctx, {
    ...wallet.getTransLog,
    summary: "The caller's ledger entries, newest first, by currency and kind, a page per cursor",
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
