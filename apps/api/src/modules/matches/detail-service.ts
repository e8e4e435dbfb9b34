import type { AnalysisData, AnalysisSide, FormSummary, MatchRank } from '@tifo/api-contract';
import type { Lang } from '../../http/error-codes';
import { ApiError } from '../../http/api-error';
import type {
  MatchRecord,
  CommentaryLine,
  Lineup,
  OddsPoint,
  ScriptEvent,
  StatRow,
  SportsData,
} from '../sports';
import { commentary, BOOKMAKERS, oddsHistory, statsAt, seasonStandings, teamForm } from '../sports';
import { matchView } from './present';
import type { MatchView } from './present';

/** A key moment of a match for the incidents list and the status tab. */
export interface Incident {
  id: number;
  type: ScriptEvent['type'];
  /** 1 home, 2 away. */
  side: 1 | 2;
  minute: number;
  added: number;
  /** "45+2'" (football) or "Q2 05:12" (basketball). */
  time_text: string;
  player_name_zh: string;
  player_name_en: string;
  /** The assist, or the player coming on. */
  player2_name_zh: string;
  player2_name_en: string;
  home_score: number;
  away_score: number;
}

/** Everything about one match that the detail tabs show, derived from the engine. */
export class MatchDetailService {
  constructor(private readonly data: () => Promise<SportsData>) {}

  /** The match record or MATCH_NOT_FOUND; a sport in the path that disagrees with the match is also not found. */
  async find(matchId: number, sport?: 1 | 2): Promise<{ d: SportsData; m: MatchRecord }> {
    const d = await this.data();
    const m = d.index.matches.get(matchId);
    if (!m || (sport && m.sport_id !== sport)) throw new ApiError('MATCH_NOT_FOUND', String(matchId));
    return { d, m };
  }

  /** The match header. */
  async info(
    matchId: number,
    sport?: 1 | 2,
  ): Promise<MatchView & { season_name: string; server_time: number }> {
    const { d, m } = await this.find(matchId, sport);
    return {
      ...matchView(m, d.index, d.engine),
      season_name: d.index.seasons.get(m.season_id)?.name ?? '',
      server_time: d.engine.clock.nowSeconds(),
    };
  }

  /** Key events so far (goals, cards, substitutions, missed penalties; baskets only for basketball when asked). */
  async incidents(matchId: number, sport?: 1 | 2, withBaskets = false): Promise<Incident[]> {
    const { d, m } = await this.find(matchId, sport);
    const script = d.engine.script(m);
    const s = d.engine.state(m);
    return script.events
      .slice(0, s.event_count)
      .filter((e) => (e.type === 'score' ? withBaskets : e.type !== 'corner'))
      .map((e) => ({
        id: e.id,
        type: e.type,
        side: e.side,
        minute: e.minute,
        added: e.added,
        time_text:
          m.sport_id === 2
            ? `Q${e.minute} ${Math.floor((e.clock ?? 0) / 60)}:${String((e.clock ?? 0) % 60).padStart(2, '0')}`
            : e.added
              ? `${e.minute}+${e.added}'`
              : `${e.minute}'`,
        player_name_zh: e.player?.name_zh ?? '',
        player_name_en: e.player?.name_en ?? '',
        player2_name_zh: e.player2?.name_zh ?? '',
        player2_name_en: e.player2?.name_en ?? '',
        home_score: e.home,
        away_score: e.away,
      }));
  }

  /** The status tab: statistics and key events. */
  async matchData(
    matchId: number,
    sport?: 1 | 2,
  ): Promise<{ match: MatchView; stats: StatRow[]; incidents: Incident[] }> {
    const { d, m } = await this.find(matchId, sport);
    const stats = statsAt(d.engine.script(m), d.engine.state(m));
    return { match: matchView(m, d.index, d.engine), stats, incidents: await this.incidents(matchId, sport) };
  }

  /** Text live after `startid` (exclusive), oldest first, at most `size` lines. */
  async textLive(
    matchId: number,
    startid: number,
    size: number,
    lang: Lang,
    sport?: 1 | 2,
  ): Promise<{ list: CommentaryLine[]; last_id: number; has_more: boolean }> {
    const { d, m } = await this.find(matchId, sport);
    const now = d.engine.clock.nowSeconds();
    const team = (id: number): string => {
      const t = d.index.teams.get(id);
      return (lang === 'zh' ? t?.short_name_zh : t?.short_name_en) ?? '';
    };
    const lines = commentary(d.engine.script(m), m.time, [team(m.home_id), team(m.away_id)], lang).filter(
      (l) => l.time <= now && l.id > startid,
    );
    const list = lines.slice(0, size);
    return {
      list,
      last_id: list.length ? list[list.length - 1]!.id : startid,
      has_more: lines.length > size,
    };
  }

