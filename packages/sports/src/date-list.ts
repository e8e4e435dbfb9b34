import { isoDate, localOffsetMinutes, weekdayOf } from './time';

/** One entry of a date strip. */
export interface DateListItem {
  /** "YYYY-MM-DD" */
  date: string;
  /** "MM-DD" */
  short: string;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  /** Days from today: 0 today, -1 yesterday, +1 tomorrow. */
  offset: number;
  /** True for today, which screens label "today" instead of a weekday. */
  today: boolean;
}

const DAY = 86_400_000;

function build(n: number, now: number, step: 1 | -1, offsetMinutes: number): DateListItem[] {
  const out: DateListItem[] = [];
  for (let i = 0; i < Math.max(0, Math.floor(n)); i += 1) {
    const at = now + step * i * DAY;
    const date = isoDate(at, offsetMinutes);
    out.push({
      date,
      short: date.slice(5),
      weekday: weekdayOf(at, offsetMinutes),
      offset: i === 0 ? 0 : step * i,
      today: i === 0,
    });
  }
  return out;
}

/** The last N days, today first (spec section 9). */
export function lastDays(
  n: number,
  now: number = Date.now(),
  offsetMinutes = localOffsetMinutes(now),
): DateListItem[] {
  return build(n, now, -1, offsetMinutes);
}

/** The next N days, today first: the forward variant for upcoming fixtures. */
export function nextDays(
  n: number,
  now: number = Date.now(),
  offsetMinutes = localOffsetMinutes(now),
): DateListItem[] {
  return build(n, now, 1, offsetMinutes);
}

/** A strip around today: `back` past days (oldest first), today, then `forward` days. */
export function dateStrip(
  back: number,
  forward: number,
  now: number = Date.now(),
  offsetMinutes = localOffsetMinutes(now),
): DateListItem[] {
  const past = lastDays(back + 1, now, offsetMinutes)
    .slice(1)
    .reverse();
  return [...past, ...nextDays(forward + 1, now, offsetMinutes)];
}

/**
 * The strip around a calendar day ("YYYY-MM-DD"), for a screen that knows what day it is on the server's clock
 * rather than the device's (a phone set to the wrong date, or an engine that runs on a clock of its own). Days
 * are whole calendar days, so the weekday and the labels do not depend on the device's time zone. An invalid
 * day gives the strip around the device's today.
 */
export function dateStripAround(today: string, back: number, forward: number): DateListItem[] {
  const noon = /^\d{4}-\d{2}-\d{2}$/.test(today) ? Date.parse(`${today}T12:00:00Z`) : Number.NaN;
  return Number.isFinite(noon) ? dateStrip(back, forward, noon, 0) : dateStrip(back, forward);
}
