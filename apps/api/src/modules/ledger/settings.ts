/** The ledger's settings (README "Settings"), from the environment. */
export interface LedgerSettings {
  /**
   * The cash value of one anchor point in the site's currency (LEDGER_ANCHOR_POINT_CASH_RATE, e.g. 0.01); 0 when
   * not configured, and then user info's `money` is 0 (no rate, no value shown rather than a made-up one).
   */
  anchorPointCashRate: number;
}

/** Reads the settings; an unreadable or negative rate counts as not configured. */
export function ledgerSettings(env: NodeJS.ProcessEnv = process.env): LedgerSettings {
  const rate = Number(env.LEDGER_ANCHOR_POINT_CASH_RATE ?? '');
  return { anchorPointCashRate: Number.isFinite(rate) && rate > 0 ? rate : 0 };
}

/** Anchor points' cash value, rounded down to the cent (never pays out more than the points are worth). */
export function anchorPointsCash(points: number, rate: number): number {
  // Through integer cents: 0.07 * 100 is 7.000000000000001 in floating point.
  return Math.floor(Math.round(points * rate * 1e6) / 1e4) / 100;
}
