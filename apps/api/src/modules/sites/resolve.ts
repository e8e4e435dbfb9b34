import { DEFAULT_SITE_CODE, SITES } from './site-list';
import type { SiteDefinition } from './site-list';

const byCode = new Map(SITES.map((site) => [site.code.toLowerCase(), site]));
const bySource = new Map(SITES.map((site) => [site.source, site]));

/** The site with this code (case-insensitive), or undefined. */
export function siteByCode(code: string): SiteDefinition | undefined {
  return byCode.get(code.trim().toLowerCase());
}

/** The main site. */
export function defaultSite(): SiteDefinition {
  const site = byCode.get(DEFAULT_SITE_CODE);
  if (!site) throw new Error('the default site is missing from SITES');
  return site;
}

/**
 * The site a source code belongs to. An exact match wins; otherwise the brand-family rules of spec section 9:
 * codes starting with 17 or 30, and 904, belong to the qutu partner family (site qutup); 31-38 are one partner
 * each (exact matches above); 1-12 and 25 are the own-brand sources, unknown ones fall back to the main site.
 */
export function siteBySource(source: number): SiteDefinition | undefined {
  if (!Number.isInteger(source) || source <= 0) return undefined;
  const exact = bySource.get(source);
  if (exact) return exact;
  const text = String(source);
  if (text.startsWith('17') || text.startsWith('30') || source === 904) return siteByCode('qutup');
  if ((source >= 1 && source <= 12) || source === 25) return defaultSite();
  return undefined;
}

/** The brand family a source code maps to, following the same rules (undefined for unknown codes). */
export function brandOfSource(source: number): SiteDefinition['brand'] | undefined {
  return siteBySource(source)?.brand;
}

/** The site for a request: the site code when known, else the source code, else the main site. */
export function resolveSite(input: {
  site?: string | undefined;
  sp_source?: number | undefined;
}): SiteDefinition {
  const fromCode = input.site ? siteByCode(input.site) : undefined;
  if (fromCode) return fromCode;
  const fromSource = input.sp_source !== undefined ? siteBySource(input.sp_source) : undefined;
  return fromSource ?? defaultSite();
}
