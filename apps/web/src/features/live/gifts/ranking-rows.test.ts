import { describe, expect, it } from 'vitest';
import type { ContributionRow } from './gift-types';
import { rankingRows } from './ranking-rows';

const row = (rank: number, uid: number, value: number): ContributionRow => ({
  rank,
  uid,
  nick_name: `u${uid}`,
  avatar: '',
  user_level: 1,
  value,
});

describe('rankingRows', () => {
  const list = [row(1, 7, 900), row(2, 8, 500)];

  it('shows a caller who is in the top once, marked, and pins nothing', () => {
    const { rows, pinned } = rankingRows(list, row(2, 8, 500));
    expect(rows.map((r) => [r.row.uid, r.mine])).toEqual([
      [7, false],
      [8, true],
    ]);
    expect(pinned).toBeNull();
  });

  it("pins the caller's place under the list when it is outside the top", () => {
    expect(rankingRows(list, row(31, 9, 10)).pinned?.uid).toBe(9);
    expect(rankingRows(list, null).pinned).toBeNull();
  });
});
