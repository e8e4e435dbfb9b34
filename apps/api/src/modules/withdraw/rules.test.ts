import { describe, expect, it } from 'vitest';
import { minorToMajor, moneyFor, nextState } from './rules';

describe('withdrawal review', () => {
  it('moves review -> dispatching -> dispatched, and cancels only open requests', () => {
    expect(nextState('review', 'approve')).toEqual({ to: 'dispatching', repeat: false });
    expect(nextState('dispatching', 'dispatch')).toEqual({ to: 'dispatched', repeat: false });
    expect(nextState('review', 'cancel')).toEqual({ to: 'cancelled', repeat: false });
    expect(nextState('dispatching', 'cancel')).toEqual({ to: 'cancelled', repeat: false });
    expect(nextState('review', 'dispatch')).toBeNull();
    expect(nextState('dispatched', 'cancel')).toBeNull();
    expect(nextState('cancelled', 'approve')).toBeNull();
    expect(nextState('dispatched', 'approve')).toBeNull();
  });

  it('answers a repeated action as a repeat, not an error', () => {
    expect(nextState('dispatching', 'approve')).toEqual({ to: 'dispatching', repeat: true });
    expect(nextState('cancelled', 'cancel')).toEqual({ to: 'cancelled', repeat: true });
  });

  it('values points at the cash rate, rounded down to the cent', () => {
    expect(moneyFor(100, 0.1)).toBe(1000);
    expect(minorToMajor(moneyFor(123, 0.1))).toBe(12.3);
    expect(moneyFor(7, 0.07)).toBe(49);
    expect(moneyFor(1, 0.005)).toBe(0);
    expect(moneyFor(500, 0)).toBe(0);
  });
});
