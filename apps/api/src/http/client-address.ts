import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address of a raw request (a WebSocket upgrade, which never becomes a Fastify request), decided as
 * Fastify's `request.ip` decides it under the same TRUST_PROXY: the socket's address when no proxy is trusted,
 * else the nearest address in X-Forwarded-For that a trusted proxy reported.
 */
export function clientAddressResolver(trustProxy: boolean | string): (req: IncomingMessage) => string {
  if (trustProxy === false) return (req) => req.socket.remoteAddress ?? '';
  const trust =
    trustProxy === true
      ? () => true
      : proxyAddr.compile(
          trustProxy
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean),
        );
  return (req) => proxyAddr(req, trust);
}
