import { describe, expect, it } from 'vitest';
import { dateStrip, lastDays, nextDays } from './date-list';

// Sunday 2026-11-22 10:00 UTC
const NOW = Date.UTC(2026, 10, 22, 10);

describe('date list', () => {
  it('builds the last N days, today first', () => {
    const days = lastDays(3, NOW, 0);
    expect(days.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-21', '2026-11-20']);
    expect(days.map((d) => d.weekday)).toEqual([0, 6, 5]);
    expect(days.map((d) => d.today)).toEqual([true, false, false]);
    expect(days.map((d) => d.offset)).toEqual([0, -1, -2]);
    expect(days[0]?.short).toBe('11-22');
  });
  it('builds the next N days, today first, across months', () => {
    const days = nextDays(10, NOW, 0);
    expect(days[0]).toMatchObject({ date: '2026-11-22', today: true, offset: 0 });
    expect(days[9]).toMatchObject({ date: '2026-12-01', weekday: 2, offset: 9, today: false });
  });
  it('uses the offset to decide what today is', () => {
    expect(lastDays(1, Date.UTC(2026, 10, 22, 20), 480)[0]?.date).toBe('2026-11-23');
  });
  it('builds a strip around today in chronological order', () => {
    const strip = dateStrip(2, 2, NOW, 0);
    expect(strip.map((d) => d.offset)).toEqual([-2, -1, 0, 1, 2]);
    expect(strip.filter((d) => d.today)).toHaveLength(1);
  });
  it('returns nothing for N <= 0', () => {
    expect(lastDays(0, NOW, 0)).toEqual([]);
  });
});
