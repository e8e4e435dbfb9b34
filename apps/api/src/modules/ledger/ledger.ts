import { sql } from 'kysely';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { credit, debitIfFunded, readAccounts, shift } from './accounts';
import type { Shift } from './accounts';
import type { LedgerEntriesTable, LedgerTransfersTable } from './db-tables';
import { entriesPage } from './history';
import { reconcileLedger } from './reconcile';
import type { ReconcileReport } from './reconcile';
import { checkRequest, netDeltas } from './request';
import type { AccountDelta, CheckedRequest } from './request';
import type {
  Balances,
  BalanceSummary,
  HistoryPage,
  HistoryQuery,
  LedgerOptions,
  Posting,
  TransferKind,
  TransferRequest,
  TransferResult,
  TransferState,
} from './types';

type Trx = Transaction<Database>;
type TransferRow = Selectable<LedgerTransfersTable>;

function toResult(row: TransferRow, replayed: boolean): TransferResult {
  return {
    id: Number(row.id),
    key: row.key,
    kind: row.kind as TransferKind,
    state: row.state as TransferState,
    postings: JSON.parse(row.postings) as Posting[],
    memo: JSON.parse(row.memo) as Record<string, unknown>,
    createdAt: Number(row.created_at),
    replayed,
  };
}

/** Writes entries in one statement (raw SQL: this runs on every gift). */
async function insertEntries(trx: Trx, rows: Array<Insertable<LedgerEntriesTable>>): Promise<void> {
  const values = rows.map(
    (r) =>
      sql`(${r.transfer_id}, ${r.user_id}, ${r.system}, ${r.currency}, ${r.amount}, ${r.balance_after}, ${r.kind}, ${r.reversal ?? 0}, ${r.created_at})`,
  );
  await sql`INSERT INTO ledger_entries
    (transfer_id, user_id, system, currency, amount, balance_after, kind, reversal, created_at)
    VALUES ${sql.join(values)}`.execute(trx);
}

/** The entries of postings: each posting takes from one account and gives to the other. */
function entryRows(
  transferId: number,
  kind: TransferKind,
  postings: Posting[],
  reversal: boolean,
  startOf: (userId: number, currency: string) => number,
  now: number,
): Array<Insertable<LedgerEntriesTable>> {
  const running = new Map<string, number>();
  const rows: Array<Insertable<LedgerEntriesTable>> = [];
  for (const p of postings) {
    const sides = reversal
      ? ([
          [p.to, -p.amount],
          [p.from, p.amount],
        ] as const)
      : ([
          [p.from, -p.amount],
          [p.to, p.amount],
        ] as const);
    for (const [ref, amount] of sides) {
      let balanceAfter: number | null = null;
      if ('userId' in ref) {
        const id = `${ref.userId}:${p.currency}`;
        balanceAfter = (running.get(id) ?? startOf(ref.userId, p.currency)) + amount;
        running.set(id, balanceAfter);
      }
      rows.push({
        transfer_id: transferId,
        user_id: 'userId' in ref ? ref.userId : null,
        system: 'system' in ref ? ref.system : '',
        currency: p.currency,
        amount,
        balance_after: balanceAfter,
        kind,
        reversal: reversal ? 1 : 0,
        created_at: now,
      });
    }
  }
  return rows;
}

/** Where each changed account started and ended in a transfer, to write the entries' balance after. */
function starts(deltas: AccountDelta[], finals: number[]): (userId: number, currency: string) => number {
  const start = new Map(deltas.map((d, i) => [`${d.userId}:${d.currency}`, finals[i]! - d.delta]));
  return (userId, currency) => start.get(`${userId}:${currency}`) ?? 0;
}

/**
 * The ledger (README.md): every movement of diamonds, gold and anchor points. Get it with `ledgerOf(ctx)`.
 */
export class Ledger {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Runs `fn` in the caller's transaction, or in a new one. */
  private within<T>(options: LedgerOptions | undefined, fn: (trx: Trx) => Promise<T>): Promise<T> {
    return options?.trx ? fn(options.trx) : this.db.kysely.transaction().execute(fn);
  }

  /**
   * Applies the postings atomically, once per key: a retry returns the first result (`replayed: true`), the same
   * key with other content throws IDEMPOTENCY_CONFLICT; a user account without the funds throws
   * INSUFFICIENT_FUNDS (data `{ currency }`).
   */
  async transfer(request: TransferRequest, options?: LedgerOptions): Promise<TransferResult> {
    const req = checkRequest(request);
    const now = this.now();
    return this.within(options, async (trx) => {
      // The unique key decides who is first; on PostgreSQL a concurrent duplicate waits here for the first
      // attempt's transaction, then finds its row (or inserts, when that attempt rolled back).
      const state = req.pending ? 'pending' : 'posted';
      const { rows } = await sql<{ id: number }>`
        INSERT INTO ledger_transfers (key, kind, state, postings, memo, digest, created_at)
        VALUES (${req.key}, ${req.kind}, ${state}, ${JSON.stringify(req.postings)}, ${JSON.stringify(req.memo)},
          ${req.digest}, ${now})
        ON CONFLICT (key) DO NOTHING
        RETURNING id`.execute(trx);
      const inserted = rows[0];
      if (!inserted) return this.replay(trx, req);
      const id = Number(inserted.id);
      const finals = await this.applyDeltas(trx, req, id, now, options?.trx !== undefined);
      await insertEntries(trx, entryRows(id, req.kind, req.postings, false, starts(req.deltas, finals), now));
      return {
        id,
        key: req.key,
        kind: req.kind,
        state: req.pending ? 'pending' : 'posted',
        postings: req.postings,
        memo: req.memo,
        createdAt: now,
        replayed: false,
      };
    });
  }

