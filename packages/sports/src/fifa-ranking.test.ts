import { describe, expect, it } from 'vitest';
import {
  actualResults,
  expectedResult,
  fifaRanking,
  MATCH_IMPORTANCE,
  pointsExchange,
  type RankedMatch,
} from './fifa-ranking';

const match = (over: Partial<RankedMatch>): RankedMatch => ({
  date: '2026-06-11',
  home: 'A',
  away: 'B',
  score: [1, 0],
  importance: MATCH_IMPORTANCE.worldCupBeforeQuarters,
  finalsKnockout: false,
  ...over,
});

describe('FIFA SUM formula', () => {
  it('expects 0.5 between equals and about 0.595 for a 100-point favourite', () => {
    expect(expectedResult(0)).toBe(0.5);
    expect(expectedResult(100)).toBeCloseTo(0.5948, 4);
    expect(expectedResult(-100) + expectedResult(100)).toBeCloseTo(1, 12);
  });

  it('scores a shoot-out 0.75 to the winner and 0.5 to the loser, after extra time decides otherwise', () => {
    expect(actualResults({ score: [1, 1], penalties: [4, 2] })).toEqual([0.75, 0.5]);
    expect(actualResults({ score: [1, 1], penalties: [3, 5] })).toEqual([0.5, 0.75]);
    expect(actualResults({ score: [1, 1], extraTime: [1, 2] })).toEqual([0, 1]);
    expect(actualResults({ score: [0, 0] })).toEqual([0.5, 0.5]);
  });

  it('moves I * (W - We) points: a group win between equals is worth 25 at a World Cup', () => {
    expect(pointsExchange(match({}), 1500, 1500)).toEqual([25, -25]);
    const [up, down] = pointsExchange(match({ importance: MATCH_IMPORTANCE.qualifier }), 1600, 1500);
    expect(up).toBeCloseTo(25 * (1 - 0.5948), 2);
    expect(down).toBeCloseTo(-up, 9);
  });

  it('lets the loser of a finals knockout keep its points', () => {
    const ko = match({ importance: MATCH_IMPORTANCE.worldCupFromQuarters, finalsKnockout: true });
    expect(pointsExchange(ko, 1500, 1500)).toEqual([30, 0]);
    // The underdog that wins on penalties still gains; the favourite loses nothing.
    const [h, a] = pointsExchange({ ...ko, score: [0, 0], penalties: [2, 4] }, 1600, 1500);
    expect(h).toBe(0);
    expect(a).toBeGreaterThan(0);
  });

  it('runs matches in date order whatever order they come in', () => {
    const first = match({ date: '2026-06-11', home: 'A', away: 'B', score: [1, 0] });
    const second = match({ date: '2026-06-15', home: 'B', away: 'C', score: [2, 0] });
    expect(fifaRanking([second, first])).toEqual(fifaRanking([first, second]));
    // A beat B at 1500-1500 (+25); B, now 1475, beat C at 1500: +50 * (1 - We(-25)).
    const b = fifaRanking([second, first]).find((r) => r.team === 'B')!;
    expect(b.points).toBeCloseTo(1475 + 50 * (1 - expectedResult(-25)), 2);
    expect(b).toMatchObject({ played: 2, won: 1, lost: 1, drawn: 0 });
  });

  it('ranks by points, ties share a rank, and a shoot-out counts as a draw in the record', () => {
    const rows = fifaRanking([
      match({ home: 'A', away: 'B', score: [0, 0] }),
      match({ home: 'C', away: 'D', score: [1, 1], penalties: [5, 4], finalsKnockout: true }),
    ]);
    expect(rows.map((r) => [r.team, r.rank])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 2],
      ['D', 2],
    ]);
    expect(rows[0]).toMatchObject({ drawn: 1, won: 0, points: 1512.5 });
  });
});
