import { describe, expect, it } from 'vitest';
import { dateStrip, dateStripAround, lastDays, nextDays } from './date-list';

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
  it('builds the strip around a given calendar day, whatever the device clock says', () => {
    const strip = dateStripAround('2026-11-22', 3, 6);
    expect(strip.map((d) => d.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(strip.find((d) => d.today)).toMatchObject({ date: '2026-11-22', weekday: 0, short: '11-22' });
    expect(dateStripAround('2026-12-31', 0, 1).map((d) => d.date)).toEqual(['2026-12-31', '2027-01-01']);
  });
  it('falls back to the device today for a day that is not one', () => {
    for (const bad of ['', 'tomorrow', '2026-13-45', '2026-11-22T00:00'])
      expect(dateStripAround(bad, 0, 0)).toEqual(dateStrip(0, 0));
  });
  it('returns nothing for N <= 0', () => {
    expect(lastDays(0, NOW, 0)).toEqual([]);
  });
});
