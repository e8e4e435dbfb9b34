// The sports database: competitions, seasons, tables, fixtures, top lists and the FIFA-formula ranking
// (apps/api/src/modules/sports-database: routes.ts, service.ts, fifa/fifa-rank.ts).
import { CONFEDERATIONS } from '@tifo/sports';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { eventRefSchema, matchSchema, sportFilter, standingRowSchema, teamRefSchema } from './sports';

/** Kinds of top lists: players (goals or points, assists) and clubs (goals, defence, wins). */
export const RANK_TYPES = ['goals', 'assists', 'team_goals', 'team_defense', 'team_wins'] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** A season as listed to clients. */
export const seasonSchema = z.object({
  id: z.number(),
  /** "2025/26" or "2025". */
  name: z.string(),
  /** real: fixtures from openfootball; generated: a schedule made by the fixture generator. */
  source: z.enum(['real', 'generated']),
  start_date: z.string(),
  end_date: z.string(),
});
export type Season = z.output<typeof seasonSchema>;

/** The database home lists. */
export const databaseHomeSchema = z.object({
  fbList: z.array(eventRefSchema),
  bbList: z.array(eventRefSchema),
  hotList: z.array(eventRefSchema),
});
export type DatabaseHome = z.output<typeof databaseHomeSchema>;

/** A country's competitions. */
export const countryGroupSchema = z.object({
  country_code: z.string(),
  country_zh: z.string(),
  country_en: z.string(),
  country_logo: z.string(),
  list: z.array(eventRefSchema),
});
export type CountryGroup = z.output<typeof countryGroupSchema>;

/** A competition's page header: seasons (newest first), the chosen season, its clubs and rounds. */
export const eventInfoSchema = z.object({
  event: eventRefSchema.extend({
    kind: z.enum(['league', 'cup']),
    country_zh: z.string(),
    country_en: z.string(),
  }),
  seasons: z.array(seasonSchema),
  season: seasonSchema,
  teams: z.array(teamRefSchema),
  rounds: z.array(z.string()),
  current_round: z.string(),
});
export type EventInfo = z.output<typeof eventInfoSchema>;

const teamFigure = z.object({ team: teamRefSchema, value: z.number() }).nullable();

/** Season figures. */
export const eventFiguresSchema = z.object({
  season: seasonSchema,
  total: z.number(),
  played: z.number(),
  goals: z.number(),
  avg_goals: z.number(),
  home_wins: z.number(),
  draws: z.number(),
  away_wins: z.number(),
  biggest_win: matchSchema.nullable(),
  best_attack: teamFigure,
  best_defense: teamFigure,
});
export type EventFigures = z.output<typeof eventFiguresSchema>;

/** A season table. */
export const eventTableSchema = z.object({
  season: seasonSchema,
  list: z.array(standingRowSchema.extend({ team: teamRefSchema })),
});
export type EventTable = z.output<typeof eventTableSchema>;

/** A round's fixtures (football) or a date's (basketball). */
export const eventMatchesSchema = z.object({
  season: seasonSchema,
  rounds: z.array(z.string()),
  round: z.string(),
  list: z.array(matchSchema),
});
export type EventMatches = z.output<typeof eventMatchesSchema>;

/** A top list row: a player (player_id and names) or, in the team_* lists, a club alone. */
export const rankRowSchema = z.object({
  rank: z.number(),
  player_id: z.number().optional(),
  name_zh: z.string().optional(),
  name_en: z.string().optional(),
  team: teamRefSchema,
  value: z.number(),
  played: z.number(),
});
export type RankRow = z.output<typeof rankRowSchema>;

/** A top list. */
export const eventRankSchema = z.object({
  season: seasonSchema,
  type: z.enum(RANK_TYPES),
  list: z.array(rankRowSchema),
});
export type EventRank = z.output<typeof eventRankSchema>;

/** A club and its league. */
export const teamInfoSchema = z.object({
  team: teamRefSchema,
  competition_id: z.number(),
  event: eventRefSchema.nullable(),
});
export type TeamInfo = z.output<typeof teamInfoSchema>;

/** A hot football club: its league and place. */
export const hotFootballRowSchema = z.object({
  competition: eventRefSchema,
  team: teamRefSchema,
  rank: z.number(),
  points: z.number(),
  played: z.number(),
});
export type HotFootballRow = z.output<typeof hotFootballRowSchema>;

/** A hot basketball club: its league and record. */
export const hotBasketballRowSchema = z.object({
  competition: eventRefSchema,
  team: teamRefSchema,
  rank: z.number(),
  won: z.number(),
  lost: z.number(),
  win_rate: z.number(),
});
export type HotBasketballRow = z.output<typeof hotBasketballRowSchema>;

