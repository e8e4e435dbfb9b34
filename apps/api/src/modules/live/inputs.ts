import { z } from 'zod';

/** A page number (1-based) and size (default 20, the spec's page size). */
export const paging = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
};

/** A user id as a positive integer. */
export const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A category: its id or its code (hot, football, basketball, other); absent, '' or 0 means every room. */
export const categoryInput = z
  .union([z.string().trim().max(32), z.number().int().min(0)])
  .transform(String)
  .optional();

/** A sport filter: 0 all, 1 football, 2 basketball. */
export const sportInput = z.coerce.number().int().min(0).max(2).default(0);
