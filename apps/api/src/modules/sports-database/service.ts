import { sportsDatabase } from '@tifo/api-contract';
import type { EventFigures, EventInfo, EventRank, RankType } from '@tifo/api-contract';
import { ApiError } from '../../http/api-error';
import { eventView, matchView, teamView } from '../matches';
import type { EventView, MatchView, TeamView } from '../matches';
import { dateAt, playerLines, seasonResults, seasonStandings } from '../sports';
import type { StandingRow, Competition, MatchRecord, Season, SportsData } from '../sports';

/** A season as listed to clients. */
export type SeasonView = Pick<Season, 'id' | 'name' | 'source' | 'start_date' | 'end_date'>;

/** A standings row with its club. */
export type StandingView = StandingRow & { team: TeamView };

/** Kinds of top lists: players (goals or points, assists) and clubs (goals, defence, wins). */
export const { RANK_TYPES } = sportsDatabase;

const HOT_FOOTBALL = ['en.1', 'es.1', 'de.1', 'it.1', 'fr.1', 'cn.1'];

function seasonView(s: Season): SeasonView {
  return { id: s.id, name: s.name, source: s.source, start_date: s.start_date, end_date: s.end_date };
}

/** The sports database: competitions, seasons, tables, fixtures, top lists. */
export class SportDatabaseService {
  private readonly playerCache = new Map<string, { minute: number; value: unknown }>();

  constructor(private readonly data: () => Promise<SportsData>) {}

  /** A competition and one of its seasons (the current one unless asked), or COMPETITION_NOT_FOUND. */
  async pick(id: number, seasonId?: number): Promise<{ d: SportsData; c: Competition; s: Season }> {
    const d = await this.data();
    const c = d.index.competitions.get(id);
    if (!c) throw new ApiError('COMPETITION_NOT_FOUND', String(id));
    const s = seasonId
      ? d.index.seasons.get(seasonId)
      : d.index.currentSeason(id, dateAt(d.engine.clock.now()));
    if (!s || s.competition_id !== id)
      throw new ApiError('INVALID_INPUT', `season_id ${seasonId} is not a season of competition ${id}`);
    return { d, c, s };
  }

  /** A club and the competition it belongs to (its league), or TEAM_NOT_FOUND. */
  async team(teamId: number): Promise<{ team: TeamView; competition_id: number; event: EventView | null }> {
    const d = await this.data();
    const team = d.index.teams.get(teamId);
    if (!team) throw new ApiError('TEAM_NOT_FOUND', String(teamId));
    const competition = d.index.competitions.get(team.competition_id);
    return {
      team: teamView(team, d.index),
      competition_id: team.competition_id,
      event: competition ? eventView(competition) : null,
    };
  }

  /** The database home: football and basketball competitions and the hot ones. */
  async home(): Promise<{ fbList: EventView[]; bbList: EventView[]; hotList: EventView[] }> {
    const d = await this.data();
    const all = [...d.index.competitions.values()];
    const views = (list: Competition[]): EventView[] => list.map((c) => eventView(c));
    const hot = [...HOT_FOOTBALL, 'nba', 'cba']
      .map((code) => all.find((c) => c.code === code))
      .filter((c): c is Competition => !!c);
    return {
      fbList: views(all.filter((c) => c.sport_id === 1)),
      bbList: views(all.filter((c) => c.sport_id === 2)),
      hotList: views(hot),
    };
  }

  /** Every competition grouped by country. */
  async list(sport: number): Promise<
    Array<{
      country_code: string;
      country_zh: string;
      country_en: string;
      country_logo: string;
      list: EventView[];
    }>
  > {
    const d = await this.data();
    const groups = new Map<
      string,
      {
        country_code: string;
        country_zh: string;
        country_en: string;
        country_logo: string;
        list: EventView[];
      }
    >();
    for (const c of d.index.competitions.values()) {
      if (sport && c.sport_id !== sport) continue;
      const key = c.country_en;
      const view = eventView(c);
      const g = groups.get(key) ?? {
        country_code: c.country_code,
        country_zh: c.country_zh,
        country_en: c.country_en,
        country_logo: view.country_logo,
        list: [],
      };
      g.list.push(view);
      groups.set(key, g);
    }
    return [...groups.values()];
  }

