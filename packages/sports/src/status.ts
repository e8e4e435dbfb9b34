import { SPORT_BASKETBALL, SPORT_FOOTBALL } from './types';
import type { MatchTiming } from './types';

/** Football statuses (spec section 4). 6 is kept for providers that split extra time. */
export const FootballStatus = {
  Waiting: 1,
  FirstHalf: 2,
  HalfTime: 3,
  SecondHalf: 4,
  ExtraTime: 5,
  ExtraTimeBreak: 6,
  Penalties: 7,
  Finished: 8,
} as const;

/** Basketball statuses: 1 waiting, 2..9 quarters, breaks and overtime, 10 finished. */
export const BasketballStatus = {
  Waiting: 1,
  Q1: 2,
  Q1End: 3,
  Q2: 4,
  HalfTime: 5,
  Q3: 6,
  Q3End: 7,
  Q4: 8,
  OverTime: 9,
  Finished: 10,
} as const;

/** Statuses during which the basketball game clock runs. */
const BASKETBALL_TIMER_STATUSES: readonly number[] = [2, 4, 6, 8, 9];

/** Where a match stands, independent of sport; screens map it to a label and a colour. */
export type MatchPhase = 'waiting' | 'live' | 'break' | 'finished' | 'other';

function finishedStatus(sportId: number): number {
  return sportId === SPORT_BASKETBALL ? BasketballStatus.Finished : FootballStatus.Finished;
}

/**
 * The spec's "in play" range (football 2-8, basketball 2-10): the match has started, so its score is shown.
 * It includes the finished status; use `isLive` for "being played now".
 */
export function hasStarted(sportId: number, status: number): boolean {
  return status >= 2 && status <= finishedStatus(sportId);
}

/** Being played right now: started and not finished. This is what the "inplay" filter selects. */
export function isLive(sportId: number, status: number): boolean {
  return status >= 2 && status < finishedStatus(sportId);
}

/** Waiting for kickoff / tip-off. */
export function isWaiting(status: number): boolean {
  return status === 1;
}

/** Finished (football 8, basketball 10). */
export function isFinished(sportId: number, status: number): boolean {
  return status === finishedStatus(sportId);
}

/** Whether the basketball game clock is running (statuses 2, 4, 6, 8, 9). */
export function isBasketballTimerRunning(status: number): boolean {
  return BASKETBALL_TIMER_STATUSES.includes(status);
}

/**
 * The basketball period to show: 1 for statuses 2-3, 2 for 4-5, 3 for 6-7, 4 for 8; 'OT' for 9;
 * null when no period applies (waiting, finished, abnormal).
 */
export function basketballPeriod(status: number): 1 | 2 | 3 | 4 | 'OT' | null {
  if (status === 2 || status === 3) return 1;
  if (status === 4 || status === 5) return 2;
  if (status === 6 || status === 7) return 3;
  if (status === 8) return 4;
  if (status === 9) return 'OT';
  return null;
}

/** The phase of a match; breaks are half time in football and the pauses between basketball quarters. */
export function matchPhase(m: Pick<MatchTiming, 'sport_id' | 'status'>): MatchPhase {
  const { sport_id: sport, status } = m;
  if (isWaiting(status)) return 'waiting';
  if (isFinished(sport, status)) return 'finished';
  if (!isLive(sport, status)) return 'other';
  if (sport === SPORT_FOOTBALL) {
    return status === FootballStatus.HalfTime || status === FootballStatus.ExtraTimeBreak ? 'break' : 'live';
  }
  return isBasketballTimerRunning(status) ? 'live' : 'break';
}

/**
 * A stable key naming the status, for translation tables: `football.2`, `basketball.5`, ...
 * Unknown statuses map to `<sport>.other`.
 */
export function statusKey(m: Pick<MatchTiming, 'sport_id' | 'status'>): string {
  const sport = m.sport_id === SPORT_BASKETBALL ? 'basketball' : 'football';
  const max = finishedStatus(m.sport_id);
  return m.status >= 1 && m.status <= max ? `${sport}.${m.status}` : `${sport}.other`;
}