  /** Prices of every bookmaker: the opening and current quote and the history (oldest first). */
  async odds(
    matchId: number,
    sport?: 1 | 2,
  ): Promise<{
    list: Array<{
      id: number;
      name_zh: string;
      name_en: string;
      opening: OddsPoint;
      current: OddsPoint;
      history: OddsPoint[];
    }>;
  }> {
    const { d, m } = await this.find(matchId, sport);
    const script = d.engine.script(m);
    const now = d.engine.clock.nowSeconds();
    return {
      list: BOOKMAKERS.map((b) => {
        const history = oddsHistory(script, m.time, now, b);
        return {
          id: b.id,
          name_zh: b.name_zh,
          name_en: b.name_en,
          opening: history[0]!,
          current: history[history.length - 1]!,
          history,
        };
      }),
    };
  }

  /** Line-ups and formations of both sides (known from an hour before the start, as clubs announce them). */
  async lineups(
    matchId: number,
    sport?: 1 | 2,
  ): Promise<{ announced: boolean; home: Lineup | null; away: Lineup | null }> {
    const { d, m } = await this.find(matchId, sport);
    const announced = d.engine.clock.nowSeconds() >= m.time - 3600;
    const script = d.engine.script(m);
    return {
      announced,
      home: announced ? script.lineups[0] : null,
      away: announced ? script.lineups[1] : null,
    };
  }

  /** Head to head, each club's recent form and upcoming matches, and both clubs' league positions. */
  async analysis(matchId: number, sport?: 1 | 2): Promise<AnalysisData> {
    const { d, m } = await this.find(matchId, sport);
    const now = d.engine.clock.nowSeconds();
    const view = (x: MatchRecord): MatchView => matchView(x, d.index, d.engine, now);
    const summary = (list: MatchView[], teamId: number): FormSummary => {
      const s = { win: 0, draw: 0, lose: 0, goals_for: 0, goals_against: 0 };
      for (const x of list) {
        const [mine, theirs] =
          x.hometeam.id === teamId ? [x.home_score, x.away_score] : [x.away_score, x.home_score];
        s.goals_for += mine;
        s.goals_against += theirs;
        if (mine > theirs) s.win++;
        else if (mine < theirs) s.lose++;
        else s.draw++;
      }
      return s;
    };
    const h2h = d.index
      .teamMatches(m.home_id)
      .filter(
        (x) =>
          x.id !== m.id &&
          (x.home_id === m.away_id || x.away_id === m.away_id) &&
          x.time < now &&
          d.engine.result(x, now),
      )
      .slice(-10)
      .reverse()
      .map(view);
    const side = (teamId: number): AnalysisSide => {
      const form = teamForm(d, teamId, 10);
      const recent = form.recent.map(view);
      return {
        team_id: teamId,
        recent,
        recent_summary: summary(recent, teamId),
        upcoming: form.upcoming.slice(0, 3).map(view),
      };
    };
    const table = seasonStandings(d, m.season_id);
    return {
      h2h: { list: h2h, summary: summary(h2h, m.home_id) },
      home: side(m.home_id),
      away: side(m.away_id),
      standings: table.filter((r) => r.team_id === m.home_id || r.team_id === m.away_id),
    };
  }

  /** The league table of the match's season with both clubs' ids, for the rank tab. */
  async rank(matchId: number, sport?: 1 | 2): Promise<MatchRank> {
    const { d, m } = await this.find(matchId, sport);
    const season = d.index.seasons.get(m.season_id);
    const rows = seasonStandings(d, m.season_id).map((r) => ({
      ...r,
      team: d.index.teams.get(r.team_id)
        ? {
            id: r.team_id,
            name_zh: d.index.teams.get(r.team_id)!.name_zh,
            name_en: d.index.teams.get(r.team_id)!.name_en,
            logo: `/api/sports/crest/team/${r.team_id}.svg`,
          }
        : null,
    }));
    return {
      season_id: m.season_id,
      season_name: season?.name ?? '',
      home_id: m.home_id,
      away_id: m.away_id,
      list: rows,
    };
  }
}
