import type { Db } from '../../db/database';
import type { Lang } from '../../http/error-codes';
import { toSeconds } from '../../http/wire-time';
import type { PayoutMethod } from '@tifo/api-contract/constants';
import type { WithdrawState } from './db-tables';
import type { WithdrawalRow } from './requests';
import { minorToMajor } from './rules';

/** The spec's payout status labels (section 9), per state and language. */
export const STATE_LABELS: Record<WithdrawState, Record<Lang, string>> = {
  review: { zh: '审核中', pt: 'Em análise' },
  dispatching: { zh: '发放中', pt: 'Em pagamento' },
  dispatched: { zh: '已发放', pt: 'Pago' },
  cancelled: { zh: '已取消', pt: 'Cancelado' },
};

/** The account shown back: enough to recognise it, not enough to copy it from a screenshot. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** A withdrawal as clients see it (times in epoch seconds), with its state history. */
export function withdrawalView(
  row: WithdrawalRow,
  events: Array<{ state: string; created_at: number }>,
  lang: Lang,
  options: { fullAccount?: boolean } = {},
) {
  return {
    id: Number(row.id),
    uid: Number(row.user_id),
    points: row.points,
    money: minorToMajor(row.money_minor),
    money_minor: row.money_minor,
    money_currency: row.money_currency,
    // Stored as text; requests only ever take the contract's methods (applyWithdraw's input).
    method: row.method as PayoutMethod,
    account: options.fullAccount ? row.account : maskAccount(row.account),
    state: row.state,
    state_label: STATE_LABELS[row.state][lang],
    created_at: toSeconds(Number(row.created_at)),
    updated_at: toSeconds(Number(row.updated_at)),
    steps: events.map((e) => ({
      state: e.state as WithdrawState,
      label: STATE_LABELS[e.state as WithdrawState]?.[lang] ?? e.state,
      time: toSeconds(Number(e.created_at)),
    })),
  };
}

/** The state histories of some withdrawals, oldest step first. */
export async function eventsOf(
  db: Db,
  ids: number[],
): Promise<Map<number, Array<{ state: string; created_at: number }>>> {
  const out = new Map<number, Array<{ state: string; created_at: number }>>();
  if (ids.length === 0) return out;
  const rows = await db.kysely
    .selectFrom('withdrawal_events')
    .select(['withdrawal_id', 'state', 'created_at'])
    .where('withdrawal_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const id = Number(r.withdrawal_id);
    const list = out.get(id) ?? [];
    list.push({ state: r.state, created_at: Number(r.created_at) });
    out.set(id, list);
  }
  return out;
}
