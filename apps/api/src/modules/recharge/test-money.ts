// Which orders are test money (README "Test money"). Decided by the order's method code, which the order keeps,
// so an order of a provider that no longer runs (the sandbox turned off with a paid order left) is still
// credited, and refunded, as what it was.

/** Methods whose payments are not real money: their diamonds are the ledger's `test_diamond`. */
const TEST_MONEY_METHODS: ReadonlySet<string> = new Set(['sandbox']);

/** Whether an order's method pays with test money. */
export function isTestMoney(method: string): boolean {
  return TEST_MONEY_METHODS.has(method);
}

/** The ledger currency an order of this method credits (and a refund takes back, and an invite profit pays). */
export function diamondCurrencyOf(method: string): 'diamond' | 'test_diamond' {
  return isTestMoney(method) ? 'test_diamond' : 'diamond';
}
