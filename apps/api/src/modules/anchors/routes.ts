import { anchors as anchorsContract } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { fansCounts, follow, followedAnchors, unfollow } from './follow-repo';
import type { AnchorEvents } from './events';

type FollowResult = anchorsContract.FollowResult;

/** Follow and unfollow an anchor; the caller's followed anchors. */
export function registerAnchorFollowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  events: AnchorEvents,
): void {
  async function requireAnchor(id: number): Promise<void> {
    const row = await ctx.db.kysely
      .selectFrom('users')
      .select(['is_anchor', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.status !== 1 || row.is_anchor !== 1)
      throw new ApiError('USER_NOT_FOUND', 'not an anchor');
  }

  async function answer(id: number, attented: 0 | 1): Promise<FollowResult> {
    const fans = await fansCounts(ctx.db, [id]);
    return { anchorid: id, attented, fans_count: fans.get(id) ?? 0 };
  }

  defineRoute(app, ctx, {
    ...anchorsContract.follow,
    handler: async ({ input, user }) => {
      if (input.anchorid === user.userId) throw new ApiError('INVALID_INPUT', 'anchorid is the caller');
      await requireAnchor(input.anchorid);
      if (await follow(ctx.db, user.userId, input.anchorid, ctx.now()))
        events.emit('follow', user.userId, input.anchorid, true);
      return answer(input.anchorid, 1);
    },
  });

  defineRoute(app, ctx, {
    ...anchorsContract.unfollow,
    handler: async ({ input, user }) => {
      await unfollow(ctx.db, user.userId, input.anchorid);
      events.emit('follow', user.userId, input.anchorid, false);
      return answer(input.anchorid, 0);
    },
  });

  defineRoute(app, ctx, {
    ...anchorsContract.getAttentAnchors,
    handler: async ({ input, user }) => {
      const ids = await followedAnchors(ctx.db, user.userId, input.size, (input.page - 1) * input.size);
      const rows = ids.length
        ? await ctx.db.kysely
            .selectFrom('users')
            .leftJoin('live_rooms', 'live_rooms.anchor_id', 'users.id')
            .select([
              'users.id',
              'users.nick_name',
              'users.avatar',
              'users.signature',
              'users.anchor_level',
              'live_rooms.id as liveid',
              'live_rooms.state',
              'live_rooms.title',
            ])
            .where('users.id', 'in', ids)
            .execute()
        : [];
      const fans = await fansCounts(ctx.db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const list = ids.flatMap((id): anchorsContract.FollowedAnchor[] => {
        const r = byId.get(id);
        if (!r) return [];
        return [
          {
            uid: r.id,
            anchorid: r.id,
            nick_name: r.nick_name,
            avatar: r.avatar,
            signature: r.signature,
            anchor_level: r.anchor_level,
            fans_count: fans.get(r.id) ?? 0,
            attented: 1,
            liveid: r.liveid ?? 0,
            live_status: r.state === 'live' ? 1 : r.state === 'away' ? 2 : 0,
            title: r.title ?? '',
          },
        ];
      });
      return { page: input.page, size: input.size, list };
    },
  });
}
