// /api/wallet/getTransLog served with each withdrawal's review step (the ledger registers its plain version only
// when no feature serves the call): a withdrawal's entries carry the request's state now, so the log shows the
// hold under review, then dispatching, dispatched (posted) or cancelled (with the reversal that gave it back).
import type { AppContext } from '../../app-context';
import type { Lang } from '../../http/error-codes';
import { ledgerOf, type HistoryQuery, transLogView } from '../ledger';
import type { WithdrawState } from './db-tables';
import { STATE_LABELS } from './views';

/** One page of the caller's entries, newest first; withdrawal entries with `withdraw_id/state/label`. */
export async function transLog(ctx: AppContext, userId: number, query: HistoryQuery, lang: Lang) {
  const view = transLogView(await ledgerOf(ctx).history(userId, query));
  const idOf = (memo: Record<string, unknown>): number => {
    const id = Number(memo.withdrawId);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  };
  const ids = [...new Set(view.list.filter((e) => e.kind === 'withdraw').map((e) => idOf(e.memo)))].filter(
    (id) => id > 0,
  );
  const states = new Map<number, WithdrawState>();
  if (ids.length > 0) {
    const rows = await ctx.db.kysely
      .selectFrom('withdrawals')
      .select(['id', 'state'])
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    for (const r of rows) states.set(Number(r.id), r.state);
  }
  return {
    ...view,
    list: view.list.map((e) => {
      const state = e.kind === 'withdraw' ? states.get(idOf(e.memo)) : undefined;
      return state
        ? {
            ...e,
            withdraw_id: idOf(e.memo),
            withdraw_state: state,
            withdraw_label: STATE_LABELS[state][lang],
          }
        : e;
    }),
  };
}
