import { Rng } from '../rng';
import type { Player } from './squad';

/** A player in a line-up; x and y place him on a pitch drawn from his own goal (y 0) forward (y 100). */
export interface LineupPlayer extends Player {
  x: number;
  y: number;
}

/** One side's line-up for a match. */
export interface Lineup {
  formation: string;
  starters: LineupPlayer[];
  bench: Player[];
}

// Each formation as the rows behind the keeper: [positions to draw from, count] per row.
const FORMATIONS: Record<string, Array<[string, number]>> = {
  '4-3-3': [
    ['D', 4],
    ['M', 3],
    ['F', 3],
  ],
  '4-4-2': [
    ['D', 4],
    ['M', 4],
    ['F', 2],
  ],
  '4-2-3-1': [
    ['D', 4],
    ['M', 2],
    ['M', 3],
    ['F', 1],
  ],
  '3-5-2': [
    ['D', 3],
    ['M', 5],
    ['F', 2],
  ],
  '3-4-3': [
    ['D', 3],
    ['M', 4],
    ['F', 3],
  ],
  '5-3-2': [
    ['D', 5],
    ['M', 3],
    ['F', 2],
  ],
  '4-1-4-1': [
    ['D', 4],
    ['M', 1],
    ['M', 4],
    ['F', 1],
  ],
};

/** The formations the engine uses. */
export const FORMATION_NAMES = Object.keys(FORMATIONS);

/** A football line-up from a squad: a seeded formation, the first players of each position, nine on the bench. */
export function footballLineup(squad: Player[], seed: string): Lineup {
  const rng = new Rng(`lineup/${seed}`);
  const formation = rng.pick(FORMATION_NAMES);
  const rows = FORMATIONS[formation]!;
  const pool = new Map<string, Player[]>();
  for (const p of rng.shuffle(squad.slice(1))) pool.set(p.position, [...(pool.get(p.position) ?? []), p]);
  const take = (position: string): Player => {
    const list = pool.get(position) ?? [];
    const p = list.shift() ?? [...pool.values()].find((l) => l.length)!.shift()!;
    return p;
  };
  const keeper = squad[0]!;
  const starters: LineupPlayer[] = [{ ...keeper, x: 50, y: 6 }];
  rows.forEach(([position, count], r) => {
    const y = Math.round(22 + (r * 66) / Math.max(1, rows.length - 1));
    for (let i = 0; i < count; i++) {
      starters.push({ ...take(position), x: Math.round(((i + 1) * 100) / (count + 1)), y });
    }
  });
  const chosen = new Set(starters.map((p) => p.id));
  const bench = squad.filter((p) => !chosen.has(p.id)).slice(0, 9);
  return { formation, starters, bench };
}

/** A basketball line-up: five starters (two guards, two forwards, a centre) and the rest on the bench. */
export function basketballLineup(squad: Player[]): Lineup {
  const pick = (position: string, n: number): Player[] =>
    squad.filter((p) => p.position === position).slice(0, n);
  const five = [...pick('G', 2), ...pick('F', 2), ...pick('C', 1)];
  const spots: Array<[number, number]> = [
    [30, 70],
    [70, 70],
    [20, 40],
    [80, 40],
    [50, 20],
  ];
  const starters = five.map((p, i) => ({ ...p, x: spots[i]![0], y: spots[i]![1] }));
  const chosen = new Set(five.map((p) => p.id));
  return { formation: '', starters, bench: squad.filter((p) => !chosen.has(p.id)) };
}
