import {
  BasketballStatus,
  FootballStatus,
  basketballPeriod,
  isBasketballTimerRunning,
  isLive,
} from './status';
import { SPORT_BASKETBALL } from './types';
import type { MatchTiming } from './types';

/**
 * The football minute (spec section 4): first half = whole minutes since kickoff + 1; half time = 45;
 * second half = whole minutes since the second-half kickoff + 46; other in-play statuses = 90 (shown "90+").
 * Returns null when the match is not live. `now` is epoch milliseconds.
 */
export function footballMinute(m: MatchTiming, now: number): number | null {
  if (!isLive(m.sport_id, m.status)) return null;
  const kickoff = m.kickoff_time ?? m.time;
  const elapsed = Math.max(0, Math.floor((now / 1000 - kickoff) / 60));
  if (m.status === FootballStatus.FirstHalf) return elapsed + 1;
  if (m.status === FootballStatus.HalfTime) return 45;
  if (m.status === FootballStatus.SecondHalf) return elapsed + 46;
  return 90;
}

/**
 * The football clock text: "12'", "45+'" once the first half runs past 45, "HT" at half time,
 * "90+'" past 90 and in extra time and penalties. The "+" caps keep a stale kickoff from showing 130'.
 */
export function footballClock(m: MatchTiming, now: number): string {
  const minute = footballMinute(m, now);
  if (minute === null) return '';
  if (m.status === FootballStatus.HalfTime) return 'HT';
  if (m.status === FootballStatus.FirstHalf && minute > 45) return "45+'";
  if (m.status === FootballStatus.SecondHalf && minute <= 90) return `${minute}'`;
  if (m.status === FootballStatus.SecondHalf || minute >= 90) return "90+'";
  return `${minute}'`;
}

/**
 * Basketball seconds left in the current period: counts down from `period_remaining_time` sampled at
 * `kickoff_time` while the timer runs; frozen during breaks; never below 0. Null when not live.
 */
export function basketballRemaining(m: MatchTiming, now: number): number | null {
  if (!isLive(m.sport_id, m.status)) return null;
  const left = Math.max(0, Math.floor(m.period_remaining_time ?? 0));
  if (!isBasketballTimerRunning(m.status) || m.kickoff_time == null) return left;
  return Math.max(0, left - Math.max(0, Math.floor(now / 1000 - m.kickoff_time)));
}

/** Seconds as "m:ss". */
export function formatMinSec(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A basketball clock: period label and remaining time, e.g. {period: 2, remaining: "7:05"}. */
export interface BasketballClock {
  period: 1 | 2 | 3 | 4 | 'OT' | null;
  remaining: string;
  running: boolean;
  /** True during the pause after a quarter (3, 5, 7). */
  break: boolean;
}

/** The basketball clock of a live match, or null when not live. */
export function basketballClock(m: MatchTiming, now: number): BasketballClock | null {
  const left = basketballRemaining(m, now);
  if (left === null) return null;
  const running = isBasketballTimerRunning(m.status);
  return {
    period: basketballPeriod(m.status),
    remaining: formatMinSec(left),
    running,
    break: !running && m.status !== BasketballStatus.Finished,
  };
}

/** The clock text of any live match: football "67'", basketball "Q2 7:05" (break: "Q2"). Empty when not live. */
export function matchClock(m: MatchTiming, now: number): string {
  if (m.sport_id !== SPORT_BASKETBALL) return footballClock(m, now);
  const c = basketballClock(m, now);
  if (!c) return '';
  const p = c.period === 'OT' ? 'OT' : c.period ? `Q${c.period}` : '';
  return c.running ? `${p} ${c.remaining}`.trim() : p;
}
