import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { keyword, paging, sportFilter, HOT_COMPETITION_CODES, eventView, teamView } from '../matches';
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
  const both: Array<'GET' | 'POST'> = ['GET', 'POST'];
  const input = z.object({ keyword, sport_id: sportFilter, ...paging });

  defineRoute(app, ctx, {
    method: both,
    path: '/api/search/events',
    summary: 'Competitions matching a keyword',
    auth: 'none',
    input,
    handler: async ({ input: i }) => page(await search.events(i.keyword), i.page, i.size),
  });
  defineRoute(app, ctx, {
    method: both,
    path: '/api/search/teams',
    summary: 'Clubs matching a keyword',
    auth: 'none',
    input,
    handler: async ({ input: i }) => page(await search.teams(i.keyword), i.page, i.size),
  });
  defineRoute(app, ctx, {
    method: both,
    path: '/api/search/matches',
    summary: 'Matches (a week back, two ahead) matching a keyword',
    auth: 'none',
    input,
    handler: async ({ input: i }) => page(await search.matches(i.keyword, i.sport_id), i.page, i.size),
  });

  defineRoute(app, ctx, {
    method: both,
    path: '/api/search/raceHome',
    summary: 'Search landing: hot competitions and their leading clubs',
    auth: 'none',
    input: z.object({}),
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

  for (const type of ['events', 'teams', 'matches'] as const) {
    defineRoute(app, ctx, {
      method: both,
      path: `/webapi/search/${type}`,
      summary: `Paged ${type} matching a keyword`,
      auth: 'none',
      input,
      handler: async ({ input: i }) => {
        const found: unknown[] =
          type === 'events'
            ? await search.events(i.keyword)
            : type === 'teams'
              ? await search.teams(i.keyword)
              : await search.matches(i.keyword, i.sport_id);
        return page(found, i.page, i.size);
      },
    });
  }
  defineRoute(app, ctx, {
    method: both,
    path: '/webapi/search/multiple',
    summary: 'The first few events, teams and matches matching a keyword',
    auth: 'none',
    input: z.object({ keyword }),
    handler: async ({ input: i }) => ({
      events: (await search.events(i.keyword)).slice(0, 5),
      teams: (await search.teams(i.keyword)).slice(0, 5),
      matches: (await search.matches(i.keyword)).slice(0, 10),
    }),
  });
}
