import { describe, expect, it } from 'vitest';
import {
  basketballPeriod,
  hasStarted,
  isBasketballTimerRunning,
  isFinished,
  isLive,
  isWaiting,
  matchPhase,
  statusKey,
} from './status';

describe('football statuses', () => {
  it('counts 2 to 8 as started (the spec in-play range) and 2 to 7 as live', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 9].map((s) => hasStarted(1, s))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([1, 2, 3, 4, 5, 7, 8].map((s) => isLive(1, s))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
  it('waits at 1 and finishes at 8', () => {
    expect(isWaiting(1)).toBe(true);
    expect(isWaiting(2)).toBe(false);
    expect(isFinished(1, 8)).toBe(true);
    expect(isFinished(1, 10)).toBe(false);
  });
  it('maps phases', () => {
    expect(matchPhase({ sport_id: 1, status: 1 })).toBe('waiting');
    expect(matchPhase({ sport_id: 1, status: 2 })).toBe('live');
    expect(matchPhase({ sport_id: 1, status: 3 })).toBe('break');
    expect(matchPhase({ sport_id: 1, status: 7 })).toBe('live');
    expect(matchPhase({ sport_id: 1, status: 8 })).toBe('finished');
    expect(matchPhase({ sport_id: 1, status: 12 })).toBe('other');
  });
});

describe('basketball statuses', () => {
  it('counts 2 to 10 as started, 10 finished, 2 to 9 live', () => {
    expect(hasStarted(2, 10)).toBe(true);
    expect(hasStarted(2, 11)).toBe(false);
    expect(isFinished(2, 10)).toBe(true);
    expect(isFinished(2, 8)).toBe(false);
    expect(isLive(2, 9)).toBe(true);
    expect(isLive(2, 10)).toBe(false);
  });
  it('runs the timer for 2, 4, 6, 8, 9 only', () => {
    const running = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(isBasketballTimerRunning);
    expect(running).toEqual([2, 4, 6, 8, 9]);
  });
  it('shows period 1 for 2-3, 2 for 4-5, 3 for 6-7, 4 for 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(basketballPeriod)).toEqual([
      null,
      1,
      1,
      2,
      2,
      3,
      3,
      4,
      'OT',
      null,
    ]);
  });
  it('treats quarter pauses as breaks', () => {
    expect(matchPhase({ sport_id: 2, status: 5 })).toBe('break');
    expect(matchPhase({ sport_id: 2, status: 6 })).toBe('live');
    expect(matchPhase({ sport_id: 2, status: 10 })).toBe('finished');
  });
});

describe('statusKey', () => {
  it('names statuses per sport for translation tables', () => {
    expect(statusKey({ sport_id: 1, status: 3 })).toBe('football.3');
    expect(statusKey({ sport_id: 2, status: 10 })).toBe('basketball.10');
    expect(statusKey({ sport_id: 1, status: 13 })).toBe('football.other');
  });
});
