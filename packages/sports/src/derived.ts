import { isWaiting } from './status';
import { hourMinute, isoDate, localOffsetMinutes, weekdayOf } from './time';
import type { MatchTiming } from './types';

/** The live-soon window: a waiting match starting in 1 to 30 minutes. */
export const LIVE_SOON_MIN = 1;
/** Upper bound of the live-soon window, in minutes. */
export const LIVE_SOON_MAX = 30;

/** Display values derived from a match's start time and status. */
export interface MatchDerived {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:mm" */
  shortTime: string;
  /** "MM-DD" */
  shortDate: string;
  /** 0 Sunday .. 6 Saturday; screens translate it. */
  weekday: number;
  /** Whole minutes until the start (rounded up) while waiting; 0 once started or past. */
  waitingMinutes: number;
  /** Waiting and starting within 1 to 30 minutes. */
  liveSoon: boolean;
}

/** Whole minutes until a waiting match starts, rounded up; 0 if it is not waiting or its time has passed. */
export function waitingMinutes(m: Pick<MatchTiming, 'status' | 'time'>, now: number): number {
  if (!isWaiting(m.status)) return 0;
  const ms = m.time * 1000 - now;
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/** The live-soon flag: waiting with 1 to 30 minutes to go. */
export function isLiveSoon(m: Pick<MatchTiming, 'status' | 'time'>, now: number): boolean {
  const w = waitingMinutes(m, now);
  return w >= LIVE_SOON_MIN && w <= LIVE_SOON_MAX;
}

/** All derived display values of a match at `now` (epoch ms), in the given UTC offset (minutes). */
export function deriveMatch(
  m: Pick<MatchTiming, 'status' | 'time'>,
  now: number,
  offsetMinutes: number = localOffsetMinutes(m.time * 1000),
): MatchDerived {
  const ms = m.time * 1000;
  const date = isoDate(ms, offsetMinutes);
  return {
    date,
    shortTime: hourMinute(ms, offsetMinutes),
    shortDate: date.slice(5),
    weekday: weekdayOf(ms, offsetMinutes),
    waitingMinutes: waitingMinutes(m, now),
    liveSoon: isLiveSoon(m, now),
  };
}
