/**
 * Calendar helpers on a fixed UTC offset, so the API (running in UTC) and the browser can agree on
 * "which day" a match is: both pass the viewer's offset. The default is the host's local offset.
 */

/** The host's UTC offset in minutes at an instant (east positive, e.g. +480 for Beijing). */
export function localOffsetMinutes(at: number = Date.now()): number {
  return -new Date(at).getTimezoneOffset();
}

/** A Date whose UTC fields read as wall-clock fields at the given offset. */
export function shifted(ms: number, offsetMinutes: number): Date {
  return new Date(ms + offsetMinutes * 60_000);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** "YYYY-MM-DD" of an instant (epoch ms) at an offset. */
export function isoDate(ms: number, offsetMinutes: number = localOffsetMinutes(ms)): string {
  const d = shifted(ms, offsetMinutes);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** "HH:mm" of an instant at an offset. */
export function hourMinute(ms: number, offsetMinutes: number = localOffsetMinutes(ms)): string {
  const d = shifted(ms, offsetMinutes);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Day of week 0 (Sunday) .. 6 of an instant at an offset. */
export function weekdayOf(ms: number, offsetMinutes: number = localOffsetMinutes(ms)): number {
  return shifted(ms, offsetMinutes).getUTCDay();
}

/** Epoch ms of 00:00 of the day "YYYY-MM-DD" at an offset. */
export function startOfDay(date: string, offsetMinutes: number): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - offsetMinutes * 60_000;
}
