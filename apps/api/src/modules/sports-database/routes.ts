import type { FastifyInstance } from 'fastify';
import { sportsDatabase as contract } from '@tifo/api-contract';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { SportsRuntime } from '../sports';
import { dateAt } from '../sports';
import { FifaRankService, WORLDCUP_DIR } from './fifa/fifa-rank';
import { SportDatabaseService } from './service';

/** Registers /api/SportDatabase/* (spec section 7). */
export function registerSportDatabaseRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  runtime: SportsRuntime,
): void {
  const service = new SportDatabaseService(() => runtime.data());
  const fifa = new FifaRankService(WORLDCUP_DIR);

  defineRoute(app, ctx, {
    ...contract.getHome,
    handler: () => service.home(),
  });
  defineRoute(app, ctx, {
    ...contract.getEventList,
    handler: async ({ input }) => ({ list: await service.list(input.sport_id) }),
  });
  defineRoute(app, ctx, {
    ...contract.getEventInfo,
    handler: ({ input }) => service.info(input.id, input.season_id),
  });
  defineRoute(app, ctx, {
    ...contract.getEventView,
    handler: ({ input }) => service.view(input.id, input.season_id),
  });
  defineRoute(app, ctx, {
    ...contract.getEventIntegral,
    handler: ({ input }) => service.integral(input.id, input.season_id, input.type),
  });
  defineRoute(app, ctx, {
    ...contract.getEventMatch,
    handler: ({ input }) => service.matches(input.id, input.season_id, input.round),
  });
  defineRoute(app, ctx, {
    ...contract.getEventRank,
    handler: ({ input }) => service.rank(input.id, input.season_id, input.type, input.size),
  });
  defineRoute(app, ctx, {
    ...contract.getTeamInfo,
    handler: ({ input }) => service.team(input.team_id),
  });
  defineRoute(app, ctx, {
    ...contract.getHotFootballRank,
    handler: async () => ({ list: await service.hotFootball() }),
  });
  defineRoute(app, ctx, {
    ...contract.getHotBasketballRank,
    handler: async () => ({ list: await service.hotBasketball() }),
  });
  defineRoute(app, ctx, {
    ...contract.getFifaRank,
    handler: async ({ input }) => {
      const today = dateAt((await runtime.data()).engine.clock.now());
      return fifa.rank(today, input.confed);
    },
  });
}
