import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBatcher } from './event-batcher';

describe('event batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const delivered: number[][] = [];
    const batcher = createEventBatcher<number>(
      (e) => delivered.push(e),
      150,
      () => Date.now(),
    );
    return { delivered, batcher };
  };

  it('delivers a quiet room’s first event at once and a burst after it as one batch, in order', () => {
    const { delivered, batcher } = setup();
    batcher.push([1]);
    vi.advanceTimersByTime(0);
    expect(delivered).toEqual([[1]]);
    batcher.push([2, 3]);
    batcher.push([4]);
    vi.advanceTimersByTime(149);
    expect(delivered).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual([[1], [2, 3, 4]]);
  });

  it('a flood gives at most one delivery per interval', () => {
    const { delivered, batcher } = setup();
    for (let ms = 0; ms < 1500; ms += 25) {
      batcher.push([ms]);
      vi.advanceTimersByTime(25);
    }
    vi.advanceTimersByTime(150);
    expect(delivered.length).toBeLessThanOrEqual(11);
    expect(delivered.flat()).toEqual(Array.from({ length: 60 }, (_, i) => i * 25));
  });

  it('flush delivers at once (before the user’s own line); cancel drops the queue', () => {
    const { delivered, batcher } = setup();
    batcher.push([1]);
    batcher.flush();
    expect(delivered).toEqual([[1]]);
    batcher.push([2]);
    batcher.cancel();
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([[1]]);
    batcher.flush();
    batcher.push([]);
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([[1]]);
  });
});
