import type { FastifyInstance } from 'fastify';
import { matches } from '@tifo/api-contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import type { SportsRuntime } from '../sports';
import { MatchDetailService } from './detail-service';
import { today } from './list-service';
import type { MatchListService } from './list-service';
import { MatchesRepo } from './repo';
import { registerDetailRoutes } from './detail-routes';
import { bothSports, pathSport } from './route-paths';

/** Registers the match list calls of spec section 7 (Matches); the detail tabs' calls are in detail-routes.ts. */
export function registerMatchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  runtime: SportsRuntime,
  lists: MatchListService,
): void {
  const data = () => runtime.data();
  const detail = new MatchDetailService(data);
  const repo = new MatchesRepo(ctx.db);
  const followedOf = async (userId: number | undefined): Promise<Set<number>> =>
    new Set(userId ? await repo.followedIds(userId) : []);

  defineRoute(app, ctx, {
    ...matches.getDateMatch,
    // Raw: anonymous callers share one encoded (and gzipped) body per list, rebuilt only when a match in it
    // changes (MatchListService.dayBody); callers with follows get their own copy with `attented` marked. So
    // the body is not checked per call: matches.test.ts parses it with the contract's output.
    output: undefined,
    raw: true,
    handler: async ({ input, user, request, reply }) => {
      const d = await data();
      const date = input.date ?? today(d, input.tz);
      const followed = await followedOf(user?.userId);
      void reply.header('x-server-time', String(d.engine.clock.nowSeconds()));
      const body = await lists.dayBody(
        date,
        input.tz,
        input.sport_id,
        input.type,
        input.competition_id,
        followed,
      );
      await body.send(request, reply);
    },
  });

  defineRoute(app, ctx, {
    ...matches.getLiveChanges,
    handler: async ({ input, user }) => {
      const d = await data();
      const list = await lists.changedSince(input.since, input.sport_id, await followedOf(user?.userId));
      return { server_time: d.engine.clock.nowSeconds(), list };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getEventByDate,
    handler: async ({ input }) => {
      const d = await data();
      const date = input.date ?? today(d, input.tz);
      return { date, list: await lists.eventsOnDate(date, input.tz, input.sport_id) };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getAttentMatchlist,
    handler: async ({ input, user }) => {
      const all = await lists.followedMatches(await repo.followedIds(user.userId), input.sport_id);
      const start = (input.page - 1) * input.size;
      return {
        total: all.length,
        page: input.page,
        size: input.size,
        list: all.slice(start, start + input.size),
      };
    },
  });

  defineRoute(app, ctx, {
    ...matches.attentMatch,
    path: bothSports(matches.attentMatch, matches.attentBasketballMatch),
    handler: async ({ input, user, request }) => {
      await detail.find(input.matchid, pathSport(request));
      if (input.type === 1) await repo.follow(user.userId, input.matchid, ctx.now());
      else await repo.unfollow(user.userId, input.matchid);
      return { matchid: input.matchid, attented: input.type === 1 ? (1 as const) : (0 as const) };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getMatchInfo,
    path: bothSports(matches.getMatchInfo, matches.getBasketballMatchInfo),
    handler: async ({ input, user, request }) => {
      const info = await detail.info(input.matchid, pathSport(request));
      const followed = user ? (await repo.followedIds(user.userId)).includes(input.matchid) : false;
      return {
        ...info,
        attented: followed ? (1 as const) : (0 as const),
        votes: await repo.votes(input.matchid, user?.userId),
      };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getRaceSearch,
    handler: async ({ input }) => {
      const d = await data();
      const now = d.engine.clock.nowSeconds();
      const needle = input.keyword.toLowerCase();
      const hit = (id: number): boolean => {
        const t = d.index.teams.get(id);
        return (
          !!t &&
          [t.name_en, t.name_zh, t.short_name_en, t.short_name_zh].some((n) =>
            n.toLowerCase().includes(needle),
          )
        );
      };
      const list = (await lists.window(now - 7 * 86400, now + 14 * 86400, input.sport))
        .filter(
          (m) =>
            hit(m.hometeam.id) ||
            hit(m.awayteam.id) ||
            [m.matchevent.name_zh, m.matchevent.name_en, m.matchevent.short_name_zh].some((n) =>
              n.toLowerCase().includes(needle),
            ),
        )
        .slice(0, 50);
      return { list };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getRecMath,
    handler: async ({ input, user }) => ({
      list: await lists.recommended(input.sport_id, input.size, await followedOf(user?.userId)),
    }),
  });

  defineRoute(app, ctx, {
    ...matches.getRaceTag,
    handler: async ({ lang }) => {
      const d = await data();
      const names = lang === 'pt' ? ['Todos', 'Futebol', 'Basquete'] : ['全部', '足球', '篮球'];
      const tags = [0, 1, 2].map((sport) => ({
        key: `sport-${sport}`,
        name: names[sport]!,
        sport_id: sport,
        competition_id: 0,
      }));
      const hot = ['en.1', 'es.1', 'de.1', 'it.1', 'fr.1', 'cn.1', 'nba', 'cba']
        .map((code) => [...d.index.competitions.values()].find((c) => c.code === code))
        .filter((c) => c !== undefined)
        .map((c) => ({
          key: `event-${c.id}`,
          name: lang === 'pt' ? c.short_name_en : c.short_name_zh,
          sport_id: c.sport_id,
          competition_id: c.id,
        }));
      return { list: [...tags, ...hot] };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getRaceSubTab,
    handler: async ({ input, lang }) => {
      const d = await data();
      const date = input.date ?? today(d, input.tz);
      const counts = await lists.statusCounts(date, input.tz, input.sport_id);
      const names: Record<string, [string, string]> = {
        all: ['全部', 'Todos'],
        inplay: ['进行中', 'Ao vivo'],
        waiting: ['未开始', 'Agendados'],
        finished: ['已结束', 'Encerrados'],
        unfinished: ['未结束', 'Não encerrados'],
      };
      return {
        date,
        list: Object.entries(counts).map(([key, count]) => ({
          key,
          name: names[key]![lang === 'pt' ? 1 : 0],
          count,
        })),
      };
    },
  });

  defineRoute(app, ctx, {
    ...matches.getRecentMatchCount,
    handler: async ({ input }) => {
      const d = await data();
      const date = today(d, input.tz);
      const count = async (sport: number): Promise<{ inplay: number; today: number }> => {
        const c = await lists.statusCounts(date, input.tz, sport);
        return { inplay: c.inplay, today: c.all };
      };
      return { all: await count(0), football: await count(1), basketball: await count(2) };
    },
  });

  defineRoute(app, ctx, {
    ...matches.voteRaceTeam,
    handler: async ({ input, user }) => {
      const { m } = await detail.find(input.matchid);
      if (m.sport_id === 2 && input.side === 2)
        throw new ApiError('INVALID_INPUT', 'side 2 (draw) does not exist in basketball');
      await repo.vote(user.userId, input.matchid, input.side, ctx.now());
      return repo.votes(input.matchid, user.userId);
    },
  });

  registerDetailRoutes(app, ctx, detail);
}
