import { describe, expect, it } from 'vitest';
import { ViewerList } from './viewer-list';

describe('ViewerList', () => {
  it('adds once, removes by swapping, and visits every item once from any start', () => {
    const list = new ViewerList<string>();
    for (const v of ['a', 'b', 'c', 'd']) expect(list.add(v)).toBe(true);
    expect(list.add('b')).toBe(false);
    expect(list.delete('b')).toBe(true);
    expect(list.delete('b')).toBe(false);
    expect(list.has('b')).toBe(false);
    expect(list.toArray()).toEqual(['a', 'd', 'c']);
    const seen: string[] = [];
    list.forEachFrom(4, (v) => seen.push(v));
    expect(seen).toEqual(['d', 'c', 'a']);
    const negative: string[] = [];
    list.forEachFrom(-1, (v) => negative.push(v));
    expect(negative).toEqual(['c', 'a', 'd']);
    expect(list.size).toBe(3);
  });

  it('does nothing on an empty list', () => {
    const list = new ViewerList<number>();
    let calls = 0;
    list.forEachFrom(3, () => calls++);
    expect(calls).toBe(0);
  });
});
