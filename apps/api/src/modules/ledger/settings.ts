/** The ledger's settings (README "Settings"), from the environment. */
export interface LedgerSettings {
  /**
   * The cash value of one anchor point in CNY (LEDGER_ANCHOR_POINT_CASH_RATE). The default, 0.1, is what a diamond
   * costs in the seeded recharge packages (60 diamonds for 6 CNY), so an anchor's share of a gift keeps the value the
   * fan paid. `0` turns cash values and withdrawals off (user info's `money` is then 0).
   */
  anchorPointCashRate: number;
}

/** The rate when LEDGER_ANCHOR_POINT_CASH_RATE is not set (see anchorPointCashRate). */
export const DEFAULT_ANCHOR_POINT_CASH_RATE = 0.1;

/** Reads the settings; an unreadable or negative rate counts as not configured (0). */
export function ledgerSettings(env: NodeJS.ProcessEnv = process.env): LedgerSettings {
  const rate = Number(env.LEDGER_ANCHOR_POINT_CASH_RATE ?? DEFAULT_ANCHOR_POINT_CASH_RATE);
  return { anchorPointCashRate: Number.isFinite(rate) && rate > 0 ? rate : 0 };
}

/** Anchor points' cash value, rounded down to the cent (never pays out more than the points are worth). */
export function anchorPointsCash(points: number, rate: number): number {
  // Through integer cents: 0.07 * 100 is 7.000000000000001 in floating point.
  return Math.floor(Math.round(points * rate * 1e6) / 1e4) / 100;
}
