// Feedback to customer service (apps/api/src/modules/feedback).
import { z } from 'zod';
import { FEEDBACK_TYPES } from './constants';
import { endpoint } from './endpoint';
import { siteSelector } from './inputs';

/** `/api/customerservice/publish`: stored for customer service; login optional. */
export const publish = endpoint({
  path: '/api/customerservice/publish',
  method: 'POST',
  auth: 'optional',
  summary: 'Send feedback to customer service (stored; login optional)',
  input: z.object({
    ...siteSelector,
    content: z.string().trim().min(1).max(1000),
    contact: z.string().trim().max(128).optional(),
    type: z.coerce
      .number<number>()
      .int()
      .refine((t) => (FEEDBACK_TYPES as readonly number[]).includes(t), 'must be one of 0, 1, 2, 3, 4')
      .optional(),
  }),
  /** The stored message's id. */
  output: z.object({ id: z.number() }),
});
