import { beforeEach, describe, expect, it } from 'vitest';
import { engineNow, resetServerClock, syncServerTime } from './server-clock';

beforeEach(() => resetServerClock());

describe('server clock', () => {
  it('is the wall clock until synced', () => {
    expect(engineNow(1234)).toBe(1234);
  });
  it('follows the engine offset at real time', () => {
    syncServerTime(1_000_000, 5_000);
    expect(engineNow(5_000)).toBe(1_000_000_500);
    expect(engineNow(7_000)).toBe(1_000_002_500);
    // later samples inside the window do not move the clock
    syncServerTime(1_000_004, 9_200);
    expect(engineNow(9_200)).toBe(1_000_004_700);
    // a 1-second-resolution sample 20 s later keeps the speed at 1
    syncServerTime(1_000_020, 25_000);
    expect(engineNow(26_000)).toBeGreaterThanOrEqual(1_000_021_000);
    expect(engineNow(26_000)).toBeLessThan(1_000_022_000);
  });
  it('estimates a faster engine', () => {
    syncServerTime(1_000_000, 0);
    syncServerTime(1_000_600, 10_000);
    const a = engineNow(11_000);
    expect(a).toBeGreaterThanOrEqual(1_000_660_000);
    expect(a).toBeLessThan(1_000_662_000);
  });
  it('ignores junk', () => {
    syncServerTime(Number.NaN, 0);
    syncServerTime(undefined, 0);
    expect(engineNow(5)).toBe(5);
  });
});
