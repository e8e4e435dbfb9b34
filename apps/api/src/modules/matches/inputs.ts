import { STATUS_FILTERS } from '@tifo/sports';
import { z } from 'zod';

/** A match id. */
export const matchId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Sport filter: 0 all, 1 football, 2 basketball. */
export const sportFilter = z.coerce.number().int().min(0).max(2).default(0);

/** A calendar date, "2026-11-22" or "20261122"; normalised to the dashed form. */
export const dateInput = z
  .string()
  .trim()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, 'must be YYYY-MM-DD')
  .transform((s) => (s.includes('-') ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`))
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'is not a real date',
  );

/** Minutes east of UTC that dates are read in (default 480, Beijing time, the product's home market). */
export const tzInput = z.coerce.number().int().min(-720).max(840).default(480);

/** A status filter of the score list. */
export const statusFilter = z.enum(STATUS_FILTERS).default('all');

/** Page and size (default page size 20, spec section 9). */
export const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** A search keyword. */
export const keyword = z.string().trim().min(1, 'must not be empty').max(64);
