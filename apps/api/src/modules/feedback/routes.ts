import { feedback } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { resolveSite } from '../sites';
import { HOUR, Throttle } from '../throttle';

/** POST /api/customerservice/publish: stores a message for customer service (login optional). */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const throttle = new Throttle(ctx.db, ctx.now);
  defineRoute(app, ctx, {
    ...feedback.publish,
    handler: async ({ input, user, request }) => {
      await throttle.take([{ bucket: `feedback:ip:${request.ip}`, windowMs: HOUR, max: 20 }]);
      const row = await ctx.db.kysely
        .insertInto('feedback')
        .values({
          user_id: user?.userId ?? null,
          site_code: resolveSite(input).code,
          type: input.type ?? 0,
          content: input.content,
          contact: input.contact ?? '',
          ip: request.ip,
          created_at: ctx.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
  });
}
