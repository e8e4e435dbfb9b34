import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One thing found wrong in the books. */
export interface ReconcileProblem {
  check: 'currency_sum' | 'transfer_sum' | 'balance' | 'recharged' | 'negative' | 'held';
  detail: string;
}

/** What `reconcile()` found: counts, every system account's balance, and the problems (none when ok). */
export interface ReconcileReport {
  ok: boolean;
  transfers: number;
  entries: number;
  accounts: number;
  openHolds: number;
  /** Per currency, the sum of all entries (must be 0). */
  sums: Record<string, number>;
  /** `<system>/<currency>`: the platform accounts' balances (sums of their entries). */
  systemBalances: Record<string, number>;
  problems: ReconcileProblem[];
}

const MAX_LISTED = 50;

/** Compares cached user accounts with the sums of their entries; totals cover every account. */
function compareAccounts(
  accounts: Array<{ user_id: number; currency: string; available: number; held: number; recharged: number }>,
  sums: Array<{ user_id: number | null; currency: string; total: number; recharged: number }>,
  held: Array<{ user_id: number | null; currency: string; held: number }>,
  problems: ReconcileProblem[],
): void {
  const id = (r: { user_id: number | null; currency: string }): string =>
    `${Number(r.user_id)}/${r.currency}`;
  const entrySums = new Map(sums.map((r) => [id(r), r]));
  const holds = new Map(held.map((r) => [id(r), Number(r.held)]));
  const seen = new Set<string>();
  for (const a of accounts) {
    const key = id(a);
    seen.add(key);
    const e = entrySums.get(key);
    const available = Number(a.available);
    if (available !== Number(e?.total ?? 0)) {
      problems.push({
        check: 'balance',
        detail: `user ${key}: available ${available}, entries sum ${Number(e?.total ?? 0)}`,
      });
    }
    if (Number(a.recharged) !== Number(e?.recharged ?? 0)) {
      problems.push({
        check: 'recharged',
        detail: `user ${key}: recharged ${Number(a.recharged)}, recharge entries ${Number(e?.recharged ?? 0)}`,
      });
    }
    if (available < 0 || Number(a.held) < 0) {
      problems.push({
        check: 'negative',
        detail: `user ${key}: available ${available}, held ${Number(a.held)}`,
      });
    }
    if (Number(a.held) !== (holds.get(key) ?? 0)) {
      problems.push({
        check: 'held',
        detail: `user ${key}: held ${Number(a.held)}, open holds ${holds.get(key) ?? 0}`,
      });
    }
  }
  for (const e of sums) {
    if (!seen.has(id(e)) && Number(e.total) !== 0) {
      problems.push({
        check: 'balance',
        detail: `user ${id(e)}: no account, entries sum ${Number(e.total)}`,
      });
    }
  }
}

/**
 * Proves the ledger: for every currency the entries sum to zero (and within every transfer), every user's cached
 * balance and recharge total equal their entries, no user balance is negative, and held amounts equal the open
 * (pending) transfers' debits. Reads everything; meant for `npm run ledger:check` and tests, not requests.
 */
export async function reconcileLedger(db: Kysely<Database>): Promise<ReconcileReport> {
  const problems: ReconcileProblem[] = [];
  const bySystem = await db
    .selectFrom('ledger_entries')
    .select(['system', 'currency', sql<number>`SUM(amount)`.as('total'), sql<number>`COUNT(*)`.as('n')])
    .groupBy(['system', 'currency'])
    .execute();
  const sums: Record<string, number> = {};
  const systemBalances: Record<string, number> = {};
  let entries = 0;
  for (const row of bySystem) {
    sums[row.currency] = (sums[row.currency] ?? 0) + Number(row.total);
    entries += Number(row.n);
    if (row.system !== '') systemBalances[`${row.system}/${row.currency}`] = Number(row.total);
  }
  for (const [currency, total] of Object.entries(sums)) {
    if (total !== 0) problems.push({ check: 'currency_sum', detail: `${currency}: entries sum to ${total}` });
  }
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transfer_id', 'currency', sql<number>`SUM(amount)`.as('total')])
    .groupBy(['transfer_id', 'currency'])
    .having(sql<number>`SUM(amount)`, '<>', 0)
    .limit(MAX_LISTED)
    .execute();
  for (const row of unbalanced) {
    problems.push({
      check: 'transfer_sum',
      detail: `transfer ${Number(row.transfer_id)} ${row.currency}: sum ${Number(row.total)}`,
    });
  }
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'currency', 'available', 'held', 'recharged'])
    .execute();
  const userSums = await db
    .selectFrom('ledger_entries')
    .select([
      'user_id',
      'currency',
      sql<number>`SUM(amount)`.as('total'),
      sql<number>`SUM(CASE WHEN kind = 'recharge' THEN amount ELSE 0 END)`.as('recharged'),
    ])
    .where('user_id', 'is not', null)
    .groupBy(['user_id', 'currency'])
    .execute();
  const held = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['e.user_id', 'e.currency', sql<number>`SUM(-e.amount)`.as('held')])
    .where('t.state', '=', 'pending')
    .where('e.user_id', 'is not', null)
    .where('e.amount', '<', 0)
    .groupBy(['e.user_id', 'e.currency'])
    .execute();
  compareAccounts(accounts, userSums, held, problems);
  const counts = await db
    .selectFrom('ledger_transfers')
    .select([
      sql<number>`COUNT(*)`.as('n'),
      sql<number>`SUM(CASE WHEN state = 'pending' THEN 1 ELSE 0 END)`.as('open'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ok: problems.length === 0,
    transfers: Number(counts.n),
    entries,
    accounts: accounts.length,
    openHolds: Number(counts.open ?? 0),
    sums,
    systemBalances,
    problems: problems.slice(0, MAX_LISTED),
  };
}
