import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Currency, HistoryPage, HistoryQuery, TransferKind, TransferState } from './types';
import { MAX_HISTORY_LIMIT } from '@tifo/api-contract/constants';

/**
 * A user's entries newest first (the trans-log). The cursor is the last entry id of the previous page, so a
 * page never repeats or skips entries written while the user scrolls.
 */
export async function entriesPage(
  db: Kysely<Database>,
  userId: number,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const limit = Math.min(Math.max(Math.trunc(query.limit) || 1, 1), MAX_HISTORY_LIMIT);
  let select = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      'e.id',
      'e.transfer_id',
      'e.kind',
      'e.currency',
      'e.amount',
      'e.balance_after',
      'e.reversal',
      'e.created_at',
      't.state',
      't.memo',
    ])
    .where('e.user_id', '=', userId);
  if (query.currency) select = select.where('e.currency', '=', query.currency);
  if (query.kind) select = select.where('e.kind', '=', query.kind);
  if (query.cursor !== undefined) select = select.where('e.id', '<', query.cursor);
  const rows = await select
    .orderBy('e.id', 'desc')
    .limit(limit + 1)
    .execute();
  const list = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    transferId: Number(row.transfer_id),
    kind: row.kind as TransferKind,
    state: row.state as TransferState,
    currency: row.currency as Currency,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after ?? 0),
    reversal: Number(row.reversal) === 1,
    memo: JSON.parse(row.memo) as Record<string, unknown>,
    createdAt: Number(row.created_at),
  }));
  return { list, nextCursor: rows.length > limit ? list[list.length - 1]!.id : null };
}
