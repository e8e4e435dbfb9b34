import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appliesAtOnce, createEventBatcher } from './event-batcher';

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

describe('room events applied at once', () => {
  it('are room settings and managers’ actions; texts, enters and exits wait for the flush', () => {
    const text = { type: 'text', id: 'a', uid: '1', nick: 'n', text: 't', own: false } as const;
    expect(appliesAtOnce(text)).toBe(false);
    const base = { type: 'room', now: 0, selfUid: '' } as const;
    expect(
      appliesAtOnce({
        ...base,
        action: { action: 'EnterRoom', uid: '1', nick: 'n', level: 1, vip: false, role: 'member' },
      }),
    ).toBe(false);
    expect(appliesAtOnce({ ...base, action: { action: 'ExitRoom', uid: '1', nick: 'n' } })).toBe(false);
    expect(
      appliesAtOnce({
        ...base,
        action: { action: 'ChangePublishConfig', speak: 'all', slow_mode: 10, mute_all: 0 },
      }),
    ).toBe(true);
    expect(appliesAtOnce({ ...base, action: { action: 'ClearChatList' } })).toBe(true);
    expect(appliesAtOnce({ type: 'banned', until: -1 })).toBe(true);
  });
});
