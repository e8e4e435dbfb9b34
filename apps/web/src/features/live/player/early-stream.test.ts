import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_STREAM_TTL_MS, claimEarlyStream, startEarlyStream } from './early-stream';

describe('early stream', () => {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    void init;
    return Promise.resolve(new Response('flv'));
  });
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once and hands the fetch to the first claim only, by absolute URL', async () => {
    startEarlyStream('/live/a.flv');
    startEarlyStream('/live/a.flv');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const claimed = claimEarlyStream(new URL('/live/a.flv', window.location.href).href);
    expect(claimed).not.toBeNull();
    await expect(claimed!.response.then((r) => r.text())).resolves.toBe('flv');
    expect(claimEarlyStream('/live/a.flv')).toBeNull();
  });

  it('aborts a fetch nobody claimed within its time', () => {
    startEarlyStream('/live/b.flv');
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    vi.advanceTimersByTime(EARLY_STREAM_TTL_MS + 1);
    expect(signal.aborted).toBe(true);
    expect(claimEarlyStream('/live/b.flv')).toBeNull();
  });

  it('leaves a claimed fetch running past that time (the player owns it)', () => {
    startEarlyStream('/live/c.flv');
    const claimed = claimEarlyStream('/live/c.flv');
    vi.advanceTimersByTime(EARLY_STREAM_TTL_MS + 1);
    expect(claimed!.abort.signal.aborted).toBe(false);
  });

  it('does not surface a failed unclaimed fetch as an unhandled rejection', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    startEarlyStream('/live/d.flv');
    vi.advanceTimersByTime(EARLY_STREAM_TTL_MS + 1);
    await Promise.resolve();
    expect(claimEarlyStream('/live/d.flv')).toBeNull();
  });
});
