import { spendableDiamonds } from './test-money';
import { anchorPointsCash } from './settings';
import type { BalanceSummary, HistoryPage } from './types';

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** `/api/wallet/getBalances`: every balance, the recharge total and the anchor points' cash value. */
export function balancesView(summary: BalanceSummary, cashRate: number) {
  const { diamond, gold, anchor_point, test_diamond, test_point } = summary.balances;
  return {
    // What the user can spend, test diamonds included (README "Test money"); `test_diamond` says how many of them.
    diamond: spendableDiamonds(summary.balances),
    test_diamond: test_diamond.available,
    diamond_held: diamond.held,
    diamond_total: summary.diamondTotal,
    gold: gold.available,
    gold_held: gold.held,
    anchor_point: anchor_point.available,
    anchor_point_held: anchor_point.held,
    // The anchor's share of gifts paid with test diamonds: shown, never withdrawable, never in `money`.
    test_point: test_point.available,
    money: anchorPointsCash(anchor_point.available, cashRate),
    anchor_point_rate: cashRate,
  };
}

/** `/api/wallet/getTransLog`: entries in the spec's snake_case, times in epoch seconds. */
export function transLogView(page: HistoryPage) {
  return {
    list: page.list.map((e) => ({
      id: e.id,
      transfer_id: e.transferId,
      kind: e.kind,
      state: e.state,
      currency: e.currency,
      amount: e.amount,
      balance_after: e.balanceAfter,
      reversal: e.reversal,
      memo: e.memo,
      created_at: seconds(e.createdAt),
    })),
    next_cursor: page.nextCursor,
  };
}
