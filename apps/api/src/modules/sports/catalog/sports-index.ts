import { dateAt } from './local-time';
import type { Catalog, Competition, MatchRecord, Season, Team } from './types';

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The catalog in memory with the lookups the endpoints need; built once after seeding (read-mostly data). */
export class SportsIndex {
  readonly competitions = new Map<number, Competition>();
  readonly seasons = new Map<number, Season>();
  readonly teams = new Map<number, Team>();
  readonly matches = new Map<number, MatchRecord>();
  private readonly byDay = new Map<string, MatchRecord[]>();
  private readonly byTeam = new Map<number, MatchRecord[]>();
  private readonly bySeason = new Map<number, MatchRecord[]>();
  private readonly seasonsByCompetition = new Map<number, Season[]>();

  constructor(catalog: Catalog) {
    for (const c of catalog.competitions) this.competitions.set(c.id, c);
    for (const t of catalog.teams) this.teams.set(t.id, t);
    for (const s of [...catalog.seasons].sort((a, b) => a.start_date.localeCompare(b.start_date))) {
      this.seasons.set(s.id, s);
      pushTo(this.seasonsByCompetition, s.competition_id, s);
    }
    for (const m of [...catalog.matches].sort((a, b) => a.time - b.time || a.id - b.id)) {
      this.matches.set(m.id, m);
      pushTo(this.byDay, dateAt(m.time * 1000), m);
      pushTo(this.byTeam, m.home_id, m);
      pushTo(this.byTeam, m.away_id, m);
      pushTo(this.bySeason, m.season_id, m);
    }
  }

  /** Matches with a scheduled start in [from, to) (unix seconds), in start order. */
  between(from: number, to: number): MatchRecord[] {
    const out: MatchRecord[] = [];
    for (let day = Math.floor(from / 86400) * 86400; day < to; day += 86400) {
      for (const m of this.byDay.get(dateAt(day * 1000)) ?? [])
        if (m.time >= from && m.time < to) out.push(m);
    }
    return out;
  }

  /** A club's matches in start order. */
  teamMatches(teamId: number): MatchRecord[] {
    return this.byTeam.get(teamId) ?? [];
  }

  /** A season's matches in start order. */
  seasonMatches(seasonId: number): MatchRecord[] {
    return this.bySeason.get(seasonId) ?? [];
  }

  /** A competition's seasons, oldest first. */
  seasonsOf(competitionId: number): Season[] {
    return this.seasonsByCompetition.get(competitionId) ?? [];
  }

  /** The season running on a date, else the last one started before it, else the first one. */
  currentSeason(competitionId: number, date: string): Season | undefined {
    const list = this.seasonsOf(competitionId);
    const running = list.filter((s) => s.start_date <= date);
    return running.find((s) => s.end_date >= date) ?? running[running.length - 1] ?? list[0];
  }

  /** The clubs of a season (those with a match in it). */
  seasonTeams(seasonId: number): number[] {
    const ids = new Set<number>();
    for (const m of this.seasonMatches(seasonId)) ids.add(m.home_id).add(m.away_id);
    return [...ids];
  }
}
