import type { OrderState } from './db-tables';

/**
 * Every allowed transition (README "Order states"). Failed and expired orders may still become paid: when the
 * provider reports money received (a late or out-of-order success), crediting it beats losing it.
 */
export const TRANSITIONS: ReadonlyMap<OrderState, readonly OrderState[]> = new Map<
  OrderState,
  readonly OrderState[]
>([
  ['created', ['paid', 'failed', 'expired']],
  ['paid', ['credited']],
  ['credited', ['refunded']],
  ['failed', ['paid']],
  ['expired', ['paid']],
  ['refunded', []],
]);

/** Whether `from -> to` is a transition of the machine. */
export function canTransition(from: OrderState, to: OrderState): boolean {
  return TRANSITIONS.get(from)?.includes(to) ?? false;
}

/** States an order can still leave on its own (recovery looks at these). */
export const OPEN_STATES: readonly OrderState[] = ['created', 'paid'];

/** What the client shows: pending (wait), success, failed (failed or expired), refunded. */
export function resultOf(state: OrderState): 'pending' | 'success' | 'failed' | 'refunded' {
  switch (state) {
    case 'created':
    case 'paid':
      return 'pending';
    case 'credited':
      return 'success';
    case 'refunded':
      return 'refunded';
    default:
      return 'failed';
  }
}