  private async replay(trx: Trx, req: CheckedRequest): Promise<TransferResult> {
    const row = await trx
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('key', '=', req.key)
      .executeTakeFirst();
    // Only a caller's REPEATABLE READ transaction could miss the committed first attempt.
    if (!row) throw new ApiError('INTERNAL', `ledger: transfer ${req.key} not visible`);
    if (row.digest !== req.digest) throw new ApiError('IDEMPOTENCY_CONFLICT', req.key);
    return toResult(row, true);
  }

  /**
   * Changes the users' balances in lock order; returns each account's available balance after. Inside a
   * caller's transaction a refusal undoes this transfer's own changes first, so the caller may go on (e.g. try
   * another way to pay) without rolling back.
   */
  private async applyDeltas(
    trx: Trx,
    req: CheckedRequest,
    id: number,
    now: number,
    undo: boolean,
  ): Promise<number[]> {
    const finals: number[] = [];
    const done: Array<{ delta: AccountDelta; back: Shift }> = [];
    try {
      for (const d of req.deltas) {
        const recharged = req.kind === 'recharge' ? d.delta : 0;
        if (d.delta < 0) {
          const after = await debitIfFunded(trx, d.userId, d.currency, -d.delta, req.pending, now);
          if (after === undefined)
            throw new ApiError('INSUFFICIENT_FUNDS', d.currency, { currency: d.currency });
          finals.push(after);
          done.push({
            delta: d,
            back: { available: -d.delta, held: req.pending ? d.delta : 0, recharged: -recharged },
          });
        } else if (d.delta > 0) {
          finals.push(await credit(trx, d.userId, d.currency, d.delta, recharged, now));
          done.push({ delta: d, back: { available: -d.delta, held: 0, recharged: -recharged } });
        } else {
          finals.push((await readAccounts(trx, d.userId)).balances[d.currency].available);
        }
      }
    } catch (error) {
      if (undo) {
        for (const { delta, back } of done.reverse())
          await shift(trx, delta.userId, delta.currency, back, now);
        await trx.deleteFrom('ledger_transfers').where('id', '=', id).execute();
      }
      throw error;
    }
    return finals;
  }

  /** Settles a pending transfer: the held debits leave for good. Idempotent (a second post is replayed). */
  post(key: string, options?: LedgerOptions): Promise<TransferResult> {
    return this.settle(key, 'posted', options);
  }

  /** Cancels a pending transfer: the held debits return to available, reversal entries are written. */
  void(key: string, options?: LedgerOptions): Promise<TransferResult> {
    return this.settle(key, 'voided', options);
  }

  private async settle(
    key: string,
    to: 'posted' | 'voided',
    options?: LedgerOptions,
  ): Promise<TransferResult> {
    const now = this.now();
    return this.within(options, async (trx) => {
      // The state change is the lock: of two concurrent settles only one finds the transfer pending.
      const row = await trx
        .updateTable('ledger_transfers')
        .set({ state: to, settled_at: now })
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const existing = await trx
          .selectFrom('ledger_transfers')
          .selectAll()
          .where('key', '=', key)
          .executeTakeFirst();
        if (!existing) throw new ApiError('TRANSFER_NOT_FOUND', key);
        if (existing.state === to) return toResult(existing, true);
        throw new ApiError('TRANSFER_NOT_PENDING', `${key} is ${existing.state}`, { state: existing.state });
      }
      const result = toResult(row, false);
      // Pending transfers credit system accounts only, so every user delta is a held debit.
      const deltas = netDeltas(result.postings);
      const finals: number[] = [];
      for (const d of deltas) {
        const back: Shift = { available: to === 'voided' ? -d.delta : 0, held: d.delta, recharged: 0 };
        finals.push(await shift(trx, d.userId, d.currency, back, now));
      }
      if (to === 'voided') {
        await insertEntries(
          trx,

          entryRows(
            result.id,
            result.kind,
            result.postings,
            true,
            starts(
              deltas.map((d) => ({ ...d, delta: -d.delta })),
              finals,
            ),
            now,
          ),
        );
      }
      return result;
    });
  }

  /** A user's balances in every currency (zero where never credited). */
  async balances(userId: number, options?: LedgerOptions): Promise<Balances> {
    return (await readAccounts(options?.trx ?? this.db.kysely, userId)).balances;
  }

  /** Balances plus diamonds ever credited by recharges, in one query (user info). */
  summary(userId: number, options?: LedgerOptions): Promise<BalanceSummary> {
    return readAccounts(options?.trx ?? this.db.kysely, userId);
  }

  /** A user's entries, newest first, filtered by currency and kind, a page at a time. */
  history(userId: number, query: HistoryQuery): Promise<HistoryPage> {
    return entriesPage(this.db.kysely, userId, query);
  }

  /** Proves the books: zero sums per currency, cached balances and holds equal to their entries. */
  reconcile(): Promise<ReconcileReport> {
    return reconcileLedger(this.db.kysely);
  }
}
