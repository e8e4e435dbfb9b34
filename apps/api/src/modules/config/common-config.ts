import type { AppContext } from '../../app-context';
import type { Lang } from '../../http/error-codes';
import { LIVE_SCORE_GROUP } from '../messaging';
import { siteView } from '../sites';
import type { SiteDefinition, SiteView } from '../sites';
import { LIVE_PLAY_AD, NUMBER_SETTINGS, TEXT_SETTINGS } from './setting-defaults';
import { readSettings } from './settings-repo';

/** The data of getCommonConfig. */
export interface CommonConfig {
  live_play_ad: unknown;
  config: Record<string, number | string>;
  site: SiteView;
}

/** A stored number setting as a number; anything unparsable is 0 so clients never see NaN. */
export function toNumber(value: string): number {
  const parsed = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : 0;
}

/** A stored JSON setting, parsed; null when it is not JSON. */
export function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * Builds a site's common configuration. The H5 domain the operator left empty is the configured public URL
 * (PUBLIC_URL), never the request's Host: a forged Host would otherwise land in share links.
 */
export async function commonConfig(ctx: AppContext, site: SiteDefinition, lang: Lang): Promise<CommonConfig> {
  const settings = await readSettings(ctx.db, site);
  const config: Record<string, number | string> = {};
  for (const name of NUMBER_SETTINGS) config[name] = toNumber(settings[name]);
  for (const name of TEXT_SETTINGS) config[name] = settings[name];
  const domain = settings.site_h5_domain || ctx.config.publicUrl;
  config.site_h5_domain = domain;
  config.site_h5_share_url = settings.site_h5_share_url || `${domain}/m/share`;
  config.im_sdkappid = ctx.config.imSdkAppId;
  // The web app reaches the messaging service through the API's own origin (reverse proxy at /im).
  config.im_server = '/im';
  // The live room that carries live-engine match changes (modules/messaging/live-score-bridge.ts).
  config.live_score_group = LIVE_SCORE_GROUP;
  return { live_play_ad: parseJson(settings[LIVE_PLAY_AD]), config, site: siteView(site, lang) };
}
