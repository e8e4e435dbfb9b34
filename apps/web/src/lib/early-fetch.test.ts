import { describe, expect, it, vi } from 'vitest';
import { EARLY_FRESH_MS, startEarly, takeEarly } from './early-fetch';

describe('early fetch', () => {
  it('hands a started request to the first taker only', async () => {
    const load = vi.fn(() => Promise.resolve('room'));
    startEarly('a', load, 1000);
    startEarly('a', load, 1100);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takeEarly<string>('a', 1200)).resolves.toBe('room');
    expect(takeEarly('a', 1300)).toBeUndefined();
  });

  it('ignores a request older than the freshness limit', () => {
    startEarly('b', () => Promise.resolve(1), 1000);
    expect(takeEarly('b', 1000 + EARLY_FRESH_MS + 1)).toBeUndefined();
  });

  it('keeps a failure for the taker without an unhandled rejection', async () => {
    startEarly('c', () => Promise.reject(new Error('down')), 1000);
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeEarly('c', 1001)).rejects.toThrow('down');
  });
});
