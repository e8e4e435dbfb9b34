/** A finished match as standings see it. */
export interface Result {
  time: number;
  home_id: number;
  away_id: number;
  home: number;
  away: number;
}

/** One row of a league table. */
export interface StandingRow {
  rank: number;
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_diff: number;
  /** Football: 3 a win, 1 a draw. Basketball: wins (the table sorts by win rate). */
  points: number;
  /** Basketball win rate 0..1 (football: also filled, for convenience). */
  win_rate: number;
  /** Last five results, oldest first: W, D, L. */
  form: string;
}

/**
 * A league table computed from results. Football sorts by points, goal difference, goals scored; basketball
 * by win rate then point difference. Every club in `teamIds` appears, even before its first match.
 */
export function computeStandings(results: Result[], teamIds: number[], sport: 1 | 2): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  const forms = new Map<number, string[]>();
  const row = (id: number): StandingRow => {
    let r = rows.get(id);
    if (!r) {
      r = {
        rank: 0,
        team_id: id,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goals_for: 0,
        goals_against: 0,
        goal_diff: 0,
        points: 0,
        win_rate: 0,
        form: '',
      };
      rows.set(id, r);
      forms.set(id, []);
    }
    return r;
  };
  for (const id of teamIds) row(id);
  for (const m of [...results].sort((a, b) => a.time - b.time)) {
    const sides: Array<[number, number, number]> = [
      [m.home_id, m.home, m.away],
      [m.away_id, m.away, m.home],
    ];
    for (const [id, scored, conceded] of sides) {
      const r = row(id);
      r.played++;
      r.goals_for += scored;
      r.goals_against += conceded;
      const outcome = scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';
      if (outcome === 'W') r.won++;
      else if (outcome === 'L') r.lost++;
      else r.drawn++;
      forms.get(id)!.push(outcome);
    }
  }
  const list = [...rows.values()];
  for (const r of list) {
    r.goal_diff = r.goals_for - r.goals_against;
    r.points = sport === 2 ? r.won : r.won * 3 + r.drawn;
    r.win_rate = r.played ? Math.round((r.won / r.played) * 1000) / 1000 : 0;
    r.form = forms.get(r.team_id)!.slice(-5).join('');
  }
  list.sort((a, b) =>
    sport === 2
      ? b.win_rate - a.win_rate || b.goal_diff - a.goal_diff || a.team_id - b.team_id
      : b.points - a.points ||
        b.goal_diff - a.goal_diff ||
        b.goals_for - a.goals_for ||
        a.team_id - b.team_id,
  );
  list.forEach((r, i) => (r.rank = i + 1));
  return list;
}