/** One national team of the FIFA-formula ranking; `previous_*` null when it had not played yet. */
export const fifaRankRowSchema = z.object({
  rank: z.number(),
  previous_rank: z.number().nullable(),
  points: z.number(),
  previous_points: z.number().nullable(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  team: z.object({
    name: z.string(),
    code: z.string(),
    confed: z.string(),
    flag: z.string(),
    flag_code: z.string(),
  }),
});
export type FifaRankRow = z.output<typeof fifaRankRowSchema>;

/** The ranking and how it was made (dates YYYY-MM-DD; null before any match). */
export const fifaRankSchema = z.object({
  as_of: z.string().nullable(),
  previous_as_of: z.string().nullable(),
  start_points: z.number(),
  /** Competitions counted, oldest first. */
  sources: z.array(z.string()),
  matches: z.number(),
  list: z.array(fifaRankRowSchema),
});
export type FifaRank = z.output<typeof fifaRankSchema>;

const competition = {
  id: z.coerce.number<number>().int().positive().max(1_000_000),
  season_id: z.coerce.number<number>().int().positive().optional(),
};

/** `/api/SportDatabase/getHome`. */
export const getHome = endpoint({
  path: '/api/SportDatabase/getHome',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Database home: football, basketball and hot competitions',
  input: z.object({}),
  output: databaseHomeSchema,
});

/** `/api/SportDatabase/getEventList`. */
export const getEventList = endpoint({
  path: '/api/SportDatabase/getEventList',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Every competition, grouped by country',
  input: z.object({ sport_id: sportFilter }),
  output: z.object({ list: z.array(countryGroupSchema) }),
});

/** `/api/SportDatabase/getEventInfo`. */
export const getEventInfo = endpoint({
  path: '/api/SportDatabase/getEventInfo',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'A competition: seasons, the chosen season, clubs, rounds',
  input: z.object(competition),
  output: eventInfoSchema,
});

/** `/api/SportDatabase/getEventView`. */
export const getEventView = endpoint({
  path: '/api/SportDatabase/getEventView',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Season figures: results split, goals, biggest win, best attack and defence',
  input: z.object(competition),
  output: eventFiguresSchema,
});

/** `/api/SportDatabase/getEventIntegral`. */
export const getEventIntegral = endpoint({
  path: '/api/SportDatabase/getEventIntegral',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'The season table (total, home or away), computed from results',
  input: z.object({ ...competition, type: z.enum(['total', 'home', 'away']).default('total') }),
  output: eventTableSchema,
});

/** `/api/SportDatabase/getEventMatch`. */
export const getEventMatch = endpoint({
  path: '/api/SportDatabase/getEventMatch',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Fixtures of one round (football) or date (basketball); default the current one',
  input: z.object({ ...competition, round: z.string().trim().min(1).max(64).optional() }),
  output: eventMatchesSchema,
});

/** `/api/SportDatabase/getEventRank`. */
export const getEventRank = endpoint({
  path: '/api/SportDatabase/getEventRank',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Top lists: players by goals/points or assists, clubs by goals, defence or wins',
  input: z.object({
    ...competition,
    type: z.enum(RANK_TYPES).default('goals'),
    size: z.coerce.number<number>().int().min(1).max(100).default(20),
  }),
  output: eventRankSchema,
});

/** `/api/SportDatabase/getTeamInfo`. */
export const getTeamInfo = endpoint({
  path: '/api/SportDatabase/getTeamInfo',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'A club and its league (for club pages opened without a competition)',
  input: z.object({ team_id: z.coerce.number<number>().int().positive().max(100_000_000) }),
  output: teamInfoSchema,
});

/** `/api/SportDatabase/getHotFootballRank`. */
export const getHotFootballRank = endpoint({
  path: '/api/SportDatabase/getHotFootballRank',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Top three clubs of each hot football league',
  input: z.object({}),
  output: z.object({ list: z.array(hotFootballRowSchema) }),
});

/** `/api/SportDatabase/getHotBasketballRank`. */
export const getHotBasketballRank = endpoint({
  path: '/api/SportDatabase/getHotBasketballRank',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Top ten NBA and CBA clubs by win rate',
  input: z.object({}),
  output: z.object({ list: z.array(hotBasketballRowSchema) }),
});

/** `/api/SportDatabase/getFifaRank`. */
export const getFifaRank = endpoint({
  path: '/api/SportDatabase/getFifaRank',
  method: ['GET', 'POST'],
  auth: 'none',
  summary:
    'National teams ranked by the FIFA formula over the World Cup 2018, 2022 and 2026 results and the ' +
    '2026 play-offs, every team starting from 1500 points, with the table before the last tournament',
  input: z.object({ confed: z.enum(CONFEDERATIONS).optional() }),
  output: fifaRankSchema,
});
