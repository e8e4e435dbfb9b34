// The FIFA Club World Cup 2025 from the openfootball results: teams, group tables, knockout rounds and each
// club's record. Everything is computed from the match results, so tables always agree with the scores.

/** A match as openfootball stores it. */
export interface RawMatch {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ft?: [number, number]; ht?: [number, number]; et?: [number, number]; p?: [number, number] };
}

/** A club of the tournament. */
export interface CwcTeam {
  id: string;
  name: string;
  /** FIFA country code, e.g. "ENG". */
  country: string;
  group: string | null;
}

/** A played or scheduled match. */
export interface CwcMatch {
  index: number;
  round: string;
  date: string;
  time: string;
  home: CwcTeam;
  away: CwcTeam;
  /** Score after extra time when played, else full time; null when not played. */
  score: [number, number] | null;
  ht: [number, number] | null;
  pen: [number, number] | null;
  extraTime: boolean;
  /** The side that went through or won: 1 home, 2 away, 0 draw (group stage). */
  winner: 0 | 1 | 2 | null;
}

/** One line of a group table. */
export interface TableRow {
  team: CwcTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gf: number;
  ga: number;
  points: number;
}

/** Knockout rounds in order. */
export const KNOCKOUT_ROUNDS = ['Round of 16', 'Quarterfinals', 'Semifinals', 'Final'] as const;
/** How far a club went. */
export type Stage = 'champion' | 'final' | 'semi' | 'quarter' | 'r16' | 'group' | 'playoff';

/** "Chelsea FC (ENG)" -> name and code. */
export function parseTeam(raw: string): { name: string; country: string } {
  const m = /^(.*)\s+\(([A-Z]{3})\)$/.exec(raw.trim());
  return m ? { name: m[1]!, country: m[2]! } : { name: raw.trim(), country: '' };
}

/** URL id of a club: its name in lower-case words joined by dashes, accents removed. */
export function teamId(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The tournament, computed once. */
export interface Tournament {
  teams: CwcTeam[];
  matches: CwcMatch[];
  groups: Record<string, TableRow[]>;
}

function winnerOf(
  round: string,
  score: [number, number] | null,
  pen: [number, number] | null,
): 0 | 1 | 2 | null {
  if (!score) return null;
  if (score[0] !== score[1]) return score[0] > score[1] ? 1 : 2;
  if (pen) return pen[0] > pen[1] ? 1 : 2;
  return round.startsWith('Group') ? 0 : null;
}

/** Sorts a table: points, goal difference, goals scored, then name (head-to-head is not needed in 2025). */
export function sortTable(rows: TableRow[]): TableRow[] {
  return [...rows].sort(
    (a, b) =>
      b.points - a.points ||
      b.gf - b.ga - (a.gf - a.ga) ||
      b.gf - a.gf ||
      a.team.name.localeCompare(b.team.name),
  );
}

/** Builds the tournament from openfootball matches. */
export function buildTournament(raw: RawMatch[]): Tournament {
  const teams = new Map<string, CwcTeam>();
  const teamOf = (rawName: string, round: string): CwcTeam => {
    const { name, country } = parseTeam(rawName);
    const id = teamId(name);
    const group = round.startsWith('Group ') ? round.slice(6) : null;
    const t = teams.get(id) ?? { id, name, country, group: null };
    if (group) t.group = group;
    teams.set(id, t);
    return t;
  };
  const matches: CwcMatch[] = raw.map((m, index) => {
    const home = teamOf(m.team1, m.round);
    const away = teamOf(m.team2, m.round);
    const score = m.score?.et ?? m.score?.ft ?? null;
    const pen = m.score?.p ?? null;
    return {
      index,
      round: m.round,
      date: m.date,
      time: m.time ?? '',
      home,
      away,
      score,
      ht: m.score?.ht ?? null,
      pen,
      extraTime: !!m.score?.et,
      winner: winnerOf(m.round, score, pen),
    };
  });
  const tables = new Map<string, Map<string, TableRow>>();
  for (const m of matches) {
    if (!m.round.startsWith('Group ') || !m.score) continue;
    const g = m.round.slice(6);
    const table = tables.get(g) ?? new Map<string, TableRow>();
    tables.set(g, table);
    const row = (t: CwcTeam) => {
      const r = table.get(t.id) ?? { team: t, played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0, points: 0 };
      table.set(t.id, r);
      return r;
    };
    const [h, a] = m.score;
    const rh = row(m.home);
    const ra = row(m.away);
    rh.played += 1;
    ra.played += 1;
    rh.gf += h;
    rh.ga += a;
    ra.gf += a;
    ra.ga += h;
    if (h > a) {
      rh.won += 1;
      ra.lost += 1;
      rh.points += 3;
    } else if (h < a) {
      ra.won += 1;
      rh.lost += 1;
      ra.points += 3;
    } else {
      rh.drawn += 1;
      ra.drawn += 1;
      rh.points += 1;
      ra.points += 1;
    }
  }
  const groups: Record<string, TableRow[]> = {};
  for (const g of [...tables.keys()].sort()) groups[g] = sortTable([...tables.get(g)!.values()]);
  return { teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name)), matches, groups };
}

/** A club's record in the tournament. */
export interface TeamRecord {
  team: CwcTeam;
  matches: CwcMatch[];
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gf: number;
  ga: number;
  cleanSheets: number;
  stage: Stage;
}

/** How far a club went and its numbers (extra-time goals count; shoot-outs decide, but count as draws). */
export function teamRecord(t: Tournament, id: string): TeamRecord | null {
  const team = t.teams.find((x) => x.id === id);
  if (!team) return null;
  const matches = t.matches.filter((m) => m.home.id === id || m.away.id === id);
  const rec: TeamRecord = {
    team,
    matches,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    gf: 0,
    ga: 0,
    cleanSheets: 0,
    stage: 'group',
  };
  for (const m of matches) {
    if (!m.score) continue;
    const home = m.home.id === id;
    const [f, a] = home ? m.score : [m.score[1], m.score[0]];
    rec.played += 1;
    rec.gf += f;
    rec.ga += a;
    if (a === 0) rec.cleanSheets += 1;
    if (f > a) rec.won += 1;
    else if (f < a) rec.lost += 1;
    else rec.drawn += 1;
  }
  const rounds = new Set(matches.map((m) => m.round));
  const final = matches.find((m) => m.round === 'Final');
  if (final) rec.stage = final.winner === (final.home.id === id ? 1 : 2) ? 'champion' : 'final';
  else if (rounds.has('Semifinals')) rec.stage = 'semi';
  else if (rounds.has('Quarterfinals')) rec.stage = 'quarter';
  else if (rounds.has('Round of 16')) rec.stage = 'r16';
  else if (!team.group) rec.stage = 'playoff';
  return rec;
}
