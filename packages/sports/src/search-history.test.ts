import { describe, expect, it } from 'vitest';
import { updateSearchHistory } from './search-history';
import type { SearchLogEntry } from './search-history';

const e = (id: number | string): SearchLogEntry => ({ target_id: id, name: `n${id}` });

describe('search history', () => {
  it('adds newest first and keeps the last 5 distinct', () => {
    let list: SearchLogEntry[] = [];
    for (let i = 1; i <= 7; i += 1) list = updateSearchHistory(list, e(i));
    expect(list.map((x) => x.target_id)).toEqual([7, 6, 5, 4, 3]);
  });
  it('ignores duplicates by target_id', () => {
    const list = updateSearchHistory([e(2), e(1)], e(1));
    expect(list.map((x) => x.target_id)).toEqual([2, 1]);
    expect(updateSearchHistory([e(2)], { target_id: '2' })).toHaveLength(1);
  });
  it('ignores empty entries', () => {
    expect(updateSearchHistory([e(1)], null)).toHaveLength(1);
    expect(updateSearchHistory([e(1)], undefined)).toHaveLength(1);
    expect(updateSearchHistory([e(1)], { target_id: '' })).toHaveLength(1);
  });
  it('is replaced (cleared) when given an array', () => {
    expect(updateSearchHistory([e(1), e(2)], [])).toEqual([]);
    expect(updateSearchHistory([e(1)], [e(9)]).map((x) => x.target_id)).toEqual([9]);
  });
});
