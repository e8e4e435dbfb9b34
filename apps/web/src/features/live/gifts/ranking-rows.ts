// The ranking sheet's rows: each sender once. The caller's own place is pinned under the list only when it is
// not already in it (the API answers `mine` for a caller in the top too; shown twice, it read as a duplicate).
import type { ContributionRow } from './gift-types';

/** The rows to draw: the list with the caller's row marked, and the caller's row to pin when outside it. */
export function rankingRows(
  list: readonly ContributionRow[],
  mine: ContributionRow | null | undefined,
): { rows: Array<{ row: ContributionRow; mine: boolean }>; pinned: ContributionRow | null } {
  const seen = new Set<number>();
  const rows: Array<{ row: ContributionRow; mine: boolean }> = [];
  for (const row of list) {
    if (seen.has(row.uid)) continue;
    seen.add(row.uid);
    rows.push({ row, mine: !!mine && row.uid === mine.uid });
  }
  return { rows, pinned: mine && !seen.has(mine.uid) ? mine : null };
}
