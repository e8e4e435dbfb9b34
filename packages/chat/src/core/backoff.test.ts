import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const options = { minDelay: 100, maxDelay: 5000 };

describe('backoffDelay', () => {
  it('stays at the floor with no jitter and grows its ceiling exponentially', () => {
    expect(backoffDelay(0, options, () => 0)).toBe(100);
    expect(backoffDelay(0, options, () => 0.999)).toBe(100);
    expect(backoffDelay(1, options, () => 0.999)).toBe(200);
    expect(backoffDelay(3, options, () => 0.999)).toBe(800);
  });

  it('never exceeds the maximum, even for huge attempts', () => {
    for (const attempt of [6, 10, 31, 100, 1e6]) {
      expect(backoffDelay(attempt, options, () => 0.999999)).toBeLessThanOrEqual(5000);
    }
  });

  it('spreads delays between floor and ceiling (jitter)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const d = backoffDelay(4, options);
      expect(d).toBeGreaterThanOrEqual(100);
      expect(d).toBeLessThanOrEqual(1600);
      seen.add(d);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('treats a negative attempt as the first', () => {
    expect(backoffDelay(-5, options, () => 0.5)).toBe(100);
  });
});
