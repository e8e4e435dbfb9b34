// The FIFA/Coca-Cola World Ranking formula for men's national teams ("SUM", in use since August 2018):
// every match moves points between the two teams by P = P_before + I * (W - W_e), an Elo system.
// We run it over the international results we hold; the official ranking itself is not open data.

/** FIFA's six confederations. */
export const CONFEDERATIONS = ['AFC', 'CAF', 'CONCACAF', 'CONMEBOL', 'OFC', 'UEFA'] as const;
export type Confederation = (typeof CONFEDERATIONS)[number];

/** How much a match counts (FIFA's "I" values). */
export const MATCH_IMPORTANCE = {
  friendlyOutsideWindow: 5,
  friendly: 10,
  nationsLeagueGroup: 15,
  nationsLeagueFinals: 25,
  qualifier: 25,
  confederationFinalsBeforeQuarters: 35,
  confederationFinalsFromQuarters: 40,
  worldCupBeforeQuarters: 50,
  worldCupFromQuarters: 60,
} as const;

/** One international result. `extraTime` is the score after extra time when there was some. */
export interface RankedMatch {
  date: string;
  home: string;
  away: string;
  /** Goals after 90 minutes. */
  score: [number, number];
  extraTime?: [number, number];
  /** Penalty shoot-out, when the tie went to one. */
  penalties?: [number, number];
  importance: number;
  /** A knockout match of a final tournament: the loser keeps its points (FIFA rule since 2018). */
  finalsKnockout: boolean;
}

/** A team's standing after the matches. */
export interface RankingRow {
  team: string;
  rank: number;
  points: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

/** Expected result of a team `dr` points ahead of its opponent. */
export function expectedResult(dr: number): number {
  return 1 / (10 ** (-dr / 600) + 1);
}

/**
 * Actual result W for the home side and the away side. A shoot-out turns the draw into 0.75 for the winner
 * and 0.5 for the loser, as FIFA scores it.
 */
export function actualResults(m: Pick<RankedMatch, 'score' | 'extraTime' | 'penalties'>): [number, number] {
  const [h, a] = m.extraTime ?? m.score;
  if (h > a) return [1, 0];
  if (h < a) return [0, 1];
  if (m.penalties) return m.penalties[0] > m.penalties[1] ? [0.75, 0.5] : [0.5, 0.75];
  return [0.5, 0.5];
}

/** The points both teams gain (or lose) in one match, from their points before it. */
export function pointsExchange(m: RankedMatch, homeBefore: number, awayBefore: number): [number, number] {
  const [wh, wa] = actualResults(m);
  let dh = m.importance * (wh - expectedResult(homeBefore - awayBefore));
  let da = m.importance * (wa - expectedResult(awayBefore - homeBefore));
  if (m.finalsKnockout) {
    dh = Math.max(0, dh);
    da = Math.max(0, da);
  }
  return [dh, da];
}

interface Tally {
  points: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

/**
 * Runs the formula over the matches in date order, every team starting from `startPoints`, and ranks the
 * teams by points (ties share a rank, then sort by name). Points are rounded to two decimals, as FIFA shows.
 */
export function fifaRanking(matches: readonly RankedMatch[], startPoints = 1500): RankingRow[] {
  const teams = new Map<string, Tally>();
  const get = (name: string): Tally => {
    let t = teams.get(name);
    if (!t) {
      t = { points: startPoints, played: 0, won: 0, drawn: 0, lost: 0 };
      teams.set(name, t);
    }
    return t;
  };
  const ordered = [...matches].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  for (const m of ordered) {
    const home = get(m.home);
    const away = get(m.away);
    const [dh, da] = pointsExchange(m, home.points, away.points);
    home.points += dh;
    away.points += da;
    const [wh, wa] = actualResults(m);
    for (const [t, w] of [
      [home, wh],
      [away, wa],
    ] as const) {
      t.played += 1;
      // A shoot-out (0.75 or 0.5) is a draw in the record, as in every table.
      if (w === 1) t.won += 1;
      else if (w === 0) t.lost += 1;
      else t.drawn += 1;
    }
  }
  const rows = [...teams.entries()]
    .map(([team, t]) => ({ team, ...t, points: Math.round(t.points * 100) / 100 }))
    .sort((x, y) => y.points - x.points || x.team.localeCompare(y.team));
  const ranked: RankingRow[] = [];
  rows.forEach((r, i) => {
    const above = ranked[i - 1];
    ranked.push({ ...r, rank: above && above.points === r.points ? above.rank : i + 1 });
  });
  return ranked;
}
