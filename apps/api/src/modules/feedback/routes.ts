import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { resolveSite, siteSelector } from '../sites';
import { HOUR, Throttle } from '../throttle';

/** Feedback kinds: 1 suggestion, 2 problem, 3 complaint, 4 other (0 when the client does not say). */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4] as const;

const input = z.object({
  ...siteSelector,
  content: z.string().trim().min(1).max(1000),
  contact: z.string().trim().max(128).optional(),
  type: z.coerce
    .number()
    .int()
    .refine((t) => (FEEDBACK_TYPES as readonly number[]).includes(t), 'must be one of 0, 1, 2, 3, 4')
    .optional(),
});

/** POST /api/customerservice/publish: stores a message for customer service (login optional). */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const throttle = new Throttle(ctx.db, ctx.now);
  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/customerservice/publish',
    summary: 'Send feedback to customer service (stored; login optional)',
    auth: 'optional',
    input,
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
