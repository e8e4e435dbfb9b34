import type { EventRef, Match, TeamRef } from '@tifo/api-contract';
import { assetUrl } from '../sports';
import type { SportsIndex, Competition, MatchRecord, Team, LiveEngine } from '../sports';

/** A club as a match shows it (spec section 3: hometeam / awayteam): the contract's shape. */
export type TeamView = TeamRef;

/** A competition as a match shows it (spec section 3: matchevent). */
export type EventView = EventRef;

/** One match in a list or a detail header (field names follow spec section 3 Match). */
export type MatchView = Match;

/** A club in the response shape. */
export function teamView(t: Team | undefined, index: SportsIndex): TeamView {
  if (!t)
    return {
      id: 0,
      name_zh: '',
      short_name_zh: '',
      name_en: '',
      short_name_en: '',
      logo: '',
      country_logo: '',
    };
  const country = t.country_code || index.competitions.get(t.competition_id)?.country_code || '';
  return {
    id: t.id,
    name_zh: t.name_zh,
    short_name_zh: t.short_name_zh,
    name_en: t.name_en,
    short_name_en: t.short_name_en,
    logo: assetUrl.team(t.id),
    country_logo: assetUrl.flag(country),
  };
}

/** A competition in the response shape. */
export function eventView(c: Competition | undefined): EventView {
  if (!c)
    return {
      id: 0,
      sport_id: 1,
      name_zh: '',
      short_name_zh: '',
      name_en: '',
      short_name_en: '',
      logo: '',
      country_logo: '',
    };
  return {
    id: c.id,
    sport_id: c.sport_id,
    name_zh: c.name_zh,
    short_name_zh: c.short_name_zh,
    name_en: c.name_en,
    short_name_en: c.short_name_en,
    logo: assetUrl.competition(c.id),
    country_logo: assetUrl.flag(c.country_code),
  };
}

/** A match at the engine's now, in the response shape (attented 0; the caller marks follows). */
export function matchView(m: MatchRecord, index: SportsIndex, engine: LiveEngine, at?: number): MatchView {
  const script = engine.script(m);
  const s = engine.state(m, at);
  const counts = { home_red: 0, away_red: 0, home_yellow: 0, away_yellow: 0, home_corner: 0, away_corner: 0 };
  for (let i = 0; i < s.event_count; i++) {
    const e = script.events[i]!;
    const side = e.side === 1 ? 'home' : 'away';
    if (e.type === 'red') counts[`${side}_red`]++;
    else if (e.type === 'yellow') counts[`${side}_yellow`]++;
    else if (e.type === 'corner') counts[`${side}_corner`]++;
  }
  const periodScores: Array<[number, number]> = [];
  if (m.sport_id === 2 && s.status > 1) {
    for (let i = 0; i < Math.min(s.period_count, script.periods.length); i++) periodScores.push([0, 0]);
    for (let i = 0; i < s.event_count; i++) {
      const e = script.events[i]!;
      const slot = periodScores[e.minute - 1];
      if (slot) slot[e.side - 1] += e.points ?? 0;
    }
  } else if (m.sport_id === 1 && s.home_half_score !== null) {
    periodScores.push([s.home_half_score, s.away_half_score ?? 0]);
    if (s.status >= 4)
      periodScores.push([s.home_score - s.home_half_score, s.away_score - (s.away_half_score ?? 0)]);
  }
  const home = teamView(index.teams.get(m.home_id), index);
  const away = teamView(index.teams.get(m.away_id), index);
  const event = eventView(index.competitions.get(m.competition_id));
  return {
    id: m.id,
    match_id: m.id,
    sport_id: m.sport_id,
    status: s.status,
    time: m.time,
    kickoff_time: s.kickoff_time,
    period_count: s.period_count,
    period_remaining_time: s.period_remaining_time,
    minute: s.minute,
    home_score: s.home_score,
    away_score: s.away_score,
    home_half_score: s.home_half_score,
    away_half_score: s.away_half_score,
    period_scores: periodScores,
    ...counts,
    live: 0,
    attented: 0,
    round: m.round,
    season_id: m.season_id,
    competition_id: m.competition_id,
    source: m.source,
    hometeam: home,
    awayteam: away,
    matchevent: event,
    home_name_zh: home.name_zh,
    away_name_zh: away.name_zh,
    event_name_zh: event.name_zh,
    event_short_name_zh: event.short_name_zh,
  };
}
