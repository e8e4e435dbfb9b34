import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { playerLines, topThree } from '../sports';
import type { MatchDetailService } from './detail-service';
import { matchId } from './inputs';
import { bySport, pathSport } from './route-paths';

/** Registers the match detail tabs' calls: status, text live, odds, analysis, line-ups, rank, box scores. */
export function registerDetailRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  detail: MatchDetailService,
): void {
  // getMatchAnchors (the lives tab) is served by modules/live, which owns the rooms.
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/api', 'getMatchData'),
    summary: 'Status tab: statistics and key events so far',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: ({ input, request }) => detail.matchData(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/api', 'getTliveData'),
    summary: 'Text live after startid (exclusive), oldest first; poll with last_id',
    auth: 'none',
    input: z.object({
      matchid: matchId,
      startid: z.coerce.number().int().min(0).default(0),
      size: z.coerce.number().int().min(1).max(200).default(50),
    }),
    handler: ({ input, lang, request }) =>
      detail.textLive(input.matchid, input.startid, input.size, lang, pathSport(request)),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/api', 'matchOdd'),
    summary:
      'Odds of five simulated bookmakers: 1X2 (eu), handicap (asia), totals (bs), opening, current, history',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: ({ input, request }) => detail.odds(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/webapi', 'getAnalysisData'),
    summary: 'Analysis tab: head to head, recent form, upcoming matches, league positions',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: ({ input, request }) => detail.analysis(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/webapi', 'getLineupData'),
    summary: 'Line-ups with formation and pitch positions (announced an hour before the start)',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: ({ input, request }) => detail.lineups(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/webapi', 'getMatchRank'),
    summary: 'Rank tab: the league table of the match’s season',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: ({ input, request }) => detail.rank(input.matchid, pathSport(request)),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/webapi', 'getMatchTop3Data'),
    summary: 'Top three players of each side for points (goals), rebounds and assists',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: async ({ input, request }) => {
      const { d, m } = await detail.find(input.matchid, pathSport(request));
      return topThree(playerLines(d.engine.script(m), d.engine.state(m)));
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/webapi', 'getMatchCombineData'),
    summary: 'Box score: every player’s line and the team statistics',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: async ({ input, request }) => {
      const { d, m } = await detail.find(input.matchid, pathSport(request));
      const [home, away] = playerLines(d.engine.script(m), d.engine.state(m));
      const { stats } = await detail.matchData(input.matchid, pathSport(request));
      return { home, away, stats };
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/webapi/football/getIncidentsData',
    summary: 'Goals, cards, substitutions and missed penalties so far, oldest first',
    auth: 'none',
    input: z.object({ matchid: matchId }),
    handler: async ({ input }) => ({ list: await detail.incidents(input.matchid, 1) }),
  });
}
