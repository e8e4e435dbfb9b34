import type { AppContext } from '../../app-context';
import { Ledger } from './ledger';

export { Ledger } from './ledger';
export type { ReconcileProblem, ReconcileReport } from './reconcile';
export * from './types';

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
