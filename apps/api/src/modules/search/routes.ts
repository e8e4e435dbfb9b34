import type { FastifyInstance } from 'fastify';
import { search as contract } from '@tifo/api-contract';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { HOT_COMPETITION_CODES, eventView, teamView } from '../matches';
import type { MatchListService } from '../matches';
import type { SportsRuntime } from '../sports';
import { SearchService } from './service';

function page<T>(
  list: T[],
  p: number,
  size: number,
): { total: number; page: number; size: number; list: T[] } {
  return { total: list.length, page: p, size, list: list.slice((p - 1) * size, p * size) };
}

/** Registers /api/search/* and /webapi/search/{type} (spec section 7). */
export function registerSearchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  runtime: SportsRuntime,
  lists: MatchListService,
): void {
  const search = new SearchService(() => runtime.data(), lists);

  defineRoute(app, ctx, {
    ...contract.searchEvents,
    handler: async ({ input: i }) => page(await search.events(i.keyword), i.page, i.size),
  });
  defineRoute(app, ctx, {
    ...contract.searchTeams,
    handler: async ({ input: i }) => page(await search.teams(i.keyword), i.page, i.size),
  });
  defineRoute(app, ctx, {
    ...contract.searchMatches,
    handler: async ({ input: i }) => page(await search.matches(i.keyword, i.sport_id), i.page, i.size),
  });

  defineRoute(app, ctx, {
    ...contract.raceHome,
    handler: async () => {
      const d = await runtime.data();
      const comps = HOT_COMPETITION_CODES.map((code) =>
        [...d.index.competitions.values()].find((c) => c.code === code),
      ).filter((c) => c !== undefined);
      const teams = comps
        .flatMap((c) => [...d.index.teams.values()].filter((t) => t.competition_id === c.id).slice(0, 2))
        .map((t) => teamView(t, d.index));
      return { events: comps.map((c) => eventView(c)), teams };
    },
  });

  defineRoute(app, ctx, {
    ...contract.pagedEvents,
    handler: async ({ input: i }) => page(await search.events(i.keyword), i.page, i.size),
  });
  defineRoute(app, ctx, {
    ...contract.pagedTeams,
    handler: async ({ input: i }) => page(await search.teams(i.keyword), i.page, i.size),
  });
  defineRoute(app, ctx, {
    ...contract.pagedMatches,
    handler: async ({ input: i }) => page(await search.matches(i.keyword, i.sport_id), i.page, i.size),
  });
  defineRoute(app, ctx, {
    ...contract.searchMultiple,
    handler: async ({ input: i }) => ({
      events: (await search.events(i.keyword)).slice(0, 5),
      teams: (await search.teams(i.keyword)).slice(0, 5),
      matches: (await search.matches(i.keyword)).slice(0, 10),
    }),
  });
}
