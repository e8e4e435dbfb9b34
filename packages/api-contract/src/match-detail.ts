// The match detail tabs' calls (apps/api/src/modules/matches: detail-routes.ts, detail-service.ts; the shapes
// come from the sports engine: stats, commentary, odds, lineup, player-stats). Each is served under the
// football and the basketball path, except the football-only incidents.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { basketballTwin } from './sport-paths';
import { matchId, matchSchema, standingRowSchema } from './sports';

/** What can happen in a match script. */
export const MATCH_EVENT_TYPES = [
  'goal',
  'penalty',
  'own_goal',
  'penalty_missed',
  'yellow',
  'red',
  'substitution',
  'corner',
  'shootout',
  'score',
] as const;

/** One row of match statistics. */
export const statItemSchema = z.object({
  key: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  home: z.number(),
  away: z.number(),
});
export type StatItem = z.output<typeof statItemSchema>;

/** A key moment: goal, card, substitution, missed penalty (and baskets where asked). */
export const incidentSchema = z.object({
  id: z.number(),
  type: z.enum(MATCH_EVENT_TYPES),
  /** 1 home, 2 away. */
  side: z.union([z.literal(1), z.literal(2)]),
  minute: z.number(),
  added: z.number(),
  /** "45+2'" (football) or "Q2 05:12" (basketball). */
  time_text: z.string(),
  player_name_zh: z.string(),
  player_name_en: z.string(),
  /** The assist, or the player coming on. */
  player2_name_zh: z.string(),
  player2_name_en: z.string(),
  home_score: z.number(),
  away_score: z.number(),
});
export type Incident = z.output<typeof incidentSchema>;

/** The status tab. */
export const matchDataSchema = z.object({
  match: matchSchema,
  stats: z.array(statItemSchema),
  incidents: z.array(incidentSchema),
});
export type MatchData = z.output<typeof matchDataSchema>;

/** One line of text live. */
export const commentaryLineSchema = z.object({
  /** Increasing: page with `startid`. */
  id: z.number(),
  /** Unix seconds when it happened. */
  time: z.number(),
  /** Football minute text ("45+2'") or basketball period and clock ("Q2 05:12"). */
  minute: z.string(),
  type: z.string(),
  /** 0 neutral, 1 home, 2 away. */
  side: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  text: z.string(),
  home: z.number(),
  away: z.number(),
});
export type CommentaryLine = z.output<typeof commentaryLineSchema>;

/** A bookmaker's decimal prices at one moment: 1X2, handicap (from the home side), totals. */
export const oddsQuoteSchema = z.object({
  eu: z.object({ home: z.number(), draw: z.number(), away: z.number() }),
  asia: z.object({ line: z.number(), home: z.number(), away: z.number() }),
  bs: z.object({ line: z.number(), over: z.number(), under: z.number() }),
});
export type OddsQuote = z.output<typeof oddsQuoteSchema>;

/** One sampled price: when, at what score, and the minute (football) or period (basketball) in play. */
export const oddsPointSchema = z.object({
  time: z.number(),
  minute: z.number(),
  status: z.number(),
  score: z.string(),
  quote: oddsQuoteSchema,
});
export type OddsPoint = z.output<typeof oddsPointSchema>;

/** One bookmaker's prices: opening, current and the history, oldest first. */
export const bookmakerOddsSchema = z.object({
  id: z.number(),
  name_zh: z.string(),
  name_en: z.string(),
  opening: oddsPointSchema,
  current: oddsPointSchema,
  history: z.array(oddsPointSchema),
});
export type BookmakerOdds = z.output<typeof bookmakerOddsSchema>;

/** A player of a squad. Football positions G, D, M, F; basketball G, F, C. */
export const squadPlayerSchema = z.object({
  id: z.number(),
  number: z.number(),
  name_en: z.string(),
  name_zh: z.string(),
  position: z.string(),
});
export type SquadPlayer = z.output<typeof squadPlayerSchema>;

/** A starter, placed on a pitch drawn from his own goal (y 0) forward (y 100). */
export const lineupPlayerSchema = squadPlayerSchema.extend({ x: z.number(), y: z.number() });
export type LineupPlayer = z.output<typeof lineupPlayerSchema>;

/** One side's line-up. */
export const lineupSchema = z.object({
  formation: z.string(),
  starters: z.array(lineupPlayerSchema),
  bench: z.array(squadPlayerSchema),
});
export type Lineup = z.output<typeof lineupSchema>;

/** The line-up tab: null sides until announced (an hour before the start). */
export const lineupDataSchema = z.object({
  announced: z.boolean(),
  home: lineupSchema.nullable(),
  away: lineupSchema.nullable(),
});
export type LineupData = z.output<typeof lineupDataSchema>;

/** Wins, draws, losses and goals of a run of matches. */
export const formSummarySchema = z.object({
  win: z.number(),
  draw: z.number(),
  lose: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
});
export type FormSummary = z.output<typeof formSummarySchema>;

/** One side of the analysis: recent form and the next three matches. */
export const analysisSideSchema = z.object({
  team_id: z.number(),
  recent: z.array(matchSchema),
  recent_summary: formSummarySchema,
  upcoming: z.array(matchSchema),
});
export type AnalysisSide = z.output<typeof analysisSideSchema>;

