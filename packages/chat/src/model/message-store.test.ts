import { describe, expect, it } from 'vitest';
import { MessageStore } from './message-store';

describe('MessageStore delivered sequence', () => {
  it('an own message above a gap waits until the gap closes', () => {
    const store = new MessageStore();
    store.noteSequence('GROUPg', 10);
    store.noteOwn('GROUPg', 14);
    expect(store.lastSeq('GROUPg')).toBe(10);
    store.noteSequence('GROUPg', 13);
    expect(store.lastSeq('GROUPg')).toBe(14);
  });

  it('an own message right after the delivered one advances it at once', () => {
    const store = new MessageStore();
    store.noteSequence('GROUPg', 3);
    store.noteOwn('GROUPg', 4);
    store.noteOwn('GROUPg', 2);
    expect(store.lastSeq('GROUPg')).toBe(4);
  });

  it('history pages do not move the delivered sequence', () => {
    const store = new MessageStore();
    store.noteSequence('GROUPg', 5);
    store.put({ ID: 'x', conversationID: 'GROUPg', sequence: 40 } as never);
    expect(store.lastSeq('GROUPg')).toBe(5);
    expect(store.bySeq('GROUPg', 40)?.ID).toBe('x');
  });
});
