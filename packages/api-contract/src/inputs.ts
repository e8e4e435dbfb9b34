// Input pieces several contracts share. Coerced fields name their input type, so the web's call types say
// what to send (a number) where zod alone would accept `unknown` (a query string arrives as text).
import { z } from 'zod';

/** An id: a positive integer (a query string's text is coerced). */
export const positiveId = z.coerce.number<number>().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A client's id of one tap (a retry or double tap repeats it, and the server acts once). */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 of [A-Za-z0-9_-]');

/** An optional filter where a form's empty value ('' or null) means "all". */
export function blankIsAll<S extends z.ZodType>(schema: S) {
  return z
    .preprocess(
      (value: z.input<S> | '' | null) => (value === '' || value === null ? undefined : value),
      schema.optional(),
    )
    .optional();
}

/** Which site the caller uses (its code, or the spec's sp_source number); absent means the default site. */
export const siteSelector = {
  site: z.string().max(32).optional(),
  sp_source: z.coerce.number<number>().int().optional(),
};
