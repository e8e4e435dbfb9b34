import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { Ledger } from './ledger';
import { registerWalletRoutes } from './routes';

export { Ledger } from './ledger';
export type { ReconcileProblem, ReconcileReport } from './reconcile';
export { anchorPointsCash, ledgerSettings } from './settings';
export * from './test-money';
export * from './types';
export { reconcileLedger } from './reconcile';
export { transLogView } from './wallet-view';

const ledgers = new WeakMap<AppContext, Ledger>();

/** The ledger of a context (one per context: every feature shares it). */
export function ledgerOf(ctx: AppContext): Ledger {
  let ledger = ledgers.get(ctx);
  if (!ledger) {
    ledger = new Ledger(ctx.db, ctx.now);
    ledgers.set(ctx, ledger);
  }
  return ledger;
}

/** Registers the wallet's ledger reads (`/api/wallet/getBalances`, `/api/wallet/getTransLog`). */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerWalletRoutes(app, ctx, ledgerOf(ctx));
}
