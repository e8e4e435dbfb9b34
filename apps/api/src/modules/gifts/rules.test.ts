import { describe, expect, it } from 'vitest';
import {
  anchorLevelForPoints,
  anchorPointsFor,
  COMBO_WINDOW_MS,
  giftValue,
  gradeTier,
  isGiftQuantity,
  levelForSpend,
  MAX_LEVEL,
  nextCombo,
  pointsForAnchorLevel,
  spendForLevel,
} from './rules';

describe('gift quantities', () => {
  it('accepts exactly the spec choices', () => {
    for (const n of [1, 10, 66, 88, 100, 520, 1314]) expect(isGiftQuantity(n)).toBe(true);
    for (const n of [0, -1, 2, 9, 11, 99, 521, 1313, 1315, 1.5, Number.NaN])
      expect(isGiftQuantity(n)).toBe(false);
  });
});

describe('value and the anchor share', () => {
  it('counts a diamond as 10 gold', () => {
    expect(giftValue('diamond', 52, 10)).toBe(5200);
    expect(giftValue('gold', 20, 66)).toBe(1320);
  });
  it('rounds the share down and gives nothing on a zero ratio', () => {
    expect(anchorPointsFor(520, 50)).toBe(260);
    expect(anchorPointsFor(1, 50)).toBe(0);
    expect(anchorPointsFor(88, 70)).toBe(61);
    expect(anchorPointsFor(100, 0)).toBe(0);
    expect(anchorPointsFor(100, 100)).toBe(100);
  });
});

describe('the level curve', () => {
  it('starts every user at 1 and needs 100 x (level - 1)^3 for each level', () => {
    expect(levelForSpend(0)).toBe(1);
    expect(levelForSpend(99)).toBe(1);
    expect(levelForSpend(100)).toBe(2);
    expect(levelForSpend(799)).toBe(2);
    expect(levelForSpend(800)).toBe(3);
    expect(spendForLevel(10)).toBe(72_900);
  });
  it('is monotonic, exact at every threshold and capped at 39', () => {
    let previous = 1;
    for (let level = 2; level <= MAX_LEVEL; level += 1) {
      const need = spendForLevel(level);
      expect(levelForSpend(need)).toBe(level);
      expect(levelForSpend(need - 1)).toBe(level - 1);
      expect(level).toBeGreaterThanOrEqual(previous);
      previous = level;
    }
    expect(levelForSpend(Number.MAX_SAFE_INTEGER)).toBe(MAX_LEVEL);
  });
  it('puts anchors at 0 before their first point, then follows 10 x (level - 1)^3', () => {
    expect(anchorLevelForPoints(0)).toBe(0);
    expect(anchorLevelForPoints(1)).toBe(1);
    expect(anchorLevelForPoints(260)).toBe(3);
    for (let level = 2; level <= MAX_LEVEL; level += 1) {
      expect(anchorLevelForPoints(pointsForAnchorLevel(level))).toBe(level);
      expect(anchorLevelForPoints(pointsForAnchorLevel(level) - 1)).toBe(level - 1);
    }
  });
  it('maps levels to the spec grade tiers', () => {
    expect([1, 9, 10, 19, 20, 29, 30, 31, 39].map(gradeTier)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3]);
  });
});

describe('combos', () => {
  const prev = { combo_id: 'c1', combo_count: 3, created_at: 1000 };
  it('continues the running combo within the window', () => {
    expect(nextCombo(prev, 1000 + COMBO_WINDOW_MS - 1, undefined, 'fresh')).toEqual({
      combo_id: 'c1',
      combo_count: 4,
    });
    expect(nextCombo(prev, 2000, 'c1', 'fresh')).toEqual({ combo_id: 'c1', combo_count: 4 });
  });
  it('starts a new combo after the window, without a previous send, or when the client names another', () => {
    expect(nextCombo(prev, 1000 + COMBO_WINDOW_MS, undefined, 'fresh')).toEqual({
      combo_id: 'fresh',
      combo_count: 1,
    });
    expect(nextCombo(null, 5, undefined, 'fresh')).toEqual({ combo_id: 'fresh', combo_count: 1 });
    expect(nextCombo(prev, 2000, 'mine', 'fresh')).toEqual({ combo_id: 'mine', combo_count: 1 });
    expect(nextCombo(prev, 99_000, 'c1', 'fresh')).toEqual({ combo_id: 'c1', combo_count: 1 });
  });
});
