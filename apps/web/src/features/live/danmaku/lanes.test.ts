import { describe, expect, it } from 'vitest';
import { LANE_GEOMETRY, laneCount, laneTop, occupy, pickLane, usableLanes } from './lanes';

describe('danmaku lanes', () => {
  it('fit between the player controls', () => {
    // A 375 px wide 16:9 player is 211 px high: (211 - 40 - 44) / 26 = 4 lanes.
    const n = laneCount(211);
    expect(n).toBe(4);
    expect(laneTop(0)).toBe(LANE_GEOMETRY.topReserve);
    expect(laneTop(n - 1) + LANE_GEOMETRY.laneHeight).toBeLessThanOrEqual(211 - LANE_GEOMETRY.bottomReserve);
    expect(laneCount(50)).toBe(0);
  });

  it('density limits the lanes used', () => {
    expect(usableLanes(9, 'low')).toBe(3);
    expect(usableLanes(9, 'normal')).toBe(6);
    expect(usableLanes(9, 'high')).toBe(9);
    expect(usableLanes(1, 'low')).toBe(1);
    expect(usableLanes(0, 'high')).toBe(0);
  });

  it('a lane takes the next comment only after the previous one has entered', () => {
    let free: number[] = [];
    expect(pickLane(free, 2, 0)).toBe(0);
    free = occupy(free, 0, 0, 100, 0.1, 20); // 120 px at 0.1 px/ms: lane 0 free at 1200 ms
    expect(pickLane(free, 2, 10)).toBe(1);
    free = occupy(free, 1, 10, 50, 0.1, 20);
    expect(pickLane(free, 2, 500)).toBe(-1);
    expect(pickLane(free, 2, 1200)).toBe(0);
  });
});
