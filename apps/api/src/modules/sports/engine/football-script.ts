import type { MatchRecord } from '../catalog/types';
import { Rng } from '../rng';
import { footballLineup } from './lineup';
import type { Lineup } from './lineup';
import type { EventPlayer, EventType, MatchScript, Phase, ScriptEvent } from './script-types';
import type { Player } from './squad';

/** Football statuses as the spec numbers them; 9, 11, 12 are the abnormal ones (postponed, abandoned, cancelled). */
export const FB = { waiting: 1, first: 2, half: 3, second: 4, extra: 5, extraBreak: 6, pens: 7, finished: 8 };
const NOTE_STATUS: Record<string, number> = { postponed: 9, abandoned: 11, cancelled: 12 };

interface Draft {
  at: number;
  minute: number;
  added: number;
  type: EventType;
  side: 1 | 2;
}

/** Final and half-time score of a match: the real one when known, else drawn from the expected goals. */
export function footballScore(
  seed: number,
  m: MatchRecord,
  expected: [number, number],
): { ft: [number, number]; ht: [number, number]; et: [number, number] | null } {
  const rng = new Rng(`${seed}/${m.id}/score`);
  const ft: [number, number] = m.ft ?? [rng.poisson(expected[0]), rng.poisson(expected[1])];
  let ht = m.ht;
  if (!ht || ht[0] > ft[0] || ht[1] > ft[1]) {
    const split = (n: number): number =>
      Array.from({ length: n }, () => rng.chance(0.45)).filter(Boolean).length;
    ht = [split(ft[0]), split(ft[1])];
  }
  return { ft, ht, et: m.et };
}

function asEventPlayer(p: Player): EventPlayer {
  return { id: p.id, number: p.number, name_en: p.name_en, name_zh: p.name_zh };
}

type Placement = Pick<Draft, 'at' | 'minute' | 'added'>;

/** Minute and second placement of an event inside a half that starts at `start` seconds. */
function place(rng: Rng, start: number, firstMinute: number, regular: number, added: number): Placement {
  const offset = rng.int(0, regular + added - 1);
  const minute = firstMinute + Math.min(offset, regular - 1);
  return { at: start + offset * 60 + rng.int(0, 59), minute, added: Math.max(0, offset - regular + 1) };
}

/**
 * The full script of a football match: phases, goals that add up to the final score (the real one for real
 * results), cards, substitutions, corners, missed penalties, line-ups. Deterministic in (seed, match).
 */
