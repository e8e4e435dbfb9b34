// Why the withdrawal button is disabled, and what the records list says under an open request: pure, so each
// case is unit-tested. The server still decides (WITHDRAW_* codes); this explains before the anchor taps.
import type { WithdrawInfo, Withdrawal } from './api';

/** Why a withdrawal cannot be asked for now; null when it can. */
export type WithdrawBlock =
  'open' | 'unavailable' | 'notEnough' | 'enterPoints' | 'tooFew' | 'tooMany' | null;

/** The reason the button is disabled for `points` (the field's text), in order of what to fix first. */
export function withdrawBlock(
  info: Pick<WithdrawInfo, 'open' | 'rate' | 'anchor_point' | 'min_points'>,
  points: string,
): WithdrawBlock {
  if (info.open) return 'open';
  if (info.rate <= 0) return 'unavailable';
  if (info.anchor_point < info.min_points) return 'notEnough';
  const n = Number(points);
  if (points === '' || !Number.isInteger(n) || n <= 0) return 'enterPoints';
  if (n < info.min_points) return 'tooFew';
  if (n > info.anchor_point) return 'tooMany';
  return null;
}

/** The records under the open request (shown above them), and the empty text to use when there are none. */
export function pastRecords(
  list: readonly Withdrawal[],
  open: Withdrawal | null,
): { past: Withdrawal[]; emptyKey: 'withdraw.noRecords' | 'withdraw.noEarlierRecords' } {
  return {
    past: list.filter((w) => w.id !== open?.id),
    // "No withdrawals yet" under a request in progress read as if the request were lost.
    emptyKey: open ? 'withdraw.noEarlierRecords' : 'withdraw.noRecords',
  };
}
