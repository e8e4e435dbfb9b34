import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyStream } from './early-stream';
import { LiveFlvLoader } from './flv-loader';

/** A response whose body yields `chunks`, then ends (or stays open when `open`). */
function streamed(chunks: Uint8Array[], open = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200 });
}

function loaderWithSpies() {
  const loader = new LiveFlvLoader();
  const seen: Array<{ bytes: number[]; start: number; received?: number }> = [];
  loader.onDataArrival = (chunk, start, received) =>
    seen.push({ bytes: [...new Uint8Array(chunk)], start, received });
  const onError = vi.fn();
  const onComplete = vi.fn();
  loader.onError = onError;
  loader.onComplete = onComplete;
  return { loader, seen, onError, onComplete };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('live FLV loader', () => {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    void init;
    return Promise.resolve(streamed([new Uint8Array([1, 2]), new Uint8Array([3])]));
  });
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the early fetch of its URL instead of asking again', async () => {
    startEarlyStream('/live/e.flv');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { loader, seen, onComplete } = loaderWithSpies();
    loader.open({ url: '/live/e.flv' } as never, { from: 0, to: -1 });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      { bytes: [1, 2], start: 0, received: 2 },
      { bytes: [3], start: 2, received: 3 },
    ]);
    // The body ended: the anchor stopped (the engine treats that as a drop).
    expect(onComplete).toHaveBeenCalledWith(0, 2);
    expect(loader.isWorking()).toBe(false);
  });

  it('fetches itself when nothing was asked early, and hands over exactly the bytes of a view', async () => {
    const backing = new Uint8Array([9, 9, 4, 5, 9]);
    fetchMock.mockImplementationOnce(() => Promise.resolve(streamed([backing.subarray(2, 4)])));
    const { loader, seen } = loaderWithSpies();
    loader.open({ url: '/live/f.flv' } as never, { from: 0, to: -1 });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/live/f.flv');
    expect(seen[0]!.bytes).toEqual([4, 5]);
  });

  it('reports an HTTP error with its status', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('gone', { status: 404 })));
    const { loader, onError } = loaderWithSpies();
    loader.open({ url: '/live/g.flv' } as never, { from: 0, to: -1 });
    await settle();
    expect(onError).toHaveBeenCalledWith('HttpStatusCodeInvalid', expect.objectContaining({ code: 404 }));
  });

  it('stops quietly when aborted while the stream is open', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(streamed([new Uint8Array([7])], true)));
    const { loader, seen, onError, onComplete } = loaderWithSpies();
    loader.open({ url: '/live/h.flv' } as never, { from: 0, to: -1 });
    await settle();
    expect(loader.isWorking()).toBe(true);
    loader.abort();
    await settle();
    expect(seen).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });
});
