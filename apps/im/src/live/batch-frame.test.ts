import { describe, expect, it } from 'vitest';
import { fullLiveMessage, type LiveMessagesPush } from '@tifo/protocol';
import { BatchFrame } from './batch-frame';
import { liveTestMessage } from './test-message';

function bodyOf(frame: Buffer): LiveMessagesPush {
  return (JSON.parse(frame.subarray(frame.indexOf('{')).toString()) as { body: LiveMessagesPush }).body;
}

describe('BatchFrame', () => {
  const batch = [
    liveTestMessage('a', { broadcastSequence: 1 }),
    liveTestMessage('b', { broadcastSequence: 2 }),
  ];

  it('writes version 1 viewers the full messages and later ones the lean form, which reads back the same', () => {
    const frame = new BatchFrame('room', batch);
    const full = bodyOf(frame.for(false));
    const lean = bodyOf(frame.for(true));
    expect(full).toEqual({ groupID: 'room', messageList: batch });
    expect(lean.groupID).toBe('room');
    expect(lean.messageList.map((m) => fullLiveMessage(m, lean.groupID))).toEqual(batch);
    expect(frame.for(true).length).toBeLessThan(frame.for(false).length / 2);
  });

  it('encodes each form once and hands every viewer the same bytes', () => {
    const frame = new BatchFrame('room', batch);
    expect(frame.for(true)).toBe(frame.for(true));
    expect(frame.for(false)).toBe(frame.for(false));
  });
});
