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
