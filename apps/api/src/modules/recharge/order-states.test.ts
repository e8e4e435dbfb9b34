import { describe, expect, it } from 'vitest';
import type { OrderState } from './db-tables';
import { OPEN_STATES, TRANSITIONS, canTransition, resultOf } from './order-states';

const ALL: OrderState[] = ['created', 'paid', 'credited', 'failed', 'expired', 'refunded'];

describe('order state machine', () => {
  it('allows exactly the documented transitions', () => {
    const allowed = ALL.flatMap((from) =>
      ALL.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'created>paid',
        'created>failed',
        'created>expired',
        'paid>credited',
        'credited>refunded',
        'failed>paid',
        'expired>paid',
      ].sort(),
    );
  });

  it('never credits without a payment and never leaves refunded', () => {
    for (const from of ALL) if (from !== 'paid') expect(canTransition(from, 'credited')).toBe(false);
    expect(TRANSITIONS.get('refunded')).toEqual([]);
    expect(canTransition('credited', 'paid')).toBe(false);
    expect(canTransition('created', 'credited')).toBe(false);
  });

  it('names the open states and what the result page shows', () => {
    expect(OPEN_STATES).toEqual(['created', 'paid']);
    expect(ALL.map(resultOf)).toEqual(['pending', 'pending', 'success', 'failed', 'failed', 'refunded']);
  });
});
