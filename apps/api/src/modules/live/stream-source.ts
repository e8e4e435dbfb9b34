import type { LiveConfig } from '../../config';

/** The quality options of spec section 9: the HD ones play the source, the SD ones the `_sd` rendition. */
export const QUALITY_OPTIONS = ['SD', 'CNSD', 'ENSD', 'HD', 'CNHD', 'ENHD'] as const;
/** One quality option. */
export type Quality = (typeof QUALITY_OPTIONS)[number];

/** Where one rendition plays: HTTP-FLV (mpegts.js, where MSE exists) and HLS (hls.js or native). */
export interface Rendition {
  flv: string;
  hls: string;
}

/** The spec's stream source: `url` (the default, HD FLV) and `livestream_source` by quality option. */
export interface StreamSource {
  url: string;
  hls_url: string;
  default_quality: Quality;
  livestream_source: Record<Quality, Rendition>;
  cover: string;
}

/** Fills a URL template's `{stream}`. */
export function fillTemplate(template: string, stream: string): string {
  return template.replaceAll('{stream}', encodeURIComponent(stream));
}

/**
 * HLS on another pull domain when the site sets `huawei_pull_hls_domain` (a CDN for HLS): a relative template's
 * path goes to that host. Absolute templates are kept as they are.
 */
function onHlsDomain(url: string, domain: string): string {
  if (!domain || !url.startsWith('/')) return url;
  const origin = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${origin.replace(/\/+$/, '')}${url}`;
}

/** The stream source of a live stream, from the configured templates (a CDN or SRS replaces them). */
export function streamSource(live: LiveConfig, streamName: string, hlsDomain = ''): StreamSource {
  const rendition = (name: string): Rendition => ({
    flv: fillTemplate(live.flvUrlTemplate, name),
    hls: onHlsDomain(fillTemplate(live.hlsUrlTemplate, name), hlsDomain),
  });
  const hd = rendition(streamName);
  const sd = rendition(`${streamName}_sd`);
  const options = {} as Record<Quality, Rendition>;
  for (const q of QUALITY_OPTIONS) options[q] = q.endsWith('SD') ? sd : hd;
  return {
    url: hd.flv,
    hls_url: hd.hls,
    default_quality: 'HD',
    livestream_source: options,
    cover: fillTemplate(live.coverUrlTemplate, streamName),
  };
}
