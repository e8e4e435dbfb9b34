// Withdrawal rules (README "Rules"): amounts, the money an anchor point is worth, and the review's transitions.
import { anchorPointsCash } from '../ledger';
import type { WithdrawAction } from '@tifo/api-contract/constants';
import type { WithdrawState } from './db-tables';

/** The fewest points a request may take. */
export const MIN_WITHDRAW_POINTS = 100;
/** The most points one request may take (a bigger payout is split and reviewed request by request). */
export const MAX_WITHDRAW_POINTS = 1_000_000;
/** The currency payouts are made in. */
export const PAYOUT_CURRENCY = 'CNY';
// Payout methods (where the money goes) and operator actions are the HTTP contract's: the calls take them.
export {
  PAYOUT_METHODS,
  WITHDRAW_ACTIONS,
  type PayoutMethod,
  type WithdrawAction,
} from '@tifo/api-contract/constants';

/** States in which a request is open (points held, one per anchor). */
export const OPEN_STATES: readonly WithdrawState[] = ['review', 'dispatching'];

/** The state an action leads to, and the states it may start from. */
const TRANSITIONS: Record<WithdrawAction, { to: WithdrawState; from: readonly WithdrawState[] }> = {
  approve: { to: 'dispatching', from: ['review'] },
  dispatch: { to: 'dispatched', from: ['dispatching'] },
  cancel: { to: 'cancelled', from: ['review', 'dispatching'] },
};

/**
 * Where `action` takes a request in `state`: `{to, repeat: false}` for a move, `{to, repeat: true}` when the
 * request is already where the action leads (an operator's second click), or null when not allowed.
 */
export function nextState(
  state: WithdrawState,
  action: WithdrawAction,
): { to: WithdrawState; repeat: boolean } | null {
  const rule = TRANSITIONS[action];
  if (state === rule.to) return { to: rule.to, repeat: true };
  return rule.from.includes(state) ? { to: rule.to, repeat: false } : null;
}

/**
 * The money `points` are worth at the ledger's cash rate (LEDGER_ANCHOR_POINT_CASH_RATE, money per point), in
 * minor units, rounded down to the cent as the ledger's `anchorPointsCash` does: user info's `money` and a
 * request's payout agree.
 */
export function moneyFor(points: number, rate: number): number {
  return Math.round(anchorPointsCash(points, rate) * 100);
}

/** Minor units as a decimal number of the major unit (1230 -> 12.3), as user info's `money` is. */
export function minorToMajor(minor: number): number {
  return Math.round(minor) / 100;
}
