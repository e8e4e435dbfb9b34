import { z } from 'zod';

/** The site selectors every request may carry: a site code and/or a numeric source code. */
export const siteSelector = {
  site: z.string().max(32).optional(),
  sp_source: z.coerce.number().int().optional(),
};
