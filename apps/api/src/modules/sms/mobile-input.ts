import { z } from 'zod';

/** Phone numbers: 6 to 15 digits with an optional leading + (as the web app checks); numbers are accepted. */
export const mobileInput = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\+?\d{6,15}$/, 'must be 6-15 digits with an optional +'));
