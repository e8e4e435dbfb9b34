import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Balances, Currency } from './types';
import { CURRENCIES } from './types';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Takes `amount` from a user's available balance if it is there, in one statement (check and update cannot be
 * separated by another transaction); `hold` moves it to held instead of out. Returns the available balance
 * after, or undefined when the funds are not there (or the account was never credited).
 */
export async function debitIfFunded(
  db: Executor,
  userId: number,
  currency: Currency,
  amount: number,
  hold: boolean,
  now: number,
): Promise<number | undefined> {
  // Raw SQL on the hot path: a gift is four statements, and Kysely's builders cost more than SQLite runs them.
  const { rows } = await sql<{ available: number }>`
    UPDATE ledger_accounts SET available = available - ${amount}, held = held + ${hold ? amount : 0}, updated_at = ${now}
    WHERE user_id = ${userId} AND currency = ${currency} AND available >= ${amount}
    RETURNING available`.execute(db);
  const row = rows[0];
  return row === undefined ? undefined : Number(row.available);
}

/** Adds `amount` to a user's available balance (creating the account), `recharged` to its recharge total. */
export async function credit(
  db: Executor,
  userId: number,
  currency: Currency,
  amount: number,
  recharged: number,
  now: number,
): Promise<number> {
  const { rows } = await sql<{ available: number }>`
    INSERT INTO ledger_accounts (user_id, currency, available, held, recharged, updated_at)
    VALUES (${userId}, ${currency}, ${amount}, 0, ${recharged}, ${now})
    ON CONFLICT (user_id, currency) DO UPDATE SET available = ledger_accounts.available + excluded.available,
      recharged = ledger_accounts.recharged + excluded.recharged, updated_at = excluded.updated_at
    RETURNING available`.execute(db);
  const row = rows[0]!;
  return Number(row.available);
}

/** Changes of an account's columns by signed amounts. */
export interface Shift {
  available: number;
  held: number;
  recharged: number;
}

/**
 * Moves an existing account's columns by signed amounts with no funds check: settling a hold (post, void) or
 * undoing this transfer's own earlier changes. Returns the available balance after.
 */
export async function shift(
  db: Executor,
  userId: number,
  currency: Currency,
  by: Shift,
  now: number,
): Promise<number> {
  const row = await db
    .updateTable('ledger_accounts')
    .set((eb) => ({
      available: eb('available', '+', by.available),
      held: eb('held', '+', by.held),
      recharged: eb('recharged', '+', by.recharged),
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .returning('available')
    .executeTakeFirstOrThrow();
  return row.available;
}

/** Zero balances in every currency. */
export function emptyBalances(): Balances {
  return Object.fromEntries(CURRENCIES.map((c) => [c, { available: 0, held: 0 }])) as Balances;
}

/** A user's balances and recharge total in one query (user info reads this on every call). */
export async function readAccounts(
  db: Executor,
  userId: number,
): Promise<{ balances: Balances; diamondTotal: number }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['currency', 'available', 'held', 'recharged'])
    .where('user_id', '=', userId)
    .execute();
  const balances = emptyBalances();
  let diamondTotal = 0;
  for (const row of rows) {
    if (!(CURRENCIES as readonly string[]).includes(row.currency)) continue;
    balances[row.currency as Currency] = { available: Number(row.available), held: Number(row.held) };
    // Test diamonds bought through the sandbox count too: `diamond` shows them, so the total matches it.
    if (row.currency === 'diamond' || row.currency === 'test_diamond') diamondTotal += Number(row.recharged);
  }
  return { balances, diamondTotal };
}
