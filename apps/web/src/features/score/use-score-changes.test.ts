import { describe, expect, it } from 'vitest';
import type { Match } from '../../data/sports/types';
import { diffScores } from './use-score-changes';

const m = (id: number, h: number, a: number) => ({ id, home_score: h, away_score: a }) as Match;

describe('diffScores', () => {
  it('reports goals of known matches only', () => {
    const prev = new Map<number, [number, number]>([
      [1, [0, 0]],
      [2, [1, 1]],
    ]);
    const changes = diffScores(prev, [m(1, 1, 0), m(2, 1, 2), m(3, 5, 5)], 10);
    expect(changes.map((c) => [c.match.id, c.side])).toEqual([
      [1, 'home'],
      [2, 'away'],
    ]);
  });
  it('ignores unchanged and corrected (lower) scores', () => {
    const prev = new Map<number, [number, number]>([[1, [2, 0]]]);
    expect(diffScores(prev, [m(1, 1, 0)], 0)).toEqual([]);
    expect(diffScores(prev, [m(1, 2, 0)], 0)).toEqual([]);
  });
});
