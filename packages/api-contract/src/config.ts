// A site's common configuration (apps/api/src/modules/config). The common script
// (GET /webapi/home/getCommonScript) is a raw route, JavaScript, so it has no endpoint here.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { siteSelector } from './inputs';
import { siteViewSchema } from './sites';

/** getCommonConfig's data: the operator's switches and settings, and the site's branding. */
export const commonConfigSchema = z.object({
  /** The operator's stored JSON (a pre-roll ad: enable, image, link, seconds); null when it is not JSON. */
  live_play_ad: z.unknown(),
  /**
   * The spec's switches (0 or 1) and number settings as numbers, the text settings (domains, bucket) as text,
   * and the messaging settings (im_sdkappid, im_server, live_score_group).
   */
  config: z.record(z.string(), z.union([z.number(), z.string()])),
  site: siteViewSchema,
});
export type CommonConfig = z.output<typeof commonConfigSchema>;

/** `/api/config/getCommonConfig`. */
export const getCommonConfig = endpoint({
  path: '/api/config/getCommonConfig',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: "The site's switches, messaging and storage settings, and its branding",
  input: z.object(siteSelector),
  output: commonConfigSchema,
});
