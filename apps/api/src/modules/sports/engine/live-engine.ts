import { EventEmitter } from 'node:events';
import type { SportsIndex } from '../catalog/sports-index';
import type { MatchRecord } from '../catalog/types';
import { buildBasketballScript } from './basketball-script';
import type { EngineClock } from './engine-clock';
import { buildFootballScript, footballScore } from './football-script';
import { stateAt } from './match-state';
import type { MatchState } from './match-state';
import type { MatchScript, ScriptEvent } from './script-types';
import { squadOf } from './squad';
import type { Player } from './squad';
import { expectedFor, learnStrengths } from './strength';
import type { StrengthTable } from './strength';

/** What changed in a match between two engine ticks. */
export interface MatchChange {
  match_id: number;
  sport_id: 1 | 2;
  status: number;
  home_score: number;
  away_score: number;
  /** Engine time, unix seconds. */
  time: number;
  reasons: Array<'status' | 'score' | 'event'>;
  /** The script events that happened since the previous tick (corners included). */
  events: ScriptEvent[];
}

/** The engine's typed events: `change` for every match that changed in a tick. */
export interface LiveEngineEvents {
  change: [MatchChange];
}

const SCRIPT_CACHE_LIMIT = 20_000;
// Longest a match can run (football with extra time and penalties; basketball with a few overtimes).
const MAX_DURATION = 4 * 3600;

/**
 * The live match engine. Every match's course is a script derived from (seed, match), built lazily and
 * cached; the state at any instant is a lookup in that script, so reading 300 matches costs microseconds and
 * the tick only compares the states of the matches under way.
 */
export class LiveEngine extends EventEmitter<LiveEngineEvents> {
  private readonly scripts = new Map<number, MatchScript>();
  private readonly squads = new Map<number, Player[]>();
  private readonly strengths: StrengthTable;
  private readonly last = new Map<number, { status: number; home: number; away: number; events: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly index: SportsIndex,
    readonly clock: EngineClock,
    readonly seed: number,
  ) {
    super();
    this.strengths = learnStrengths([...index.matches.values()]);
  }

  /** A club's generated squad (Chinese names for clubs of Chinese leagues). */
  squad(teamId: number): Player[] {
    let squad = this.squads.get(teamId);
    if (!squad) {
      const team = this.index.teams.get(teamId);
      const comp = team ? this.index.competitions.get(team.competition_id) : undefined;
      squad = squadOf(teamId, team?.sport_id ?? 1, comp?.country_code === 'cn');
      this.squads.set(teamId, squad);
    }
    return squad;
  }

  /** Expected goals or points of each side before the start. */
  expected(m: MatchRecord): [number, number] {
    return expectedFor(this.strengths, m);
  }

  /** The script of a match (built on first use). */
  script(m: MatchRecord): MatchScript {
    let s = this.scripts.get(m.id);
    if (!s) {
      const squads: [Player[], Player[]] = [this.squad(m.home_id), this.squad(m.away_id)];
      s =
        m.sport_id === 2
          ? buildBasketballScript(this.seed, m, squads, this.expected(m))
          : buildFootballScript(this.seed, m, squads, this.expected(m));
      if (this.scripts.size >= SCRIPT_CACHE_LIMIT) this.scripts.delete(this.scripts.keys().next().value!);
      this.scripts.set(m.id, s);
    }
    return s;
  }

  /** The state of a match now (or at `at`, unix seconds). */
  state(m: MatchRecord, at = this.clock.nowSeconds()): MatchState {
    return stateAt(this.script(m), m.time, at);
  }

  /**
   * The final score of a match finished by `at`, else null. Football uses the score draw only (no full
   * script), which keeps standings over whole seasons cheap.
   */
  result(m: MatchRecord, at = this.clock.nowSeconds()): [number, number] | null {
    if (m.note === 'postponed' || m.note === 'cancelled' || m.note === 'abandoned') return null;
    if (m.sport_id === 1) {
      if (m.ft && m.time < at - MAX_DURATION) return m.et ?? m.ft;
      if (m.time > at - 90 * 60) return null;
      const s = this.state(m, at);
      if (s.status !== 8) return null;
      const { ft, et } = footballScore(this.seed, m, this.expected(m));
      return et ?? ft;
    }
    // A game lasts over an hour; before that it cannot be over.
    if (m.time > at - 60 * 60) return null;
    const s = this.state(m, at);
    return s.status === 10 ? [s.home_score, s.away_score] : null;
  }

  /** Compares the matches under way with the previous tick and emits `change` for each that moved. */
  tick(): void {
    const now = this.clock.nowSeconds();
    // Matches about to start are watched too, so their kickoff is reported as a change.
    for (const m of this.index.between(now - MAX_DURATION, now + 120)) {
      const script = this.script(m);
      const s = stateAt(script, m.time, now);
      const before = this.last.get(m.id);
      const finished = s.status === (m.sport_id === 2 ? 10 : 8);
      if (!before) {
        if (!finished)
          this.last.set(m.id, {
            status: s.status,
            home: s.home_score,
            away: s.away_score,
            events: s.event_count,
          });
        continue;
      }
      const reasons: MatchChange['reasons'] = [];
      if (before.status !== s.status) reasons.push('status');
      if (before.home !== s.home_score || before.away !== s.away_score) reasons.push('score');
      if (before.events !== s.event_count) reasons.push('event');
      if (reasons.length) {
        this.emit('change', {
          match_id: m.id,
          sport_id: m.sport_id,
          status: s.status,
          home_score: s.home_score,
          away_score: s.away_score,
          time: now,
          reasons,
          events: script.events.slice(before.events, s.event_count),
        });
        this.last.set(m.id, {
          status: s.status,
          home: s.home_score,
          away: s.away_score,
          events: s.event_count,
        });
      }
      if (finished && before.status === s.status) this.last.delete(m.id);
    }
  }

  /** Starts ticking (once a second by default, in wall time). */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  /** Stops ticking. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
