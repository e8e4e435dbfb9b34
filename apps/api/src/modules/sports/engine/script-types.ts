import type { Lineup } from './lineup';

/** A stretch of a match with one status, in seconds after the scheduled start. */
export interface Phase {
  status: number;
  start: number;
  end: number;
  /** Basketball: the period (1-4, 5+ for overtime) and the game-clock length of that period in seconds. */
  period?: number;
  clock?: number;
}

/** What happened in a match. */
export type EventType =
  | 'goal'
  | 'penalty'
  | 'own_goal'
  | 'penalty_missed'
  | 'yellow'
  | 'red'
  | 'substitution'
  | 'corner'
  | 'shootout'
  | 'score';

/** A player as events name him. */
export interface EventPlayer {
  id: number;
  number: number;
  name_en: string;
  name_zh: string;
}

/** One event of a match script. */
export interface ScriptEvent {
  /** 1-based position in the script; stable, so clients can page by it. */
  id: number;
  /** Seconds after the scheduled start. */
  at: number;
  /** Football: the minute shown (45 for 45+2) and the added minutes; basketball: the period. */
  minute: number;
  added: number;
  /** Basketball: game-clock seconds left in the period when it happened. */
  clock?: number;
  type: EventType;
  /** 1 home, 2 away (for an own goal: the side that benefits). */
  side: 1 | 2;
  /** Basketball points scored (1, 2 or 3). */
  points?: number;
  player: EventPlayer | null;
  /** The assist, or the player coming on in a substitution. */
  player2: EventPlayer | null;
  /** Score after this event. */
  home: number;
  away: number;
}

/** Rates behind the running statistics, per 90 minutes (football) or per game (basketball). */
export interface StatRates {
  possession: number;
  shots: [number, number];
  attacks: [number, number];
  dangerous: [number, number];
  fouls: [number, number];
  offsides: [number, number];
  saves: [number, number];
}

/** Everything the engine knows about one match, derived once from its seed. */
export interface MatchScript {
  sport: 1 | 2;
  matchId: number;
  phases: Phase[];
  events: ScriptEvent[];
  /** Seconds after the start at which the match is over. */
  end: number;
  /** Final score (football: after extra time when played). */
  final: [number, number];
  /** Half-time score (football) or score per period (basketball, flattened [h1, a1, h2, a2, ...]). */
  ht: [number, number];
  periods: Array<[number, number]>;
  pen: [number, number] | null;
  lineups: [Lineup, Lineup];
  rates: StatRates;
  /** Pre-match expected goals / points per side, for odds. */
  expected: [number, number];
  /** A fixed status for matches that will not be played (postponed 9, abandoned 11, cancelled 12). */
  fixedStatus: number | null;
}
