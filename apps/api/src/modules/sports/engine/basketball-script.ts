import type { MatchRecord } from '../catalog/types';
import { Rng } from '../rng';
import { basketballLineup } from './lineup';
import type { MatchScript, Phase, ScriptEvent } from './script-types';
import type { Player } from './squad';

/** Basketball statuses (spec section 4): 2/4/6/8 quarters, 3/5/7 breaks, 9 overtime, 10 finished. */
export const BB = {
  waiting: 1,
  q1: 2,
  q1End: 3,
  q2: 4,
  half: 5,
  q3: 6,
  q3End: 7,
  q4: 8,
  ot: 9,
  finished: 10,
};

/**
 * Real seconds of a quarter and of an overtime. The game clock runs one second per second while a quarter is
 * on, because clients count it down that way (packages/sports basketballRemaining); so a game is shorter than
 * on television (no stoppages), but every clock on screen agrees with the engine.
 */
const QUARTER_REAL = 12 * 60;
const OVERTIME_REAL = 5 * 60;

/**
 * The full script of a basketball game: quarters and breaks, every basket (2, 3 or free throws) with its
 * game clock and scorer, overtime until somebody leads. `expected` is each side's expected points.
 */
export function buildBasketballScript(
  seed: number,
  m: MatchRecord,
  squads: [Player[], Player[]],
  expected: [number, number],
): MatchScript {
  const rng = new Rng(`${seed}/${m.id}/hoops`);
  const lineups = [basketballLineup(squads[0]), basketballLineup(squads[1])] as MatchScript['lineups'];
  const phases: Phase[] = [];
  const events: ScriptEvent[] = [];
  const periods: Array<[number, number]> = [];
  let t = 0;
  let home = 0;
  let away = 0;
  const shooters = lineups.map(
    (l) => [...l.starters, ...l.starters, ...l.starters, ...l.bench.slice(0, 5)] as Player[],
  );

  const playPeriod = (
    period: number,
    status: number,
    clock: number,
    real: number,
    means: [number, number],
  ): void => {
    phases.push({ status, start: t, end: t + real, period, clock });
    const baskets: Array<{ clock: number; side: 1 | 2; points: number }> = [];
    const scored: [number, number] = [0, 0];
    for (const side of [1, 2] as const) {
      let left = Math.max(4, Math.round(rng.normal(means[side - 1]!, clock === 720 ? 5 : 3)));
      scored[side - 1] = left;
      while (left > 0) {
        const roll = rng.next();
        const points = Math.min(left, roll < 0.3 ? 3 : roll < 0.88 ? 2 : 1);
        baskets.push({ clock: rng.int(1, clock - 1), side, points });
        left -= points;
      }
    }
    baskets.sort((a, b) => b.clock - a.clock);
    for (const b of baskets) {
      if (b.side === 1) home += b.points;
      else away += b.points;
      const p = rng.pick(shooters[b.side - 1]!);
      events.push({
        id: events.length + 1,
        at: t + Math.floor(((clock - b.clock) / clock) * real),
        minute: period,
        added: 0,
        clock: b.clock,
        type: 'score',
        side: b.side,
        points: b.points,
        player: { id: p.id, number: p.number, name_en: p.name_en, name_zh: p.name_zh },
        player2: null,
        home,
        away,
      });
    }
    periods.push(scored);
    t += real;
  };
  const pause = (status: number, seconds: number, period: number): void => {
    phases.push({ status, start: t, end: t + seconds, period, clock: 0 });
    t += seconds;
  };

  const perQuarter: [number, number] = [expected[0] / 4, expected[1] / 4];
  playPeriod(1, BB.q1, 720, QUARTER_REAL, perQuarter);
  pause(BB.q1End, 130, 1);
  playPeriod(2, BB.q2, 720, QUARTER_REAL, perQuarter);
  pause(BB.half, 900, 2);
  playPeriod(3, BB.q3, 720, QUARTER_REAL, perQuarter);
  pause(BB.q3End, 130, 3);
  playPeriod(4, BB.q4, 720, QUARTER_REAL, perQuarter);
  for (let ot = 5; home === away; ot++) {
    pause(BB.q4, 120, 4);
    playPeriod(ot, BB.ot, 300, OVERTIME_REAL, [10, 10]);
  }
  const end = t;
  phases.push({
    status: BB.finished,
    start: end,
    end: Number.MAX_SAFE_INTEGER,
    period: periods.length,
    clock: 0,
  });
  const share = expected[0] / (expected[0] + expected[1]);
  return {
    sport: 2,
    matchId: m.id,
    phases,
    events,
    end,
    final: [home, away],
    ht: [periods[0]![0] + periods[1]![0], periods[0]![1] + periods[1]![1]],
    periods,
    pen: null,
    lineups,
    rates: {
      possession: Math.round(50 + (share - 0.5) * 20),
      shots: [rng.int(80, 95), rng.int(80, 95)],
      attacks: [rng.int(40, 52), rng.int(40, 52)],
      dangerous: [rng.int(20, 30), rng.int(20, 30)],
      fouls: [rng.int(16, 24), rng.int(16, 24)],
      offsides: [rng.int(10, 18), rng.int(10, 18)],
      saves: [rng.int(5, 10), rng.int(5, 10)],
    },
    expected,
    fixedStatus: null,
  };
}
