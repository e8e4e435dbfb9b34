/** Unix seconds of a local date and time ("2025-08-16", "15:00") at a fixed offset in minutes east of UTC. */
export function localToUnix(date: string, time: string, tzOffsetMin: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (/^\d{1,2}:\d{2}/.test(time) ? time : '15:00').split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) / 1000 - tzOffsetMin * 60;
}

/** The UTC calendar date "YYYY-MM-DD" of an instant in epoch milliseconds, shifted by an offset in minutes. */
export function dateAt(ms: number, tzOffsetMin = 0): string {
  return new Date(ms + tzOffsetMin * 60000).toISOString().slice(0, 10);
}

/** A date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
}

/** Day of the week of a date, 0 Sunday .. 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
