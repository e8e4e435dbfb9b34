import type { MatchState } from './match-state';
import type { MatchScript } from './script-types';

/** One row of match statistics. */
export interface StatRow {
  key: string;
  name_zh: string;
  name_en: string;
  home: number;
  away: number;
}

const NAMES: Record<string, [string, string]> = {
  possession: ['控球率', 'Possession %'],
  shots: ['射门', 'Shots'],
  shots_on_target: ['射正', 'Shots on target'],
  attacks: ['进攻', 'Attacks'],
  dangerous_attacks: ['危险进攻', 'Dangerous attacks'],
  corners: ['角球', 'Corners'],
  yellow_cards: ['黄牌', 'Yellow cards'],
  red_cards: ['红牌', 'Red cards'],
  fouls: ['犯规', 'Fouls'],
  offsides: ['越位', 'Offsides'],
  saves: ['扑救', 'Saves'],
  points: ['得分', 'Points'],
  field_goals: ['两分命中', '2-pt made'],
  three_pointers: ['三分命中', '3-pt made'],
  free_throws: ['罚球命中', 'Free throws made'],
  rebounds: ['篮板', 'Rebounds'],
  assists: ['助攻', 'Assists'],
  steals: ['抢断', 'Steals'],
  turnovers: ['失误', 'Turnovers'],
};

/** Share of the playing time gone at a state (0 before the start, 1 at the end). */
export function playedShare(script: MatchScript, state: MatchState): number {
  if (state.elapsed <= 0 || script.fixedStatus !== null) return 0;
  return Math.min(1, state.elapsed / script.end);
}

/**
 * Running statistics at a state. Counted things (goals, cards, corners, baskets) come from the events so far;
 * the rest grow with the time played at the match's seeded rates, so they never go down.
 */
export function statsAt(script: MatchScript, state: MatchState): StatRow[] {
  const share = playedShare(script, state);
  const seen = script.events.slice(0, state.event_count);
  const count = (side: 1 | 2, test: (type: string, points?: number) => boolean): number =>
    seen.filter((e) => e.side === side && test(e.type, e.points)).length;
  const grow = (pair: [number, number]): [number, number] => [
    Math.floor(pair[0] * share),
    Math.floor(pair[1] * share),
  ];
  const row = (key: string, home: number, away: number): StatRow => ({
    key,
    name_zh: NAMES[key]![0],
    name_en: NAMES[key]![1],
    home,
    away,
  });
  const r = script.rates;
  if (script.sport === 2) {
    const made = (points: number): [number, number] => [
      count(1, (t, p) => p === points),
      count(2, (t, p) => p === points),
    ];
    return [
      row('points', state.home_score, state.away_score),
      row('field_goals', ...made(2)),
      row('three_pointers', ...made(3)),
      row('free_throws', ...made(1)),
      row('rebounds', ...grow(r.attacks)),
      row('assists', ...grow(r.dangerous)),
      row('steals', ...grow(r.saves)),
      row('turnovers', ...grow(r.offsides)),
      row('fouls', ...grow(r.fouls)),
    ];
  }
  const goals: [number, number] = [state.home_score, state.away_score];
  const shots = grow(r.shots);
  const onTarget: [number, number] = [
    goals[0] + Math.floor(shots[0] * 0.3),
    goals[1] + Math.floor(shots[1] * 0.3),
  ];
  const drift = share > 0 && share < 1 ? Math.round(3 * Math.sin(state.elapsed / 600 + script.matchId)) : 0;
  const possession = share > 0 ? r.possession + drift : 0;
  return [
    row('possession', possession, share > 0 ? 100 - possession : 0),
    row('shots', shots[0] + goals[0], shots[1] + goals[1]),
    row('shots_on_target', ...onTarget),
    row('attacks', ...grow(r.attacks)),
    row('dangerous_attacks', ...grow(r.dangerous)),
    row(
      'corners',
      count(1, (t) => t === 'corner'),
      count(2, (t) => t === 'corner'),
    ),
    row(
      'yellow_cards',
      count(1, (t) => t === 'yellow'),
      count(2, (t) => t === 'yellow'),
    ),
    row(
      'red_cards',
      count(1, (t) => t === 'red'),
      count(2, (t) => t === 'red'),
    ),
    row('fouls', ...grow(r.fouls)),
    row('offsides', ...grow(r.offsides)),
    row('saves', ...grow(r.saves)),
  ];
}
