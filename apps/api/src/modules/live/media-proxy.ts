import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * Forwards /media/* (HTTP-FLV, HLS, covers, WHIP) to the media service, so viewers and browser anchors reach it
 * on the API's own origin: `/media/live/room-12.flv` -> `${mediaUrl}/live/room-12.flv`. The internal calls
 * (/internal/*) are not under /media and are never proxied. A CDN or SRS/MediaMTX replaces this by changing the
 * LIVE_*_URL_TEMPLATE settings instead.
 */
export async function installMediaProxy(app: FastifyInstance, mediaUrl: string): Promise<void> {
  await app.register(httpProxy, {
    upstream: mediaUrl,
    prefix: '/media',
    rewritePrefix: '',
    // Playback polls segments every second or two per viewer, and a WHIP URL may carry a stream key
    // (/media/whip/<key>): these requests are not logged at info level.
    logLevel: 'warn',
    // FLV and HLS are long responses; never buffer them, and let a slow viewer hold only its own socket.
    http: { requestOptions: { timeout: 0 } },
    // The plugin's own Location rewrite replaces '' (our rewritePrefix) by '/media', which turned the media
    // service's relative `whip/session/<id>` into `/mediawhip/session/<id>`: the browser's DELETE got 404 and
    // "end live" never ended the live. publicLocation below does it instead.
    internalRewriteLocationHeader: false,
    replyOptions: {
      rewriteHeaders: (headers, request) => {
        const location = headers.location;
        return typeof location === 'string'
          ? { ...headers, location: publicLocation(location, request?.url ?? '/media/') }
          : headers;
      },
    },
  });
}

/**
 * The address a browser must use for a media service's Location (WHIP answers 201 with its session's): an
 * absolute path gets the /media prefix, a relative one is resolved against the public request path (already
 * under /media), an absolute URL (another host) is left as it is.
 */
export function publicLocation(location: string, publicRequestPath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || location.startsWith('//')) return location;
  if (location.startsWith('/')) return location.startsWith('/media/') ? location : `/media${location}`;
  const resolved = new URL(location, new URL(publicRequestPath, 'http://public.invalid'));
  return `${resolved.pathname}${resolved.search}`;
}
