import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyMediaCall } from '@tifo/media-contract';
import type { FastifyRequest } from 'fastify';
import { MediaError } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a request made on this machine and not relayed by a proxy (the API proxies /media/* to us). */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const h = request.headers;
  const relayed =
    h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !relayed;
}

/** Throws BAD_SIGNATURE unless the request carries the API's fresh signature (packages/media-contract). */
export function requireSignature(request: FastifyRequest, secret: string, rawBody: string): void {
  const path = request.url.split('?')[0] ?? request.url;
  const header = (name: string) => {
    const v = request.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const problem = verifyMediaCall(secret, {
    timestamp: header(TIMESTAMP_HEADER),
    signature: header(SIGNATURE_HEADER),
    method: request.method,
    path,
    rawBody,
  });
  if (problem) throw new MediaError('BAD_SIGNATURE');
}

/**
 * The viewer's address: the one the API names in X-Forwarded-For when it relays the request (it sets the header
 * itself, from its own idea of the client), else the socket's. A forwarded address is believed only from this
 * machine (the API's proxy), so a player that reaches the service directly cannot pose as many viewers.
 */
export function clientAddress(request: FastifyRequest): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.has(socketAddress)) return socketAddress;
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || socketAddress;
}

/** Public stream names (never keys): letters, digits, dash, and the `_sd` suffix. */
export const STREAM_NAME = /^[A-Za-z0-9-]{1,60}(_sd)?$/;

/**
 * A request path fit for a log line: no query, and the WHIP key (`/whip/<key>`) or session id
 * (`/whip/session/<id>`, which ends a live) masked, whatever the letter case.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(/(\/whip\/(?:session\/)?)[^/]+/gi, '$1***');
}