export function buildFootballScript(
  seed: number,
  m: MatchRecord,
  squads: [Player[], Player[]],
  expected: [number, number],
): MatchScript {
  const rng = new Rng(`${seed}/${m.id}/events`);
  const { ft, ht, et } = footballScore(seed, m, expected);
  const lineups: [Lineup, Lineup] = [
    footballLineup(squads[0], `${seed}/${m.id}/1`),
    footballLineup(squads[1], `${seed}/${m.id}/2`),
  ];
  const add1 = rng.int(1, 4);
  const add2 = rng.int(2, 7);
  const phases: Phase[] = [];
  let t = 0;
  const push = (status: number, seconds: number): number => {
    phases.push({ status, start: t, end: t + seconds });
    t += seconds;
    return t - seconds;
  };
  const h1 = push(FB.first, (45 + add1) * 60);
  push(FB.half, 15 * 60);
  const h2 = push(FB.second, (45 + add2) * 60);
  let etStart = -1;
  if (et || m.pen) {
    push(FB.extraBreak, 5 * 60);
    etStart = push(FB.extra, 32 * 60);
  }
  if (m.pen) push(FB.pens, 10 * 60);
  const end = t;
  phases.push({ status: FB.finished, start: end, end: Number.MAX_SAFE_INTEGER });

  const drafts: Draft[] = [];
  const add = (type: EventType, side: 1 | 2, at: Placement): void => {
    drafts.push({ type, side, ...at });
  };
  const inFirst = (): Placement => place(rng, h1, 1, 45, add1);
  const inSecond = (): Placement => place(rng, h2, 46, 45, add2);
  const anyTime = (): Placement => (rng.chance(0.45) ? inFirst() : inSecond());
  const goalKind = (): EventType => (rng.chance(0.1) ? 'penalty' : rng.chance(0.035) ? 'own_goal' : 'goal');
  for (const side of [1, 2] as const) {
    const i = side - 1;
    for (let g = 0; g < ht[i]!; g++) add(goalKind(), side, inFirst());
    for (let g = 0; g < ft[i]! - ht[i]!; g++) add(goalKind(), side, inSecond());
    if (et) for (let g = 0; g < et[i]! - ft[i]!; g++) add('goal', side, place(rng, etStart, 91, 30, 2));
    for (let c = rng.poisson(1.8); c > 0; c--) add('yellow', side, anyTime());
    if (rng.chance(0.05)) add('red', side, anyTime());
    if (rng.chance(0.08)) add('penalty_missed', side, anyTime());
    for (let c = rng.poisson(3.2 + expected[i]! * 1.2); c > 0; c--) add('corner', side, anyTime());
    const subs = rng.int(3, 5);
    for (let s = 0; s < subs; s++) {
      const minute = s === 0 && rng.chance(0.3) ? 46 : rng.int(55, 88);
      add('substitution', side, { at: h2 + (minute - 46) * 60 + rng.int(0, 59), minute, added: 0 });
    }
  }
  drafts.sort((a, b) => a.at - b.at);

  // Players are assigned in time order so nobody scores after being sent off or substituted.
  const onPitch = lineups.map((l) => l.starters.slice(1).map((p) => p as Player));
  const bench = lineups.map((l) => [...l.bench.filter((p) => p.position !== 'G')]);
  const weighted = (list: Player[]): Player => {
    const pool = list.flatMap(
      (p) => Array(p.position === 'F' ? 6 : p.position === 'M' ? 3 : 1).fill(p) as Player[],
    );
    return rng.pick(pool.length ? pool : list);
  };
  const events: ScriptEvent[] = [];
  let home = 0;
  let away = 0;
  for (const d of drafts) {
    const own = onPitch[d.side - 1]!;
    const other = onPitch[2 - d.side]!;
    let player: Player | null = null;
    let player2: Player | null = null;
    if (d.type === 'goal' || d.type === 'penalty' || d.type === 'penalty_missed') {
      player = own.length ? weighted(own) : null;
      if (d.type === 'goal' && rng.chance(0.7)) player2 = rng.pick(own.filter((p) => p !== player)) ?? null;
    } else if (d.type === 'own_goal') {
      player =
        rng.pick(
          other
            .filter((p) => p.position === 'D')
            .concat(other)
            .slice(0, 6),
        ) ?? null;
    } else if (d.type === 'yellow' || d.type === 'red') {
      player = own.length ? rng.pick(own) : null;
      if (d.type === 'red' && player) own.splice(own.indexOf(player), 1);
    } else if (d.type === 'substitution') {
      const incoming = bench[d.side - 1]!.shift();
      if (!incoming || own.length < 8) continue;
      player = rng.pick(own.filter((p) => p.position !== 'D')) ?? rng.pick(own);
      own.splice(own.indexOf(player), 1, incoming);
      player2 = incoming;
    }
    if (d.type === 'goal' || d.type === 'penalty' || d.type === 'own_goal') {
      if (d.side === 1) home++;
      else away++;
    }
    events.push({
      id: events.length + 1,
      ...d,
      player: player ? asEventPlayer(player) : null,
      player2: player2 ? asEventPlayer(player2) : null,
      home,
      away,
    });
  }
  if (m.pen) {
    events.push({
      id: events.length + 1,
      at: end - 1,
      minute: 120,
      added: 0,
      type: 'shootout',
      side: m.pen[0] > m.pen[1] ? 1 : 2,
      player: null,
      player2: null,
      home,
      away,
    });
  }

  const strength = expected[0] / (expected[0] + expected[1]);
  // `base` is both sides together over 90 minutes; the stronger side gets the larger share.
  const rate = (base: number, share: number): [number, number] => [base * share, base * (1 - share)];
  return {
    sport: 1,
    matchId: m.id,
    phases,
    events,
    end,
    final: [home, away],
    ht,
    periods: [ht, [ft[0] - ht[0], ft[1] - ht[1]]],
    pen: m.pen,
    lineups,
    rates: {
      possession: Math.round(Math.min(68, Math.max(32, 50 + (strength - 0.5) * 40 + rng.normal(0, 3)))),
      shots: rate(rng.int(16, 24), strength),
      attacks: rate(rng.int(180, 240), strength),
      dangerous: rate(rng.int(90, 130), strength),
      fouls: [rng.int(8, 16), rng.int(8, 16)],
      offsides: [rng.int(0, 4), rng.int(0, 4)],
      saves: [rng.int(1, 5), rng.int(1, 5)],
    },
    expected,
    fixedStatus: NOTE_STATUS[m.note] ?? null,
  };
}
