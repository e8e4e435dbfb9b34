import type { FastifyInstance } from 'fastify';
import { CONFEDERATIONS } from '@tifo/sports';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { sportFilter } from '../matches';
import type { SportsRuntime } from '../sports';
import { dateAt } from '../sports';
import { FifaRankService, WORLDCUP_DIR } from './fifa/fifa-rank';
import { RANK_TYPES, SportDatabaseService } from './service';

const competition = {
  id: z.coerce.number().int().positive().max(1_000_000),
  season_id: z.coerce.number().int().positive().optional(),
};

/** Registers /api/SportDatabase/* (spec section 7). */
export function registerSportDatabaseRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  runtime: SportsRuntime,
): void {
  const service = new SportDatabaseService(() => runtime.data());
  const fifa = new FifaRankService(WORLDCUP_DIR);
  const path = (name: string): string => `/api/SportDatabase/${name}`;
  const both: Array<'GET' | 'POST'> = ['GET', 'POST'];

  defineRoute(app, ctx, {
    method: both,
    path: path('getHome'),
    summary: 'Database home: football, basketball and hot competitions',
    auth: 'none',
    input: z.object({}),
    handler: () => service.home(),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getEventList'),
    summary: 'Every competition, grouped by country',
    auth: 'none',
    input: z.object({ sport_id: sportFilter }),
    handler: async ({ input }) => ({ list: await service.list(input.sport_id) }),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getEventInfo'),
    summary: 'A competition: seasons, the chosen season, clubs, rounds',
    auth: 'none',
    input: z.object(competition),
    handler: ({ input }) => service.info(input.id, input.season_id),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getEventView'),
    summary: 'Season figures: results split, goals, biggest win, best attack and defence',
    auth: 'none',
    input: z.object(competition),
    handler: ({ input }) => service.view(input.id, input.season_id),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getEventIntegral'),
    summary: 'The season table (total, home or away), computed from results',
    auth: 'none',
    input: z.object({ ...competition, type: z.enum(['total', 'home', 'away']).default('total') }),
    handler: ({ input }) => service.integral(input.id, input.season_id, input.type),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getEventMatch'),
    summary: 'Fixtures of one round (football) or date (basketball); default the current one',
    auth: 'none',
    input: z.object({ ...competition, round: z.string().trim().min(1).max(64).optional() }),
    handler: ({ input }) => service.matches(input.id, input.season_id, input.round),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getEventRank'),
    summary: 'Top lists: players by goals/points or assists, clubs by goals, defence or wins',
    auth: 'none',
    input: z.object({
      ...competition,
      type: z.enum(RANK_TYPES).default('goals'),
      size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    handler: ({ input }) => service.rank(input.id, input.season_id, input.type, input.size),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getTeamInfo'),
    summary: 'A club and its league (for club pages opened without a competition)',
    auth: 'none',
    input: z.object({ team_id: z.coerce.number().int().positive().max(100_000_000) }),
    handler: ({ input }) => service.team(input.team_id),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getHotFootballRank'),
    summary: 'Top three clubs of each hot football league',
    auth: 'none',
    input: z.object({}),
    handler: async () => ({ list: await service.hotFootball() }),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getHotBasketballRank'),
    summary: 'Top ten NBA and CBA clubs by win rate',
    auth: 'none',
    input: z.object({}),
    handler: async () => ({ list: await service.hotBasketball() }),
  });
  defineRoute(app, ctx, {
    method: both,
    path: path('getFifaRank'),
    summary:
      'National teams ranked by the FIFA formula over the World Cup 2018, 2022 and 2026 results and the ' +
      '2026 play-offs, every team starting from 1500 points, with the table before the last tournament',
    auth: 'none',
    input: z.object({ confed: z.enum(CONFEDERATIONS).optional() }),
    handler: async ({ input }) => {
      const today = dateAt((await runtime.data()).engine.clock.now());
      return fifa.rank(today, input.confed);
    },
  });
}
