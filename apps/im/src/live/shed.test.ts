import { describe, expect, it } from 'vitest';
import { MESSAGE_PRIORITY, type MessagePriority } from '@tifo/protocol';
import { shedBatch } from './shed';
import { liveTestMessage } from './test-message';

const message = (ID: string, priority: MessagePriority) => liveTestMessage(ID, { priority });

const { HIGH, NORMAL, LOW, LOWEST } = MESSAGE_PRIORITY;

describe('shedBatch', () => {
  it('keeps a batch within the threshold as it is', () => {
    const batch = [message('a', LOW), message('b', NORMAL)];
    expect(shedBatch(batch, 2)).toBe(batch);
  });

  it('sheds Lowest, then Low, then Normal, the oldest of a priority first, and never High', () => {
    const batch = [
      message('n1', NORMAL),
      message('h1', HIGH),
      message('l1', LOW),
      message('w1', LOWEST),
      message('n2', NORMAL),
      message('l2', LOW),
      message('h2', HIGH),
    ];
    const ids = (threshold: number) => shedBatch(batch, threshold).map((m) => m.ID);
    expect(ids(6)).toEqual(['n1', 'h1', 'l1', 'n2', 'l2', 'h2']);
    expect(ids(5)).toEqual(['n1', 'h1', 'n2', 'l2', 'h2']);
    expect(ids(3)).toEqual(['h1', 'n2', 'h2']);
    expect(ids(0)).toEqual(['h1', 'h2']);
  });
});
