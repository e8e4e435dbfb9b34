import type { MatchScript, Phase } from './script-types';

/** A match at one instant, in the field names of spec section 3 (times are unix seconds). */
export interface MatchState {
  status: number;
  /** Football: start of the current half; basketball: start of the current phase, when `period_remaining_time` was sampled. */
  kickoff_time: number;
  /** Basketball: the current period (1-4, 5+ overtime); football: 1 or 2 (3 in extra time). */
  period_count: number;
  /** Basketball: seconds left on the game clock; football 0. */
  period_remaining_time: number;
  home_score: number;
  away_score: number;
  /** Football half-time score once the first half is over. */
  home_half_score: number | null;
  away_half_score: number | null;
  /** Football: minute shown (0 before kickoff); basketball: 0. */
  minute: number;
  /** How many script events have happened (the id of the last one). */
  event_count: number;
  /** Seconds since the scheduled start (negative before it). */
  elapsed: number;
}

function phaseAt(phases: Phase[], elapsed: number): Phase {
  for (const p of phases) if (elapsed < p.end) return p;
  return phases[phases.length - 1]!;
}

/** Number of events with `at` <= elapsed (binary search; events are sorted by time). */
export function eventsUntil(script: MatchScript, elapsed: number): number {
  let lo = 0;
  let hi = script.events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (script.events[mid]!.at <= elapsed) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The state of a match at `now` (unix seconds) given its scheduled start. Cheap: no simulation, only lookups. */
export function stateAt(script: MatchScript, start: number, now: number): MatchState {
  const elapsed = now - start;
  if (script.fixedStatus !== null || elapsed < 0) {
    return {
      status: script.fixedStatus ?? 1,
      kickoff_time: start,
      period_count: 0,
      period_remaining_time: 0,
      home_score: 0,
      away_score: 0,
      home_half_score: null,
      away_half_score: null,
      minute: 0,
      event_count: 0,
      elapsed,
    };
  }
  const phase = phaseAt(script.phases, elapsed);
  const count = eventsUntil(script, elapsed);
  const last = count ? script.events[count - 1]! : null;
  const base = {
    status: phase.status,
    home_score: last?.home ?? 0,
    away_score: last?.away ?? 0,
    event_count: count,
    elapsed,
  };
  if (script.sport === 2) {
    const running =
      phase.status === 2 ||
      phase.status === 4 ||
      phase.status === 6 ||
      phase.status === 8 ||
      phase.status === 9;
    // Sampled at the start of the phase: the clock then runs one second per second (clients count it down
    // from there), so the pair stays valid for the whole phase and responses can be cached.
    return {
      ...base,
      kickoff_time: start + phase.start,
      period_count: phase.period ?? 0,
      period_remaining_time: running ? (phase.clock ?? 0) : 0,
      home_half_score: null,
      away_half_score: null,
      minute: 0,
    };
  }
  const second = script.phases[2]!;
  const firstOver = elapsed >= script.phases[0]!.end;
  const inFirst = phase.status === 2 || phase.status === 3;
  const minute =
    phase.status === 2
      ? Math.floor(elapsed / 60) + 1
      : phase.status === 3
        ? 45
        : phase.status === 4
          ? Math.floor((elapsed - second.start) / 60) + 46
          : 90;
  return {
    ...base,
    kickoff_time: start + (inFirst ? 0 : second.start),
    period_count: inFirst ? 1 : phase.status === 4 ? 2 : 3,
    period_remaining_time: 0,
    home_half_score: firstOver ? script.ht[0] : null,
    away_half_score: firstOver ? script.ht[1] : null,
    minute,
    event_count: count,
  };
}

/**
 * The first instant (unix seconds) after `now` at which the match's state can differ from its state at `now`:
 * the next event, the next phase, or (football in play) the next minute shown. Infinity when it never will.
 */
export function nextChangeAt(script: MatchScript, start: number, now: number): number {
  const elapsed = now - start;
  if (script.fixedStatus !== null) return Number.POSITIVE_INFINITY;
  if (elapsed < 0) return start;
  const phase = phaseAt(script.phases, elapsed);
  if (phase.end === Number.MAX_SAFE_INTEGER) return Number.POSITIVE_INFINITY;
  let next = phase.end;
  const following = script.events[eventsUntil(script, elapsed)];
  if (following) next = Math.min(next, following.at);
  if (script.sport === 1)
    next = Math.min(next, phase.start + (Math.floor((elapsed - phase.start) / 60) + 1) * 60);
  return start + next;
}
