import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireMessage } from '@tifo/protocol';
import { LongPollRing } from './long-poll-ring';
import { liveTestMessage } from './test-message';

const numbered = (seq: number) =>
  liveTestMessage(`m${seq}`, { broadcastSequence: seq, time: 1_700_000_000 + seq });

const seqs = (messages: WireMessage[]) => messages.map((m) => m.broadcastSequence);

describe('LongPollRing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers by broadcast sequence, in order, and keeps the newest 500', async () => {
    const ring = new LongPollRing();
    expect(ring.newestTime()).toBeUndefined();
    ring.add([numbered(2), numbered(1)]);
    ring.add([numbered(3)]);
    expect(seqs(await ring.poll(0, 0))).toEqual([1, 2, 3]);
    expect(seqs(await ring.poll(2, 0))).toEqual([3]);
    ring.add(Array.from({ length: 600 }, (_, i) => numbered(4 + i)));
    const all = await ring.poll(0, 0);
    expect(all).toHaveLength(500);
    expect(all[0]!.broadcastSequence).toBe(104);
    expect(ring.newestTime()).toBe(1_700_000_603);
  });

  it('holds a reader until a message after its sequence arrives, or the hold ends, or the ring is released', async () => {
    const ring = new LongPollRing();
    ring.add([numbered(1)]);
    const waiting = ring.poll(1, 30_000);
    expect(ring.waiting).toBe(1);
    ring.add([numbered(2)]);
    expect(seqs(await waiting)).toEqual([2]);
    expect(ring.waiting).toBe(0);

    const timedOut = ring.poll(2, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(await timedOut).toEqual([]);

    const released = ring.poll(2, 30_000);
    ring.release();
    expect(await released).toEqual([]);
    expect(ring.waiting).toBe(0);
  });
});
