// Test money (README "Test money"): diamonds credited by a test payment provider (the sandbox) are their own
// currency, `test_diamond`, and a gift paid with them credits the anchor `test_point`, never `anchor_point`.
// Keeping them apart as currencies (not as tags on entries) keeps every rule of the ledger as it is: one ledger,
// entries summing to zero per currency, balances never negative; and "test money never becomes a withdrawal" is
// then structural, because withdrawals only ever move `anchor_point`.
import type { AccountRef, Balances, Currency, Posting } from './types';

/** The test currency beside each real one a test payment can reach. */
export const TEST_CURRENCY_OF = {
  diamond: 'test_diamond',
  anchor_point: 'test_point',
} as const satisfies Partial<Record<Currency, Currency>>;

/** Diamonds a user can spend: real and test ones (a purchase takes test diamonds first). */
export function spendableDiamonds(balances: Balances): number {
  return balances.diamond.available + balances.test_diamond.available;
}

/** How a diamond price is paid: `test` from test diamonds (first), `real` from diamonds. */
export interface DiamondSplit {
  test: number;
  real: number;
}

/**
 * Splits a price over a user's test and real diamonds, test first: test money is worth nothing outside the
 * product, so it is the first to go, and real diamonds stay for what only they can buy (an anchor's points).
 */
export function splitDiamondPrice(testAvailable: number, price: number): DiamondSplit {
  const test = Math.max(0, Math.min(testAvailable, price));
  return { test, real: price - test };
}

/** The postings that pay a split price from a user to an account (zero parts left out). */
export function diamondPostings(split: DiamondSplit, from: AccountRef, to: AccountRef): Posting[] {
  const postings: Posting[] = [];
  if (split.test > 0) postings.push({ currency: 'test_diamond', from, to, amount: split.test });
  if (split.real > 0) postings.push({ currency: 'diamond', from, to, amount: split.real });
  return postings;
}
