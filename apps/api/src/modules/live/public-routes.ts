import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { matchId, bySport, pathSport } from '../matches';
import { resolveSite, siteSelector } from '../sites';
import type { SportsData } from '../sports';
import { paging, positiveId } from '../../http/inputs';
import { categoryInput, sportInput } from './inputs';
import type { LiveService } from './live-service';
import { roomById } from './room-repo';

/** The viewers' live calls of spec section 7 (lists of real rooms, the live page, home data, operators). */
export function registerPublicRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: LiveService,
  sports: () => Promise<SportsData>,
): void {
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/live/getRealLives',
    summary: 'Live rooms now (most viewers first), by category id or code and/or sport; paged',
    auth: 'optional',
    input: z.object({ category: categoryInput, sport_id: sportInput, ...paging }),
    handler: async ({ input, user }) => {
      const categoryIds = await live.categoryFilter(input.category, input.sport_id);
      return live.page({ states: ['live'], categoryIds }, input.page, input.size, user?.userId);
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/live/getNoMatchLiveList',
    summary: 'Live rooms that stream no match (shows), most viewers first; paged',
    auth: 'optional',
    input: z.object({ ...paging }),
    handler: ({ input, user }) =>
      live.page({ states: ['live'], withMatch: false }, input.page, input.size, user?.userId),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/webapi/live/getLivePageData',
    summary: "An anchor's live page: anchor card, room (live, away or offline), stream source, past lives",
    auth: 'optional',
    input: z.object({ anchorid: positiveId, ...siteSelector }),
    handler: ({ input, user }) => live.livePage(input.anchorid, resolveSite(input), user?.userId),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/anchor/getRecAnchors',
    summary: 'Recommended anchors: live ones first (most viewers), then the most followed; by sport',
    auth: 'optional',
    input: z.object({ sport_id: sportInput, size: z.coerce.number().int().min(1).max(50).default(10) }),
    handler: async ({ input, user }) => ({
      list: await live.recommendedAnchors(input.sport_id, input.size, user?.userId),
    }),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: bySport('/api', 'getMatchAnchors'),
    summary: 'Anchors streaming a match now (the lives tab of match detail), most viewers first',
    auth: 'optional',
    input: z.object({ matchid: matchId }),
    handler: async ({ input, user, request }) => {
      const d = await sports();
      const m = d.index.matches.get(input.matchid);
      if (!m || m.sport_id !== pathSport(request))
        throw new ApiError('MATCH_NOT_FOUND', String(input.matchid));
      return { list: await live.views({ states: ['live'], matchId: m.id, limit: 50 }, user?.userId) };
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/home/getHomeData',
    summary: 'Home: anchorm_lives, hot, lives, rec_anchors, rec_matchs, srec_lives, announcement',
    auth: 'optional',
    input: z.object(siteSelector),
    handler: ({ input, lang, user }) => live.homeData(resolveSite(input), lang, user?.userId),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/addOperateFriend',
    summary:
      "Adds a room's operator (its anchor or an operator account) as the caller's private-chat contact",
    auth: 'required',
    input: z.object({ operate_uid: positiveId, liveid: positiveId }),
    handler: async ({ input, user }) => {
      const room = await roomById(ctx.db, input.liveid);
      if (!room) throw new ApiError('INVALID_INPUT', 'liveid unknown');
      if (input.operate_uid === user.userId) throw new ApiError('INVALID_INPUT', 'operate_uid is the caller');
      const operator = await ctx.db.kysely
        .selectFrom('users')
        .select(['id', 'nick_name', 'avatar', 'is_operate', 'status'])
        .where('id', '=', input.operate_uid)
        .executeTakeFirst();
      if (!operator || operator.status !== 1) throw new ApiError('USER_NOT_FOUND');
      if (operator.id !== room.anchor_id && operator.is_operate !== 1) {
        throw new ApiError('FORBIDDEN', 'operate_uid does not operate this room');
      }
      await ctx.db.kysely
        .insertInto('live_operate_friends')
        .values({ user_id: user.userId, operate_uid: operator.id, room_id: room.id, created_at: ctx.now() })
        .onConflict((oc) => oc.columns(['user_id', 'operate_uid']).doNothing())
        .execute();
      return {
        operate_uid: operator.id,
        nick_name: operator.nick_name,
        avatar: operator.avatar,
        liveid: room.id,
        conversation_id: `C2C${operator.id}`,
      };
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/webapi/user/getLiveLog',
    summary: "The caller's own past lives (anchors), newest first; paged",
    auth: 'required',
    input: z.object({ ...paging }),
    handler: async ({ input, user }) => {
      const q = ctx.db.kysely.selectFrom('live_sessions').where('anchor_id', '=', user.userId);
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        q
          .selectAll()
          .orderBy('started_at', 'desc')
          .orderBy('id', 'desc')
          .limit(input.size)
          .offset((input.page - 1) * input.size)
          .execute(),
      ]);
      return {
        total: Number(count?.n ?? 0),
        page: input.page,
        size: input.size,
        list: rows.map((s) => ({
          id: s.id,
          liveid: s.room_id,
          title: s.title,
          category_id: s.category_id,
          matchid: s.match_id ?? 0,
          protocol: s.protocol,
          starttime: Math.floor(s.started_at / 1000),
          endtime: s.ended_at === null ? 0 : Math.floor(s.ended_at / 1000),
          duration: Math.round(((s.ended_at ?? ctx.now()) - s.started_at) / 1000),
          peak_viewers: s.peak_viewers,
          end_reason: s.end_reason,
        })),
      };
    },
  });
}
