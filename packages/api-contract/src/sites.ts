// White-label sites (apps/api/src/modules/sites): the list of sites and the branding each answer carries. The
// site logo (GET /api/site/logo/<code>.svg) is a raw route, an image, so it has no endpoint here.
import { z } from 'zod';
import { endpoint } from './endpoint';

/** A site as clients see it (getSites, getCommonConfig's `site`), in the request's language. */
export const siteViewSchema = z.object({
  code: z.string(),
  source: z.number(),
  name: z.string(),
  theme_color: z.string(),
  /** The URL of the site's generated logo. */
  logo: z.string(),
  /** Full page titles keyed by route path ("/user-center": "个人中心 - Tifo"). */
  titles: z.record(z.string(), z.string()),
  /** Meta keywords of the site, in the request's language. */
  keywords: z.string(),
  /** Which root screen and chrome the site gets: the main product or a partner build. */
  variant: z.enum(['main', 'partner']),
  /** The brand family (avatars and logos are shared within one). */
  brand: z.string(),
  /** Whether the app-download banner shows; partner builds run inside their own apps, so they hide it. */
  download_banner: z.boolean(),
});
export type SiteView = z.output<typeof siteViewSchema>;

/** `/api/site/getSites`. */
export const getSites = endpoint({
  path: '/api/site/getSites',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Every white-label site with its branding',
  input: z.object({}),
  output: z.array(siteViewSchema),
});