  /** A competition's page header: seasons, the chosen season, its clubs and rounds. */
  async info(id: number, seasonId?: number): Promise<EventInfo> {
    const { d, c, s } = await this.pick(id, seasonId);
    const rounds = this.rounds(d.index.seasonMatches(s.id), c);
    return {
      event: { ...eventView(c), kind: c.kind, country_zh: c.country_zh, country_en: c.country_en },
      seasons: d.index.seasonsOf(id).map(seasonView).reverse(),
      season: seasonView(s),
      teams: d.index.seasonTeams(s.id).map((t) => teamView(d.index.teams.get(t), d.index)),
      rounds,
      current_round: this.currentRound(d, d.index.seasonMatches(s.id), c),
    };
  }

  /** Season figures: matches played, goals, home/draw/away split, biggest win, best attack and defence. */
  async view(id: number, seasonId?: number): Promise<EventFigures> {
    const { d, s } = await this.pick(id, seasonId);
    const results = seasonResults(d, s.id);
    const goals = results.reduce((n, r) => n + r.home + r.away, 0);
    const biggest = [...results].sort(
      (a, b) => Math.abs(b.home - b.away) - Math.abs(a.home - a.away) || b.home + b.away - (a.home + a.away),
    )[0];
    const table = seasonStandings(d, s.id);
    const attack = [...table].sort((a, b) => b.goals_for - a.goals_for)[0];
    const defense = [...table].sort((a, b) => a.goals_against - b.goals_against)[0];
    return {
      season: seasonView(s),
      total: d.index.seasonMatches(s.id).length,
      played: results.length,
      goals,
      avg_goals: results.length ? Math.round((goals / results.length) * 100) / 100 : 0,
      home_wins: results.filter((r) => r.home > r.away).length,
      draws: results.filter((r) => r.home === r.away).length,
      away_wins: results.filter((r) => r.home < r.away).length,
      biggest_win: biggest ? matchView(d.index.matches.get(biggest.id)!, d.index, d.engine) : null,
      best_attack: attack
        ? { team: teamView(d.index.teams.get(attack.team_id), d.index), value: attack.goals_for }
        : null,
      best_defense: defense
        ? { team: teamView(d.index.teams.get(defense.team_id), d.index), value: defense.goals_against }
        : null,
    };
  }

  /** The season's table (total, home or away), computed from its results. */
  async integral(
    id: number,
    seasonId: number | undefined,
    type: 'total' | 'home' | 'away',
  ): Promise<{ season: SeasonView; list: StandingView[] }> {
    const { d, s } = await this.pick(id, seasonId);
    const list = seasonStandings(d, s.id, type).map((r) => ({
      ...r,
      team: teamView(d.index.teams.get(r.team_id), d.index),
    }));
    return { season: seasonView(s), list };
  }

  /** Round names of a season (match days), or its dates when it has no rounds (basketball). */
  private rounds(matches: MatchRecord[], c: Competition): string[] {
    const names = new Set<string>();
    for (const m of matches) names.add(this.roundOf(m, c));
    return [...names];
  }

  private roundOf(m: MatchRecord, c: Competition): string {
    return c.sport_id === 2 || !m.round ? dateAt(m.time * 1000, c.tz_offset) : m.round;
  }

  /** The round of the next match to play (else the last round). */
  private currentRound(d: SportsData, matches: MatchRecord[], c: Competition): string {
    const now = d.engine.clock.nowSeconds();
    const next = matches.find((m) => m.time + 2 * 3600 > now) ?? matches[matches.length - 1];
    return next ? this.roundOf(next, c) : '';
  }

  /** A season's fixtures of one round (default: the current round). */
  async matches(
    id: number,
    seasonId: number | undefined,
    round: string | undefined,
  ): Promise<{ season: SeasonView; rounds: string[]; round: string; list: MatchView[] }> {
    const { d, c, s } = await this.pick(id, seasonId);
    const all = d.index.seasonMatches(s.id);
    const rounds = this.rounds(all, c);
    const chosen = round ?? this.currentRound(d, all, c);
    if (round !== undefined && !rounds.includes(round))
      throw new ApiError('INVALID_INPUT', `round ${round} is not a round of this season`);
    const list = all.filter((m) => this.roundOf(m, c) === chosen).map((m) => matchView(m, d.index, d.engine));
    return { season: seasonView(s), rounds, round: chosen, list };
  }

