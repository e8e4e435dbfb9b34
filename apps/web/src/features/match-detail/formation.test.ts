import { describe, expect, it } from 'vitest';
import { formationSlots, parseFormation } from './formation';

describe('formation', () => {
  it('parses valid formations and falls back to 4-4-2', () => {
    expect(parseFormation('4-2-3-1')).toEqual([4, 2, 3, 1]);
    expect(parseFormation('3-5-2')).toEqual([3, 5, 2]);
    expect(parseFormation('4-4')).toEqual([4, 4, 2]);
    expect(parseFormation(undefined)).toEqual([4, 4, 2]);
  });
  it('places 11 players, goalkeeper first and deepest, rows advancing', () => {
    const slots = formationSlots('4-3-3');
    expect(slots).toHaveLength(11);
    expect(slots[0]).toEqual({ x: 0.5, y: 0.06, row: 0 });
    const ys = [1, 2, 3].map((r) => slots.find((s) => s.row === r)!.y);
    expect(ys[0]).toBeLessThan(ys[1]!);
    expect(ys[1]).toBeLessThan(ys[2]!);
    expect(Math.max(...slots.map((s) => s.y))).toBeLessThanOrEqual(0.92);
    const defenders = slots.filter((s) => s.row === 1).map((s) => s.x);
    expect(defenders).toEqual([0.2, 0.4, 0.6, 0.8].map((x) => expect.closeTo(x, 5)));
  });
});
