import { describe, expect, it } from 'vitest';
import { CONV_TYPE, MESSAGE_PRIORITY, wireMessage, type MessagePriority } from '@tifo/protocol';
import { shedBatch } from './shed';

function message(ID: string, priority: MessagePriority) {
  const m = wireMessage({
    ID,
    conversationType: CONV_TYPE.GROUP,
    from: 'fan',
    to: 'room',
    random: 1,
    time: 1_700_000_000,
    elements: [{ type: 'TIMTextElem', content: { text: ID } }],
  });
  return { ...m, priority };
}

const { HIGH, NORMAL, LOW, LOWEST } = MESSAGE_PRIORITY;

describe('shedBatch', () => {
  it('keeps a batch within the threshold as it is', () => {
    const batch = [message('a', LOW), message('b', NORMAL)];
    expect(shedBatch(batch, 2)).toEqual({ kept: batch, shed: 0 });
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
    const ids = (threshold: number) => shedBatch(batch, threshold).kept.map((m) => m.ID);
    expect(ids(6)).toEqual(['n1', 'h1', 'l1', 'n2', 'l2', 'h2']);
    expect(ids(5)).toEqual(['n1', 'h1', 'n2', 'l2', 'h2']);
    expect(ids(3)).toEqual(['h1', 'n2', 'h2']);
    expect(shedBatch(batch, 0)).toMatchObject({ kept: [{ ID: 'h1' }, { ID: 'h2' }], shed: 5 });
  });
});
