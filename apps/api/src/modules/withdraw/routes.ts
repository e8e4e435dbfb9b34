import { wallet as walletContract, withdraw } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { WalletService } from './service';
import { transLog } from './trans-log';

/** The withdrawal calls (README); balances and the trans-log are the ledger's (`/api/wallet/getBalances`, `getTransLog`). */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, wallet: WalletService): void {
  defineRoute(app, ctx, {
    ...walletContract.getTransLog,
    handler: ({ input, user, lang }) => transLog(ctx, user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    ...withdraw.getWithdrawInfo,
    handler: ({ user, lang }) => wallet.withdrawInfo(user.userId, lang),
  });

  defineRoute(app, ctx, {
    ...withdraw.applyWithdraw,
    handler: ({ input, user, lang }) => wallet.apply(user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    ...withdraw.getWithdrawList,
    handler: ({ input, user, lang }) => wallet.list(user.userId, input.page, input.size, lang),
  });

  defineRoute(app, ctx, {
    ...withdraw.getWithdrawQueue,
    handler: async ({ input, user, lang }) => {
      await wallet.requireOperator(user.userId);
      return wallet.queue(input.state, input.limit, lang);
    },
  });

  defineRoute(app, ctx, {
    ...withdraw.reviewWithdraw,
    handler: async ({ input, user, lang }) => {
      await wallet.requireOperator(user.userId);
      return wallet.review(input.id, input.action, user.userId, input.note, lang);
    },
  });
}
