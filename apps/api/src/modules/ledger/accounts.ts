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
  const row = await db
    .updateTable('ledger_accounts')
    .set((eb) => ({
      available: eb('available', '-', amount),
      held: hold ? eb('held', '+', amount) : eb.ref('held'),
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('available', '>=', amount)
    .returning('available')
    .executeTakeFirst();
  return row?.available;
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
  const row = await db
    .insertInto('ledger_accounts')
    .values({ user_id: userId, currency, available: amount, held: 0, recharged, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'currency']).doUpdateSet((eb) => ({
        available: eb('ledger_accounts.available', '+', eb.ref('excluded.available')),
        recharged: eb('ledger_accounts.recharged', '+', eb.ref('excluded.recharged')),
        updated_at: now,
      })),
    )
    .returning('available')
    .executeTakeFirstOrThrow();
  return row.available;
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
    if (row.currency === 'diamond') diamondTotal = Number(row.recharged);
  }
  return { balances, diamondTotal };
}
