import { gifts as giftsContract } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { positiveId } from '../../http/inputs';
import type { GiftService } from './service';
import { GIFT_QUANTITIES } from './rules';

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
    method: 'POST',
    path: '/api/live/sendGift',
    summary: `Sends count (${GIFT_QUANTITIES.join(', ')}) of a gift to a live room's anchor; request_id makes retries send once`,
    auth: 'required',
    input: z.object({
      liveid: positiveId,
      gift_id: positiveId,
      // Any whole number passes here so that a count outside the choices gets its own code (GIFT_COUNT_INVALID).
      count: z.coerce.number().int(),
      combo_id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional(),
      request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 of [A-Za-z0-9_-]'),
    }),
    handler: ({ input, user, lang }) => gifts.send(user.userId, input, lang),
  });

  defineRoute(app, ctx, {
    ...giftsContract.getLiveContribution,
    handler: ({ input, user }) => gifts.contribution(input.liveid, input.range, user?.userId ?? null),
  });
}
