import http from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaProxyLimits } from '../../../config';
import { ApiError } from '../../../http/api-error';
import { failure, requestLang } from '../../../http/envelope';
import type { ApiErrorCode } from '../../../http/error-codes';
import { redactUrl } from '../../../http/log-redaction';
import { mayReadMetrics } from '../../../http/metrics';
import { AddressGate } from './address-gate';
import { RepeatLog } from './repeat-log';

/** What the proxy needs besides the media service's address. */
export interface MediaProxyOptions {
  limits: MediaProxyLimits;
  /** METRICS_TOKEN: /media/metrics is read like the API's own /metrics (loopback, or this bearer token). */
  metricsToken: string;
}

/** A refused or failed proxy request waits this long before asking again (Retry-After, seconds). */
const RETRY_AFTER_SECONDS = 5;
const PREFIX = '/media';
// Hop-by-hop headers belong to one connection (RFC 9110 section 7.6.1); forwarding headers are the proxy's own.
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
]);

class HeadersTimeout extends Error {}

/** The path under /media as the media service routes it, to recognise /metrics however it is spelled. */
function canonicalPath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path)
      .toLowerCase()
      .replace(/\/{2,}/g, '/');
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return null;
  }
}

function requestHeaders(headers: IncomingHttpHeaders, clientAddress: string | null): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_FORWARDED.has(name) && value !== undefined) out[name] = value;
  }
  // The API decides who the client is (Fastify's request.ip, which follows TRUST_PROXY): the media service
  // counts and caps viewers by this address. A call the API itself authorised (metrics) goes without it.
  if (clientAddress !== null) out['x-forwarded-for'] = clientAddress;
  return out;
}

function responseHeaders(headers: IncomingHttpHeaders, publicRequestPath: string): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_FORWARDED.has(name) && value !== undefined) out[name] = value;
  }
  // WHIP answers 201 with its session's Location; the browser must reach it (DELETE ends the live) via /media.
  const location = headers.location;
  if (typeof location === 'string') out.location = publicLocation(location, publicRequestPath);
  return out;
}

/**
 * The address a browser must use for a media service's Location (WHIP answers 201 with its session's): an
 * absolute path gets the /media prefix, a relative one is resolved against the public request path (already
 * under /media), an absolute URL (another host) is left as it is.
 */
export function publicLocation(location: string, publicRequestPath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || location.startsWith('//')) return location;
  if (location.startsWith('/')) return location.startsWith(`${PREFIX}/`) ? location : `${PREFIX}${location}`;
  const resolved = new URL(location, new URL(publicRequestPath, 'http://public.invalid'));
  return `${resolved.pathname}${resolved.search}`;
}

function refuse(request: FastifyRequest, reply: FastifyReply, httpStatus: number, code: ApiErrorCode) {
  if (httpStatus === 429 || httpStatus === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(httpStatus).send(failure(new ApiError(code), requestLang(request)));
}

/**
 * Forwards /media/* (HTTP-FLV, HLS, covers, WHIP) to the media service, so viewers and browser anchors reach it
 * on the API's own origin: `/media/live/room-12.flv` -> `${mediaUrl}/live/room-12.flv`. Playback has its own
 * limits and its own connection pool, so it can never take the API's answers with it: at most
 * `maxPerAddress` requests open per client address (429) and `maxTotal` in all (503), both with Retry-After and
 * refused before any upstream work; an upstream that fails answers 502 (`MEDIA_UNAVAILABLE`) or, past
 * `timeoutMs` without headers, 504 (`MEDIA_TIMEOUT`), logged once per 10 s per kind with the key-free path.
 * /media/metrics answers only those who may read the API's /metrics. The internal calls (/internal/*) are not
 * under /media and never proxied. A CDN or SRS/MediaMTX replaces this by the LIVE_*_URL_TEMPLATE settings.
 */
export async function installMediaProxy(
  app: FastifyInstance,
  mediaUrl: string,
  options: MediaProxyOptions,
): Promise<AddressGate> {
  const upstream = new URL(mediaUrl);
  const { maxPerAddress, maxTotal, timeoutMs } = options.limits;
  const gate = new AddressGate(maxPerAddress, maxTotal);
  // Never the global agent the API's own calls use: the pool is as large as the gate lets requests in.
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxTotal, maxFreeSockets: 64 });
  const errors = new RepeatLog(app.log);
  app.addHook('onClose', async () => agent.destroy());

  await app.register(async (scope) => {
    // Bodies (WHIP offers) pass through as they come, whatever their type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PATCH'],
      url: `${PREFIX}/*`,
      // Playback polls segments every second or two per viewer: not logged at info level (the request
      // serializer masks WHIP keys when they are logged at all).
      logLevel: 'warn',
      handler: (request, reply) => {
        const rest = request.url.slice(PREFIX.length) || '/';
        const path = rest.split('?')[0] ?? '/';
        const canonical = canonicalPath(path);
        if (canonical === null) return refuse(request, reply, 400, 'INVALID_INPUT');
        const isMetrics = canonical === '/metrics';
        if (isMetrics && !mayReadMetrics(request, options.metricsToken)) return reply.callNotFound();

        const pass = gate.enter(request.ip);
        if (pass === 'address') return refuse(request, reply, 429, 'TOO_MANY_REQUESTS');
        if (pass === 'total') return refuse(request, reply, 503, 'MEDIA_BUSY');
        reply.raw.once('close', () => pass.release());

        return new Promise<FastifyReply>((resolve) => {
          const upstreamRequest = http.request({
            agent,
            protocol: upstream.protocol,
            hostname: upstream.hostname,
            port: upstream.port,
            method: request.method,
            path: isMetrics ? '/metrics' : rest,
            headers: requestHeaders(request.headers, isMetrics ? null : request.ip),
          });
          const timer =
            timeoutMs > 0
              ? setTimeout(() => upstreamRequest.destroy(new HeadersTimeout()), timeoutMs)
              : undefined;
          // The viewer left: the upstream stream (an endless FLV) is closed too.
          reply.raw.once('close', () => {
            if (!reply.raw.writableFinished) upstreamRequest.destroy();
          });
          upstreamRequest.once('response', (res) => {
            clearTimeout(timer);
            reply.code(res.statusCode ?? 502).headers(responseHeaders(res.headers, request.url));
            resolve(reply.send(res));
          });
          upstreamRequest.on('error', (error) => {
            clearTimeout(timer);
            if (reply.sent || reply.raw.destroyed) return resolve(reply);
            const timedOut = error instanceof HeadersTimeout;
            errors.warn(
              timedOut ? 'media-timeout' : `media-${(error as NodeJS.ErrnoException).code ?? 'error'}`,
              { url: redactUrl(request.url), err: timedOut ? 'no answer in time' : error.message },
              'media proxy: upstream failed',
            );
            resolve(
              refuse(request, reply, timedOut ? 504 : 502, timedOut ? 'MEDIA_TIMEOUT' : 'MEDIA_UNAVAILABLE'),
            );
          });
          const body = request.body as Readable | undefined;
          if (body && typeof body.pipe === 'function') body.pipe(upstreamRequest);
          else upstreamRequest.end();
        });
      },
    });
  });
  return gate;
}