  /** A top list of the season: players by goals (points) or assists, or clubs by goals, defence or wins. */
  async rank(id: number, seasonId: number | undefined, type: RankType, limit: number): Promise<EventRank> {
    const { d, s } = await this.pick(id, seasonId);
    if (type.startsWith('team_')) {
      const table = seasonStandings(d, s.id);
      const value = (r: StandingRow): number =>
        type === 'team_goals' ? r.goals_for : type === 'team_defense' ? r.goals_against : r.won;
      const sorted = [...table].sort(
        (a, b) => (type === 'team_defense' ? value(a) - value(b) : value(b) - value(a)) || a.rank - b.rank,
      );
      return {
        season: seasonView(s),
        type,
        list: sorted.slice(0, limit).map((r, i) => ({
          rank: i + 1,
          team: teamView(d.index.teams.get(r.team_id), d.index),
          value: value(r),
          played: r.played,
        })),
      };
    }
    const players = this.seasonPlayers(d, s.id);
    const key = type === 'goals' ? 'points' : 'assists';
    const list = [...players.values()]
      .sort((a, b) => b[key] - a[key] || a.name_en.localeCompare(b.name_en))
      .slice(0, limit);
    return {
      season: seasonView(s),
      type,
      list: list.map((p, i) => ({
        rank: i + 1,
        player_id: p.id,
        name_zh: p.name_zh,
        name_en: p.name_en,
        team: teamView(d.index.teams.get(p.team_id), d.index),
        value: p[key],
        played: p.played,
      })),
    };
  }

  /** Season totals per player from the scripts of finished matches (cached per engine minute). */
  private seasonPlayers(
    d: SportsData,
    seasonId: number,
  ): Map<
    number,
    {
      id: number;
      name_zh: string;
      name_en: string;
      team_id: number;
      points: number;
      assists: number;
      played: number;
    }
  > {
    const minute = Math.floor(d.engine.clock.nowSeconds() / 60);
    const key = String(seasonId);
    const hit = this.playerCache.get(key);
    if (hit && hit.minute === minute) return hit.value as ReturnType<SportDatabaseService['seasonPlayers']>;
    const totals: ReturnType<SportDatabaseService['seasonPlayers']> = new Map();
    for (const r of seasonResults(d, seasonId)) {
      const m = d.index.matches.get(r.id)!;
      const lines = playerLines(d.engine.script(m), d.engine.state(m));
      lines.forEach((side, i) => {
        const teamId = i === 0 ? m.home_id : m.away_id;
        for (const l of side) {
          if (!l.minutes && !l.points && !l.assists) continue;
          const t = totals.get(l.id) ?? {
            id: l.id,
            name_zh: l.name_zh,
            name_en: l.name_en,
            team_id: teamId,
            points: 0,
            assists: 0,
            played: 0,
          };
          t.points += l.points;
          t.assists += l.assists;
          t.played++;
          totals.set(l.id, t);
        }
      });
    }
    if (this.playerCache.size > 50) this.playerCache.clear();
    this.playerCache.set(key, { minute, value: totals });
    return totals;
  }

  /** Hot clubs: the top three of each hot football league's current table. */
  async hotFootball(): Promise<
    Array<{ competition: EventView; team: TeamView; rank: number; points: number; played: number }>
  > {
    const d = await this.data();
    const today = dateAt(d.engine.clock.now());
    const out: Array<{
      competition: EventView;
      team: TeamView;
      rank: number;
      points: number;
      played: number;
    }> = [];
    for (const code of HOT_FOOTBALL) {
      const c = [...d.index.competitions.values()].find((x) => x.code === code);
      const s = c ? d.index.currentSeason(c.id, today) : undefined;
      if (!c || !s) continue;
      for (const r of seasonStandings(d, s.id).slice(0, 3)) {
        out.push({
          competition: eventView(c),
          team: teamView(d.index.teams.get(r.team_id), d.index),
          rank: r.rank,
          points: r.points,
          played: r.played,
        });
      }
    }
    return out;
  }

  /** Hot basketball clubs: NBA and CBA tables' top ten by win rate. */
  async hotBasketball(): Promise<
    Array<{
      competition: EventView;
      team: TeamView;
      rank: number;
      won: number;
      lost: number;
      win_rate: number;
    }>
  > {
    const d = await this.data();
    const today = dateAt(d.engine.clock.now());
    const out: Array<{
      competition: EventView;
      team: TeamView;
      rank: number;
      won: number;
      lost: number;
      win_rate: number;
    }> = [];
    for (const c of d.index.competitions.values()) {
      if (c.sport_id !== 2) continue;
      const s = d.index.currentSeason(c.id, today);
      if (!s) continue;
      for (const r of seasonStandings(d, s.id).slice(0, 10)) {
        out.push({
          competition: eventView(c),
          team: teamView(d.index.teams.get(r.team_id), d.index),
          rank: r.rank,
          won: r.won,
          lost: r.lost,
          win_rate: r.win_rate,
        });
      }
    }
    return out;
  }
}
