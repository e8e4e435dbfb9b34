import type { FastifyInstance } from 'fastify';
import { matchDetail as contract } from '@tifo/api-contract';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { playerLines, topThree } from '../sports';
import type { MatchDetailService } from './detail-service';
import { bothSports, pathSport } from './route-paths';

/** Registers the match detail tabs' calls: status, text live, odds, analysis, line-ups, rank, box scores. */
export function registerDetailRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  detail: MatchDetailService,
): void {
  // getMatchAnchors (the lives tab) is served by modules/live, which owns the rooms.
  defineRoute(app, ctx, {
    ...contract.getMatchData,
    path: bothSports(contract.getMatchData, contract.getBasketballMatchData),
    handler: ({ input, request }) => detail.matchData(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    ...contract.getTliveData,
    path: bothSports(contract.getTliveData, contract.getBasketballTliveData),
    handler: ({ input, lang, request }) =>
      detail.textLive(input.matchid, input.startid, input.size, lang, pathSport(request)),
  });

  defineRoute(app, ctx, {
    ...contract.matchOdd,
    path: bothSports(contract.matchOdd, contract.basketballMatchOdd),
    handler: ({ input, request }) => detail.odds(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    ...contract.getAnalysisData,
    path: bothSports(contract.getAnalysisData, contract.getBasketballAnalysisData),
    handler: ({ input, request }) => detail.analysis(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    ...contract.getLineupData,
    path: bothSports(contract.getLineupData, contract.getBasketballLineupData),
    handler: ({ input, request }) => detail.lineups(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    ...contract.getMatchRank,
    path: bothSports(contract.getMatchRank, contract.getBasketballMatchRank),
    handler: ({ input, request }) => detail.rank(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    ...contract.getMatchTop3Data,
    path: bothSports(contract.getMatchTop3Data, contract.getBasketballMatchTop3Data),
    handler: async ({ input, request }) => {
      const { d, m } = await detail.find(input.matchid, pathSport(request));
      return topThree(playerLines(d.engine.script(m), d.engine.state(m)));
    },
  });

  defineRoute(app, ctx, {
    ...contract.getMatchCombineData,
    path: bothSports(contract.getMatchCombineData, contract.getBasketballMatchCombineData),
    handler: async ({ input, request }) => {
      const { d, m } = await detail.find(input.matchid, pathSport(request));
      const [home, away] = playerLines(d.engine.script(m), d.engine.state(m));
      const { stats } = await detail.matchData(input.matchid, pathSport(request));
      return { home, away, stats };
    },
  });

  defineRoute(app, ctx, {
    ...contract.getIncidentsData,
    handler: async ({ input }) => ({ list: await detail.incidents(input.matchid, 1) }),
  });
}
