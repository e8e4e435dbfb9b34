import { describe, expect, it } from 'vitest';
import { DedupWindow, MessageDedup } from './dedup';

describe('DedupWindow', () => {
  it('rejects a repeat and forgets the oldest past capacity', () => {
    const w = new DedupWindow<number>(3);
    expect(w.add(1)).toBe(true);
    expect(w.add(1)).toBe(false);
    w.add(2);
    w.add(3);
    w.add(4);
    expect(w.size).toBe(3);
    expect(w.has(1)).toBe(false);
    expect(w.add(1)).toBe(true);
    expect(w.has(2)).toBe(false);
  });
});

describe('MessageDedup', () => {
  it('shows a message received twice once, by sequence or by ID', () => {
    const d = new MessageDedup();
    expect(d.accept('C2Cbob', 1, 'a')).toBe(true);
    expect(d.accept('C2Cbob', 1, 'a')).toBe(false);
    expect(d.accept('C2Cbob', 1, 'other-id')).toBe(false);
    expect(d.accept('C2Cbob', 2, 'a')).toBe(false);
    expect(d.accept('GROUPg', 1, 'b')).toBe(true);
  });

  it('keeps 200 sequences per conversation and 100 IDs', () => {
    const d = new MessageDedup();
    for (let s = 1; s <= 250; s += 1) expect(d.accept('C2Cx', s, `id${s}`)).toBe(true);
    // sequence 30 left the 200-window and id30 left the 100-window: accepted again
    expect(d.accept('C2Cx', 30, 'id30')).toBe(true);
    // sequence 240 still in the window even with a fresh ID
    expect(d.accept('C2Cx', 240, 'fresh')).toBe(false);
  });
});
