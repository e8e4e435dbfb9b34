import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle';

describe('Throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at once, then at most once per second with a trailing call', () => {
    const fire = vi.fn();
    const t = new Throttle(fire, 1000);
    t.schedule();
    expect(fire).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i += 1) t.schedule();
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('keeps a one-second spacing under a steady stream', () => {
    const times: number[] = [];
    const t = new Throttle(() => times.push(Date.now()), 1000);
    for (let ms = 0; ms < 5000; ms += 50) {
      t.schedule();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(2000);
    for (let i = 1; i < times.length; i += 1) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    }
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times.length).toBeLessThanOrEqual(6);
  });

  it('cancel drops the trailing call', () => {
    const fire = vi.fn();
    const t = new Throttle(fire, 1000);
    t.schedule();
    t.schedule();
    t.cancel();
    vi.advanceTimersByTime(3000);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
