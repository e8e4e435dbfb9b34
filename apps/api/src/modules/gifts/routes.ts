import { gifts as giftsContract } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { GiftService } from './service';

/** The gift calls (README "Calls"). */
export function registerGiftRoutes(app: FastifyInstance, ctx: AppContext, gifts: GiftService): void {
  defineRoute(app, ctx, {
    ...giftsContract.getGiftList,
    handler: ({ lang }) => gifts.list(lang),
  });

  defineRoute(app, ctx, {
    ...giftsContract.getUserBag,
    handler: ({ user, lang }) => gifts.bag(user.userId, lang),
  });

  defineRoute(app, ctx, {
    ...giftsContract.sendGift,
    handler: ({ input, user, lang }) => gifts.send(user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    ...giftsContract.getLiveContribution,
    handler: ({ input, user }) => gifts.contribution(input.liveid, input.range, user?.userId ?? null),
  });
}
