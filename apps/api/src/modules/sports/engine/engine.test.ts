import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../catalog/types';
import { buildBasketballScript } from './basketball-script';
import { EngineClock } from './engine-clock';
import { buildFootballScript } from './football-script';
import { stateAt } from './match-state';
import { BOOKMAKERS, oddsHistory, quoteAt } from './odds';
import { squadOf } from './squad';
import { statsAt } from './stats';

function match(id: number, extra: Partial<MatchRecord> = {}): MatchRecord {
  return {
    id,
    sport_id: 1,
    competition_id: 1,
    season_id: 1,
    round: 'Matchday 1',
    time: 1_800_000_000,
    home_id: 101,
    away_id: 102,
    source: 'generated',
    ft: null,
    ht: null,
    et: null,
    pen: null,
    note: '',
    ...extra,
  };
}
const squads = (sport: 1 | 2): [ReturnType<typeof squadOf>, ReturnType<typeof squadOf>] => [
  squadOf(101, sport, false),
  squadOf(102, sport, false),
];
const GOALS = ['goal', 'penalty', 'own_goal'];

describe('football script', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = buildFootballScript(7, match(1), squads(1), [1.6, 1.1]);
    const b = buildFootballScript(7, match(1), squads(1), [1.6, 1.1]);
    expect(b).toEqual(a);
    const others = [8, 9, 10, 11].map((seed) =>
      JSON.stringify(buildFootballScript(seed, match(1), squads(1), [1.6, 1.1]).events),
    );
    expect(others.some((o) => o !== JSON.stringify(a.events))).toBe(true);
  });

  it('scores exactly its goals, at every instant', () => {
    for (let id = 1; id <= 200; id++) {
      const s = buildFootballScript(3, match(id), squads(1), [1.5, 1.2]);
      for (let t = -60; t <= s.end + 60; t += 97) {
        const st = stateAt(s, 0, t);
        const seen = s.events.filter((e) => e.at <= t && GOALS.includes(e.type));
        expect([st.home_score, st.away_score]).toEqual([
          seen.filter((e) => e.side === 1).length,
          seen.filter((e) => e.side === 2).length,
        ]);
      }
      expect(s.final).toEqual([
        s.events.filter((e) => GOALS.includes(e.type) && e.side === 1).length,
        s.events.filter((e) => GOALS.includes(e.type) && e.side === 2).length,
      ]);
    }
  });

  it('plays a real result to its real score and half-time score', () => {
    const s = buildFootballScript(5, match(9, { source: 'real', ft: [4, 2], ht: [1, 0] }), squads(1), [1, 1]);
    expect(s.final).toEqual([4, 2]);
    const halfTime = stateAt(s, 0, s.phases[1]!.start + 10);
    expect([halfTime.status, halfTime.home_score, halfTime.away_score]).toEqual([3, 1, 0]);
    expect(stateAt(s, 0, s.end).status).toBe(8);
  });

  it('adds extra time and penalties when the real result had them', () => {
    const s = buildFootballScript(
      5,
      match(10, { source: 'real', ft: [1, 1], ht: [0, 1], et: [2, 1], pen: null }),
      squads(1),
      [1, 1],
    );
    expect(s.final).toEqual([2, 1]);
    expect(s.phases.map((p) => p.status)).toEqual([2, 3, 4, 6, 5, 8]);
    const shootout = buildFootballScript(
      5,
      match(11, { source: 'real', ft: [0, 0], ht: [0, 0], et: [0, 0], pen: [4, 3] }),
      squads(1),
      [1, 1],
    );
    expect(shootout.phases.map((p) => p.status)).toContain(7);
  });

  it('follows the statuses and the spec clock', () => {
    const s = buildFootballScript(1, match(12), squads(1), [1.4, 1.4]);
    expect(stateAt(s, 1000, 999).status).toBe(1);
    const early = stateAt(s, 1000, 1000 + 600);
    expect([early.status, early.minute, early.kickoff_time]).toEqual([2, 11, 1000]);
    const second = s.phases[2]!.start;
    const late = stateAt(s, 1000, 1000 + second + 300);
    expect([late.status, late.minute, late.kickoff_time]).toEqual([4, 51, 1000 + second]);
  });

  it('keeps postponed matches out of play', () => {
    const s = buildFootballScript(1, match(13, { source: 'real', note: 'postponed' }), squads(1), [1, 1]);
    expect(stateAt(s, 0, 99_999).status).toBe(9);
  });

  it('grows statistics monotonically with shots on target at least the goals', () => {
    const s = buildFootballScript(2, match(14), squads(1), [2.2, 0.8]);
    let before = statsAt(s, stateAt(s, 0, 0));
    for (let t = 300; t <= s.end; t += 300) {
      const now = statsAt(s, stateAt(s, 0, t));
      for (const row of now) {
        if (row.key === 'possession') continue;
        const prev = before.find((r) => r.key === row.key)!;
        expect(row.home).toBeGreaterThanOrEqual(prev.home);
        expect(row.away).toBeGreaterThanOrEqual(prev.away);
      }
      const st = stateAt(s, 0, t);
      const onTarget = now.find((r) => r.key === 'shots_on_target')!;
      expect(onTarget.home).toBeGreaterThanOrEqual(st.home_score);
      before = now;
    }
  });
});

describe('basketball script', () => {
  it('plays four quarters, breaks and overtime until somebody leads', () => {
    for (let id = 1; id <= 100; id++) {
      const s = buildBasketballScript(4, match(id, { sport_id: 2 }), squads(2), [112, 110]);
      expect(s.final[0]).not.toBe(s.final[1]);
      expect(s.periods.reduce((n, p) => n + p[0], 0)).toBe(s.final[0]);
      expect(s.phases.slice(0, 7).map((p) => p.status)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      expect(stateAt(s, 0, s.end).status).toBe(10);
    }
  });

  it('runs the game clock down within a quarter', () => {
    const s = buildBasketballScript(4, match(3, { sport_id: 2 }), squads(2), [112, 110]);
    const q2 = s.phases[2]!;
    const a = stateAt(s, 0, q2.start + 60);
    expect([a.status, a.period_count, a.kickoff_time, a.period_remaining_time]).toEqual([
      4,
      2,
      q2.start,
      720,
    ]);
    // Clients count down one second per second from the sample: the quarter ends when the clock reaches 0.
    expect(q2.end - q2.start).toBe(720);
    const halfTime = stateAt(s, 0, s.phases[3]!.start + 5);
    expect([halfTime.status, halfTime.period_remaining_time]).toEqual([5, 0]);
  });
});

describe('odds', () => {
  it('move with the score: a team two goals up becomes a heavy favourite', () => {
    const s = buildFootballScript(
      1,
      match(20, { source: 'real', ft: [2, 0], ht: [2, 0] }),
      squads(1),
      [1.3, 1.3],
    );
    const book = BOOKMAKERS[0]!;
    const before = quoteAt(s, 0, -3600, book, 0);
    const after = quoteAt(s, 0, s.phases[1]!.start + 60, book, 1);
    expect(after.eu.home).toBeLessThan(before.eu.home);
    expect(after.eu.home).toBeLessThan(1.25);
    const history = oddsHistory(s, 0, s.end + 10, book);
    expect(history[0]!.time).toBe(-86400);
    expect(history.length).toBeGreaterThan(20);
  });
});

describe('engine clock', () => {
  it('runs from a start time at a speed', () => {
    let real = 1_000_000;
    const clock = new EngineClock(10, 5_000_000, () => real);
    expect(clock.now()).toBe(5_000_000);
    real += 1000;
    expect(clock.now()).toBe(5_010_000);
  });
});
