import { Rng } from '../rng';
import type { MatchState } from './match-state';
import type { MatchScript } from './script-types';
import { playedShare, statsAt } from './stats';

/** One player's line in a match so far. */
export interface PlayerLine {
  id: number;
  number: number;
  name_zh: string;
  name_en: string;
  position: string;
  starter: boolean;
  minutes: number;
  /** Football: goals; basketball: points. */
  points: number;
  goals: number;
  assists: number;
  rebounds: number;
  steals: number;
  yellow: number;
  red: number;
}

/** Splits a team total among players by fixed seeded weights, so each player's figure only grows. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const out = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - out.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % out.length, left--) out[i]!++;
  return out;
}

/**
 * Box score lines of both sides at a state. Counted things (goals, points, cards, assists in football) come
 * from the events; basketball rebounds, assists and steals split the team totals by seeded weights.
 */
export function playerLines(script: MatchScript, state: MatchState): [PlayerLine[], PlayerLine[]] {
  const share = playedShare(script, state);
  const seen = script.events.slice(0, state.event_count);
  const stats = statsAt(script, state);
  const total = (key: string, side: 0 | 1): number => {
    const row = stats.find((r) => r.key === key);
    return row ? (side === 0 ? row.home : row.away) : 0;
  };
  return [0, 1].map((sideIndex) => {
    const side = (sideIndex + 1) as 1 | 2;
    const lineup = script.lineups[sideIndex]!;
    const players = [
      ...lineup.starters.map((p) => ({ p, starter: true })),
      ...lineup.bench.map((p) => ({ p, starter: false })),
    ];
    const lines: PlayerLine[] = players.map(({ p, starter }) => ({
      id: p.id,
      number: p.number,
      name_zh: p.name_zh,
      name_en: p.name_en,
      position: p.position,
      starter,
      minutes: 0,
      points: 0,
      goals: 0,
      assists: 0,
      rebounds: 0,
      steals: 0,
      yellow: 0,
      red: 0,
    }));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const length = script.sport === 1 ? 90 : 48;
    if (share > 0) {
      const played = Math.round(length * share);
      const rng = new Rng(`minutes/${script.matchId}/${side}`);
      for (const l of lines) {
        if (script.sport === 1) l.minutes = l.starter ? played : 0;
        else l.minutes = Math.round(played * (l.starter ? 0.62 + rng.next() * 0.15 : rng.next() * 0.35));
      }
    }
    for (const e of seen) {
      const own = e.side === side;
      const p = e.player ? byId.get(e.player.id) : undefined;
      const p2 = e.player2 ? byId.get(e.player2.id) : undefined;
      if (e.type === 'score' && own && p) p.points += e.points ?? 0;
      if ((e.type === 'goal' || e.type === 'penalty') && own && p) p.goals++;
      if (e.type === 'goal' && own && p2) p2.assists++;
      if (e.type === 'yellow' && own && p) p.yellow++;
      if (e.type === 'red' && own && p) p.red++;
      if (e.type === 'substitution' && own && p && p2 && script.sport === 1) {
        const minute = Math.min(90, e.minute);
        p.minutes = Math.min(p.minutes, minute);
        p2.minutes = Math.max(0, Math.round(90 * share) - minute);
      }
    }
    if (script.sport === 1) for (const l of lines) l.points = l.goals;
    else {
      const weights = lines.map((l, i) => (l.starter ? 3 : 1) * (1 + new Rng(`w/${l.id}/${i}`).next()));
      const reb = split(total('rebounds', sideIndex as 0 | 1), weights);
      const ast = split(total('assists', sideIndex as 0 | 1), weights.slice().reverse());
      const stl = split(total('steals', sideIndex as 0 | 1), weights);
      lines.forEach((l, i) => {
        l.rebounds = reb[i]!;
        l.assists = ast[i]!;
        l.steals = stl[i]!;
      });
    }
    return lines;
  }) as [PlayerLine[], PlayerLine[]];
}

/** The top three of each side for points (goals), rebounds and assists. */
export function topThree(
  lines: [PlayerLine[], PlayerLine[]],
): Record<'points' | 'rebounds' | 'assists', [PlayerLine[], PlayerLine[]]> {
  const top = (key: 'points' | 'rebounds' | 'assists'): [PlayerLine[], PlayerLine[]] =>
    lines.map((side) => [...side].sort((a, b) => b[key] - a[key] || a.number - b.number).slice(0, 3)) as [
      PlayerLine[],
      PlayerLine[],
    ];
  return { points: top('points'), rebounds: top('rebounds'), assists: top('assists') };
}