/** The analysis tab: head to head, both sides' form, both clubs' table rows. */
export const analysisDataSchema = z.object({
  h2h: z.object({ list: z.array(matchSchema), summary: formSummarySchema }),
  home: analysisSideSchema,
  away: analysisSideSchema,
  standings: z.array(standingRowSchema),
});
export type AnalysisData = z.output<typeof analysisDataSchema>;

/** A table row of the rank tab, with its club (null when the club is unknown). */
export const rankRowSchema = standingRowSchema.extend({
  team: z.object({ id: z.number(), name_zh: z.string(), name_en: z.string(), logo: z.string() }).nullable(),
});
export type MatchRankRow = z.output<typeof rankRowSchema>;

/** The rank tab: the league table of the match's season and both clubs' ids. */
export const matchRankSchema = z.object({
  season_id: z.number(),
  season_name: z.string(),
  home_id: z.number(),
  away_id: z.number(),
  list: z.array(rankRowSchema),
});
export type MatchRank = z.output<typeof matchRankSchema>;

/** One player's line in a match so far. */
export const playerLineSchema = squadPlayerSchema.extend({
  starter: z.boolean(),
  minutes: z.number(),
  /** Football: goals; basketball: points. */
  points: z.number(),
  goals: z.number(),
  assists: z.number(),
  rebounds: z.number(),
  steals: z.number(),
  yellow: z.number(),
  red: z.number(),
});
export type PlayerLine = z.output<typeof playerLineSchema>;

/** Home and away lines. */
const bothSides = z.tuple([z.array(playerLineSchema), z.array(playerLineSchema)]);

const byMatch = z.object({ matchid: matchId });

/** `/api/football/getMatchData` (and basketball). */
export const getMatchData = endpoint({
  path: '/api/football/getMatchData',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Status tab: statistics and key events so far',
  input: byMatch,
  output: matchDataSchema,
});
export const getBasketballMatchData = basketballTwin(getMatchData);

/** `/api/football/getTliveData` (and basketball). */
export const getTliveData = endpoint({
  path: '/api/football/getTliveData',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Text live after startid (exclusive), oldest first; poll with last_id',
  input: z.object({
    matchid: matchId,
    startid: z.coerce.number<number>().int().min(0).default(0),
    size: z.coerce.number<number>().int().min(1).max(200).default(50),
  }),
  output: z.object({ list: z.array(commentaryLineSchema), last_id: z.number(), has_more: z.boolean() }),
});
export const getBasketballTliveData = basketballTwin(getTliveData);

/** `/api/football/matchOdd` (and basketball). */
export const matchOdd = endpoint({
  path: '/api/football/matchOdd',
  method: ['GET', 'POST'],
  auth: 'none',
  summary:
    'Odds of five simulated bookmakers: 1X2 (eu), handicap (asia), totals (bs), opening, current, history',
  input: byMatch,
  output: z.object({ list: z.array(bookmakerOddsSchema) }),
});
export const basketballMatchOdd = basketballTwin(matchOdd);

/** `/webapi/football/getAnalysisData` (and basketball). */
export const getAnalysisData = endpoint({
  path: '/webapi/football/getAnalysisData',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Analysis tab: head to head, recent form, upcoming matches, league positions',
  input: byMatch,
  output: analysisDataSchema,
});
export const getBasketballAnalysisData = basketballTwin(getAnalysisData);

/** `/webapi/football/getLineupData` (and basketball). */
export const getLineupData = endpoint({
  path: '/webapi/football/getLineupData',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Line-ups with formation and pitch positions (announced an hour before the start)',
  input: byMatch,
  output: lineupDataSchema,
});
export const getBasketballLineupData = basketballTwin(getLineupData);

/** `/webapi/football/getMatchRank` (and basketball). */
export const getMatchRank = endpoint({
  path: '/webapi/football/getMatchRank',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Rank tab: the league table of the match’s season',
  input: byMatch,
  output: matchRankSchema,
});
export const getBasketballMatchRank = basketballTwin(getMatchRank);

/** `/webapi/football/getMatchTop3Data` (and basketball): [home, away] per figure. */
export const getMatchTop3Data = endpoint({
  path: '/webapi/football/getMatchTop3Data',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Top three players of each side for points (goals), rebounds and assists',
  input: byMatch,
  output: z.object({ points: bothSides, rebounds: bothSides, assists: bothSides }),
});
export const getBasketballMatchTop3Data = basketballTwin(getMatchTop3Data);

/** `/webapi/football/getMatchCombineData` (and basketball). */
export const getMatchCombineData = endpoint({
  path: '/webapi/football/getMatchCombineData',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Box score: every player’s line and the team statistics',
  input: byMatch,
  output: z.object({
    home: z.array(playerLineSchema),
    away: z.array(playerLineSchema),
    stats: z.array(statItemSchema),
  }),
});
export const getBasketballMatchCombineData = basketballTwin(getMatchCombineData);

/** `/webapi/football/getIncidentsData`. */
export const getIncidentsData = endpoint({
  path: '/webapi/football/getIncidentsData',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Goals, cards, substitutions and missed penalties so far, oldest first',
  input: byMatch,
  output: z.object({ list: z.array(incidentSchema) }),
});
