import type { SiteView } from '../sites';

/**
 * The script host pages run (GET /webapi/home/getCommonScript): it only publishes the site's metadata and the
 * server time on `window.TIFO_SITE`. No analytics, no third-party loads.
 */
export function commonScript(site: SiteView, serverTime: number): string {
  const meta = {
    code: site.code,
    source: site.source,
    name: site.name,
    theme_color: site.theme_color,
    logo: site.logo,
    variant: site.variant,
    server_time: Math.floor(serverTime / 1000),
  };
  // JSON is valid JavaScript; escaping "<" keeps a "</script>" in a name from closing an inline tag.
  const json = JSON.stringify(meta).replace(/</g, '\\u003c');
  return `(function(w){w.TIFO_SITE=${json};})(typeof window!=='undefined'?window:globalThis);\n`;
}
