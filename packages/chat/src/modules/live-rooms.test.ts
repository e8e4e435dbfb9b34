import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, wireMessage } from '@tifo/protocol';
import type { LiveWireMessage, LongPollResponse, WireMessage } from '@tifo/protocol';
import { LongPoller, POLL_INTERVALS } from './live-rooms';

function answer(body: Partial<LongPollResponse>): Response {
  return new Response(
    JSON.stringify({ code: 0, message: 'ok', key: 'k', nextBroadcastSeq: 1, messageList: [], ...body }),
  );
}

describe('LongPoller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins without a key, then polls with key and sequence; slows down after 20 empty answers', async () => {
    const calls: { at: number; body: Record<string, unknown> }[] = [];
    const fetchFn = vi.fn(async (_url: unknown, init?: RequestInit) => {
      calls.push({ at: Date.now(), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return answer({ nextBroadcastSeq: 5 });
    });
    const poller = new LongPoller('@TGS#a1', {
      httpBase: () => 'http://svc',
      onMessages: () => {},
      onError: () => {},
      fetch: fetchFn as unknown as typeof fetch,
    });
    await poller.start();
    expect(calls[0]!.body).toEqual({ groupID: '@TGS#a1', protocolVersion: PROTOCOL_VERSION });
    for (let i = 0; i < 22; i += 1) await vi.advanceTimersByTimeAsync(POLL_INTERVALS.base);
    expect(calls[1]!.body).toMatchObject({
      groupID: '@TGS#a1',
      key: 'k',
      startBroadcastSeq: 5,
      holdTime: 90,
      protocolVersion: PROTOCOL_VERSION,
    });
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    expect(gaps.slice(0, 20).every((g) => g === POLL_INTERVALS.base)).toBe(true);
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVALS.base + POLL_INTERVALS.extra);
    expect(calls.length - before).toBeLessThanOrEqual(1);
    expect(calls.at(-1)!.at - calls.at(-2)!.at).toBe(POLL_INTERVALS.base + POLL_INTERVALS.extra);
    poller.stop();
  });

  it('delivers messages whole, waits the maximum after a failure, stops when the room is gone', async () => {
    const got: WireMessage[][] = [];
    // The service answers lean (protocol version 2): the room and the fields at their defaults are left out.
    const lean: LiveWireMessage = { ID: 'm1', from: 'fan', random: 3, time: 100, elements: [], nick: 'Ana' };
    const errors: number[] = [];
    let gone = '';
    const replies: (() => Response)[] = [
      () => answer({}),
      () => answer({ messageList: [lean], nextBroadcastSeq: 2 }),
      () => {
        throw new TypeError('network down');
      },
      () => answer({ code: 2603, message: 'cannot find group' }),
    ];
    const times: number[] = [];
    const fetchFn = vi.fn(async () => {
      times.push(Date.now());
      return replies.shift()!();
    });
    const poller = new LongPoller('@TGS#a2', {
      httpBase: () => 'http://svc',
      onMessages: (_g, list) => got.push(list),
      onError: (_g, e) => errors.push(e.code),
      onGone: (g) => {
        gone = g;
      },
      fetch: fetchFn as unknown as typeof fetch,
    });
    await poller.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVALS.base); // message
    await vi.advanceTimersByTimeAsync(POLL_INTERVALS.base); // network failure
    await vi.advanceTimersByTimeAsync(POLL_INTERVALS.max); // group gone
    expect(got).toEqual([[wireMessage({ ...lean, conversationType: 'GROUP', to: '@TGS#a2' })]]);
    expect(errors).toEqual([2800, 2603]);
    expect(times[3]! - times[2]!).toBe(POLL_INTERVALS.max);
    expect(gone).toBe('@TGS#a2');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });
});
