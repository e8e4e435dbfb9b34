// SportDatabase/getFifaRank: national teams ranked by the FIFA formula over the international results we
// hold, every team starting level. The official FIFA ranking is not open data, so the screen says which
// results and which start it uses, and compares with the table before the last tournament.
import path from 'node:path';
import { fifaRanking, type RankingRow } from '@tifo/sports';
import { assetUrl, OPENFOOTBALL_DIR } from '../../sports';
import {
  readInternationalResults,
  readNations,
  type Nation,
  type SourcedMatch,
} from './international-results';

/** Where the World Cup files are. */
export const WORLDCUP_DIR = path.join(OPENFOOTBALL_DIR, 'worldcup');

/** Points every team starts from (FIFA rebased its 2018 table on earlier points we do not have). */
export const START_POINTS = 1500;

/** One ranked team. */
export interface FifaRankRow {
  rank: number;
  /** Rank before the last tournament counted; null when the team had not played yet. */
  previous_rank: number | null;
  points: number;
  previous_points: number | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  team: { name: string; code: string; confed: string; flag: string; flag_code: string };
}

/** The ranking and how it was made. */
export interface FifaRank {
  /** Date of the last match counted (YYYY-MM-DD), or null before any. */
  as_of: string | null;
  /** The table `previous_*` compare with: the day before the last tournament counted began. */
  previous_as_of: string | null;
  start_points: number;
  /** Competitions counted, oldest first. */
  sources: string[];
  matches: number;
  list: FifaRankRow[];
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function teamOf(name: string, nations: Map<string, Nation>): FifaRankRow['team'] {
  const n = nations.get(name);
  const flag = n?.flag ?? '';
  return { name, code: n?.code ?? '', confed: n?.confed ?? '', flag: assetUrl.flag(flag), flag_code: flag };
}

/** The ranking service; the files are read once, the table is computed per date and cached. */
export class FifaRankService {
  private loaded: { matches: SourcedMatch[]; nations: Map<string, Nation> } | null = null;
  private readonly cache = new Map<string, FifaRank>();

  constructor(private readonly worldcupDir: string) {}

  private data(): { matches: SourcedMatch[]; nations: Map<string, Nation> } {
    this.loaded ??= {
      matches: readInternationalResults(this.worldcupDir),
      nations: readNations(this.worldcupDir),
    };
    return this.loaded;
  }

  /** The table on `today` (matches dated after it are not played yet), optionally one confederation. */
  rank(today: string, confed?: string): FifaRank {
    let full = this.cache.get(today);
    if (!full) {
      full = this.compute(today);
      this.cache.set(today, full);
    }
    return confed ? { ...full, list: full.list.filter((r) => r.team.confed === confed) } : full;
  }

  private compute(today: string): FifaRank {
    const { matches, nations } = this.data();
    const played = matches.filter((m) => m.date <= today);
    const last = played.reduce<SourcedMatch | null>((a, m) => (!a || m.date >= a.date ? m : a), null);
    const lastStart = last
      ? played.filter((m) => m.source === last.source).reduce((a, m) => (m.date < a ? m.date : a), last.date)
      : null;
    const previousAsOf = lastStart ? dayBefore(lastStart) : null;
    const before = new Map<string, RankingRow>(
      previousAsOf
        ? fifaRanking(
            played.filter((m) => m.date <= previousAsOf),
            START_POINTS,
          ).map((r) => [r.team, r])
        : [],
    );
    return {
      as_of: last?.date ?? null,
      previous_as_of: previousAsOf,
      start_points: START_POINTS,
      sources: [...new Set(played.map((m) => m.source))],
      matches: played.length,
      list: fifaRanking(played, START_POINTS).map((r) => {
        const prev = before.get(r.team);
        return {
          rank: r.rank,
          previous_rank: prev?.rank ?? null,
          points: r.points,
          previous_points: prev?.points ?? null,
          played: r.played,
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          team: teamOf(r.team, nations),
        };
      }),
    };
  }
}
