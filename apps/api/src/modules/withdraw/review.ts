// The operators' review (README "Review"): approve (review -> dispatching, the points stay held), dispatch
// (dispatching -> dispatched, the hold is posted: the points leave for good) and cancel (review or dispatching
// -> cancelled, the hold is voided: the points return). The state change and the ledger's move share one
// transaction; the guarded update makes two operators' clicks land once.
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { ledgerOf } from '../ledger';
import type { WithdrawalRow } from './requests';
import { nextState, type WithdrawAction } from './rules';

/** Who acts: an operator's uid, or null for the command line (`npm run withdraw`). */
export type OperatorId = number | null;

/** Applies an operator's action; a repeated action answers the request as it is (`repeat: true`). */
export async function reviewWithdrawal(
  ctx: AppContext,
  id: number,
  action: WithdrawAction,
  operatorId: OperatorId,
  note = '',
): Promise<{ row: WithdrawalRow; repeat: boolean }> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .$if(ctx.db.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) throw new ApiError('WITHDRAW_NOT_FOUND');
    const next = nextState(row.state, action);
    if (!next) {
      throw new ApiError('WITHDRAW_STATE', `${action} of a ${row.state} request`, { state: row.state });
    }
    if (next.repeat) return { row, repeat: true };
    const now = ctx.now();
    const updated = await trx
      .updateTable('withdrawals')
      .set({
        state: next.to,
        open: next.to === 'dispatching' ? 1 : null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('state', '=', row.state)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiError('WITHDRAW_STATE', 'changed meanwhile', { state: row.state });
    if (next.to === 'dispatched') await ledgerOf(ctx).post(row.transfer_key, { trx });
    if (next.to === 'cancelled') await ledgerOf(ctx).void(row.transfer_key, { trx });
    await trx
      .insertInto('withdrawal_events')
      .values({
        withdrawal_id: id,
        state: next.to,
        operator_id: operatorId,
        note: note.slice(0, 200),
        created_at: now,
      })
      .execute();
    return { row: updated, repeat: false };
  });
}
