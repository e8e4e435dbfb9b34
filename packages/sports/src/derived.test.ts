import { describe, expect, it } from 'vitest';
import { deriveMatch, isLiveSoon, waitingMinutes } from './derived';
import { hourMinute, isoDate, startOfDay, weekdayOf } from './time';

// 2026-11-22 12:30 UTC is a Sunday.
const T = Date.UTC(2026, 10, 22, 12, 30) / 1000;

describe('derived values', () => {
  it('date, short time and weekday at an offset', () => {
    const d = deriveMatch({ status: 1, time: T }, T * 1000, 0);
    expect(d).toMatchObject({ date: '2026-11-22', shortTime: '12:30', shortDate: '11-22', weekday: 0 });
    const bj = deriveMatch({ status: 1, time: T }, T * 1000, 480);
    expect(bj).toMatchObject({ date: '2026-11-22', shortTime: '20:30', weekday: 0 });
    const late = deriveMatch({ status: 1, time: T + 12 * 3600 }, T * 1000, 480);
    expect(late).toMatchObject({ date: '2026-11-23', shortTime: '08:30', weekday: 1 });
    expect(deriveMatch({ status: 1, time: T }, T * 1000, -180).shortTime).toBe('09:30');
  });
  it('waiting minutes round up and are 0 once started or past', () => {
    const now = T * 1000;
    expect(waitingMinutes({ status: 1, time: T + 61 }, now)).toBe(2);
    expect(waitingMinutes({ status: 1, time: T + 60 }, now)).toBe(1);
    expect(waitingMinutes({ status: 1, time: T - 60 }, now)).toBe(0);
    expect(waitingMinutes({ status: 2, time: T + 600 }, now)).toBe(0);
  });
  it('live soon between 1 and 30 minutes only', () => {
    const now = T * 1000;
    expect(isLiveSoon({ status: 1, time: T + 30 * 60 }, now)).toBe(true);
    expect(isLiveSoon({ status: 1, time: T + 30 * 60 + 1 }, now)).toBe(false);
    expect(isLiveSoon({ status: 1, time: T + 1 }, now)).toBe(true);
    expect(isLiveSoon({ status: 1, time: T }, now)).toBe(false);
    expect(isLiveSoon({ status: 2, time: T + 300 }, now)).toBe(false);
    expect(deriveMatch({ status: 1, time: T + 600 }, now, 0)).toMatchObject({
      waitingMinutes: 10,
      liveSoon: true,
    });
  });
  it('time helpers agree with each other', () => {
    const ms = T * 1000;
    expect(isoDate(ms, 0)).toBe('2026-11-22');
    expect(hourMinute(ms, 60)).toBe('13:30');
    expect(weekdayOf(ms, 0)).toBe(0);
    expect(startOfDay('2026-11-22', 480)).toBe(Date.UTC(2026, 10, 21, 16, 0));
    expect(isoDate(startOfDay('2026-11-22', 480), 480)).toBe('2026-11-22');
  });
});
