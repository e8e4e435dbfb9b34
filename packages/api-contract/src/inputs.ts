// Input pieces several contracts share. Coerced fields name their input type, so the web's call types say
// what to send (a number) where zod alone would accept `unknown` (a query string arrives as text).
import { textWidth } from '@tifo/sports';
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

/** A page number (1-based) and size (default 20, the spec's page size). */
export const paging = {
  page: z.coerce.number<number>().int().min(1).max(1000).default(1),
  size: z.coerce.number<number>().int().min(1).max(50).default(20),
};

/** A live's title: 2-60 wide (a CJK character counts 2), no control characters or < >. */
export const liveTitle = z
  .string({ error: 'LIVE_TITLE_INVALID' })
  .trim()
  // The messages name codes of the API's table: the anchor reads a translated refusal under the field.
  .refine((v) => textWidth(v) >= 2 && textWidth(v) <= 60, 'LIVE_TITLE_INVALID')
  .refine((v) => ![...v].some((c) => c < ' ' || c === '<' || c === '>'), 'LIVE_TITLE_INVALID');
