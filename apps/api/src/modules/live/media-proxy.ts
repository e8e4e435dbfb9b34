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
    replyOptions: {
      // WHIP answers 201 with the session's Location (/whip/<session>); the browser must reach it through /media.
      rewriteHeaders: (headers) => {
        const location = headers.location;
        return typeof location === 'string' && location.startsWith('/') && !location.startsWith('/media/')
          ? { ...headers, location: `/media${location}` }
          : headers;
      },
    },
  });
}
