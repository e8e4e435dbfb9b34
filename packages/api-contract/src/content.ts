// Categories, home banners, the base dictionary and the legal texts (apps/api/src/modules/content). A banner's
// image (GET /api/home/bannerImage/<id>.svg) is a raw route, an image, so it has no endpoint here.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { siteSelector } from './inputs';

/** A live-stream category tab. */
export const categorySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  sport_id: z.number(),
  /** Live rooms in the tab now ("hot" counts every live room); getRealLives {category} lists them. */
  live_count: z.number(),
});
export type Category = z.output<typeof categorySchema>;

/** A home banner; `link` is an in-app route (the client prefixes /m/). */
export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
});
export type Banner = z.output<typeof bannerSchema>;

/** One dictionary entry: a stable code and its display name. */
export const dictionaryEntrySchema = z.object({ code: z.string(), name: z.string() });
export type DictionaryEntry = z.output<typeof dictionaryEntrySchema>;

/** The code/name lists of getBaseDictionary. */
export const baseDictionarySchema = z.object({
  basket_ball_type: z.array(dictionaryEntrySchema),
  foot_ball_type: z.array(dictionaryEntrySchema),
  integral_type: z.array(dictionaryEntrySchema),
  sports_type: z.array(dictionaryEntrySchema),
});
export type BaseDictionary = z.output<typeof baseDictionarySchema>;

/** A legal text: 1 the user agreement, 2 the privacy policy; `content` is simple HTML built from our own text. */
export const protocolSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  content: z.string(),
  /** The date the text was last revised (YYYY-MM-DD). */
  updated_at: z.string(),
});
export type Protocol = z.output<typeof protocolSchema>;

/** `/webapi/live/getCategory`. */
export const getCategory = endpoint({
  path: '/webapi/live/getCategory',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Live-stream category tabs',
  input: z.object({}),
  output: z.array(categorySchema),
});

/** `/api/home/getHomeScroll`. */
export const getHomeScroll = endpoint({
  path: '/api/home/getHomeScroll',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: "The site's current home banners (image, title, in-app link)",
  input: z.object(siteSelector),
  output: z.array(bannerSchema),
});

/** `/api/SportDatabase/getBaseDictionary`. */
export const getBaseDictionary = endpoint({
  path: '/api/SportDatabase/getBaseDictionary',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Code/name lists: basket_ball_type, foot_ball_type, integral_type, sports_type',
  input: z.object({}),
  output: baseDictionarySchema,
});

/** `/webapi/protocal/getProtocal` (the spec's spelling). */
export const getProtocal = endpoint({
  path: '/webapi/protocal/getProtocal',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'The user agreement (type 1) or privacy policy (type 2) as HTML',
  input: z.object({
    ...siteSelector,
    type: z.coerce.number<number>().pipe(z.union([z.literal(1), z.literal(2)])),
  }),
  output: protocolSchema,
});
