import { z } from 'zod';

/** A category: its id or its code (hot, football, basketball, other); absent, '' or 0 means every room. */
export const categoryInput = z
  .union([z.string().trim().max(32), z.number().int().min(0)])
  .transform(String)
  .optional();

/** A sport filter: 0 all, 1 football, 2 basketball. */
export const sportInput = z.coerce.number().int().min(0).max(2).default(0);
