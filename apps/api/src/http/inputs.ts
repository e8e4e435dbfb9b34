import { z } from 'zod';

/** A page number (1-based) and size (default 20, the spec's page size). */
export const paging = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
};

/** An id (a user, a room, a gift) as a positive integer. */
export const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
