import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LONG_POLL_PATH } from '@tifo/protocol';
import { ApiError } from './api-error';
import { clientAddressResolver } from './client-address';
import { failure, requestLang } from './envelope';

/** The messaging paths the public may reach through the API; everything else under /im (admin, metrics) is 404. */
const PUBLIC_IM_HTTP = { healthz: '/im/healthz', longPoll: LONG_POLL_PATH } as const;
const WEBSOCKET_PATHS = new Set(['/im', '/im/']);

// Hop-by-hop headers belong to one connection and are not forwarded (RFC 9110 section 7.6.1); the upgrade
// keeps Connection and Upgrade, which it needs.
const HOP_BY_HOP = new Set(['keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding']);
const FORWARDING = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip']);
// After one side has ended, the other gets this long to finish its close handshake before both are destroyed.
const HALF_CLOSE_GRACE_MS = 5000;

/** What the proxy holds open; a test reads `open` to show that every client close reaches the upstream. */
export interface ImProxyStats {
  /** Upgrades in flight or tunnels open (each holds one upstream socket or request). */
  open: number;
}

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

/**
 * The upgrade's headers for the messaging service. X-Forwarded-For is replaced by the one client address the
 * API decided (TRUST_PROXY): the service caps connections per address by it, so a client cannot name itself.
 */
function forwardedHeaders(req: IncomingMessage, client: string): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && !FORWARDING.has(name) && value !== undefined) headers[name] = value;
  }
  headers['x-forwarded-for'] = client;
  return headers;
}

function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.writable)
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Tunnels one WebSocket upgrade to the messaging service at the byte level (the upstream answers the
 * handshake, so extensions and keys pass through untouched). Every way a client can go away (abort during
 * the upstream handshake, a reset, a close mid-traffic) destroys the upstream side, and the other way round:
 * @fastify/http-proxy relayed WebSocket to WebSocket: it answered the client's handshake first, then opened
 * the upstream one, and on a client close it closed the upstream only if that was already OPEN; a client that
 * left while the upstream was CONNECTING (most short-lived clients) left it open until the service's idle
 * timeout. Here the client gets its 101 only from the upstream, and each side's close destroys the other.
 */
function tunnelUpgrade(
  upstream: URL,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  stats: ImProxyStats,
  client: string,
): void {
  stats.open += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    stats.open -= 1;
  };
  const upstreamReq = http.request({
    host: upstream.hostname,
    port: upstream.port,
    path: req.url,
    method: 'GET',
    headers: forwardedHeaders(req, client),
  });
  const abortUpstream = () => {
    upstreamReq.destroy();
    release();
  };
  socket.on('error', abortUpstream);
  socket.on('close', abortUpstream);
  upstreamReq.on('error', () => {
    rejectUpgrade(socket, 502, 'Bad Gateway');
    release();
  });
  upstreamReq.on('response', (res) => {
    // The service refused the upgrade: pass its status on and close.
    res.resume();
    rejectUpgrade(socket, res.statusCode ?? 502, res.statusMessage ?? 'Bad Gateway');
    release();
  });
  upstreamReq.on('upgrade', (res, upstreamSocket, upstreamHead) => {
    socket.off('error', abortUpstream);
    socket.off('close', abortUpstream);
    if (socket.destroyed || !socket.writable) {
      upstreamSocket.destroy();
      release();
      return;
    }
    let graceTimer: NodeJS.Timeout | undefined;
    const teardown = () => {
      if (graceTimer) clearTimeout(graceTimer);
      socket.destroy();
      upstreamSocket.destroy();
      release();
    };
    const afterEnd = () => {
      graceTimer ??= setTimeout(teardown, HALF_CLOSE_GRACE_MS);
      graceTimer.unref();
    };
    for (const side of [socket, upstreamSocket]) {
      side.on('error', teardown);
      side.on('close', teardown);
      side.on('end', afterEnd);
    }
    const lines = [`HTTP/1.1 101 ${res.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < res.rawHeaders.length; i += 2)
      lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length) socket.write(upstreamHead);
    if (head.length) upstreamSocket.write(head);
    socket.pipe(upstreamSocket);
    upstreamSocket.pipe(socket);
  });
  upstreamReq.end();
}

/** Forwards one public HTTP call (long poll, health) and aborts the upstream call when the client leaves. */
async function forwardHttp(
  upstream: URL,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Response> {
  const abort = new AbortController();
  // 'close' before the reply finished means the client went away: the long poll upstream must end too.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const headers = new Headers({ 'x-forwarded-for': request.ip });
  if (request.method === 'POST') headers.set('content-type', 'application/json');
  return fetch(new URL(path + search, upstream), {
    method: request.method,
    headers,
    body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
    signal: abort.signal,
  });
}

/**
 * Forwards the public part of /im to the messaging service, so the web app reaches it on its own origin:
 * the WebSocket at /im, the live-room long poll and the health check. The admin API and /im/metrics are
 * server to server and are never forwarded (no route here, so 404).
 */
export function installImProxy(
  app: FastifyInstance,
  imUrl: string,
  trustProxy: boolean | string = false,
): ImProxyStats {
  const clientOf = clientAddressResolver(trustProxy);
  const upstream = new URL(imUrl);
  const stats: ImProxyStats = { open: 0 };
  const tunnels = new Set<Duplex>();
  for (const [method, url] of [
    ['GET', PUBLIC_IM_HTTP.healthz],
    ['POST', PUBLIC_IM_HTTP.longPoll],
  ] as const) {
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        let res: Response;
        try {
          res = await forwardHttp(upstream, url, request, reply);
        } catch {
          const unavailable = new ApiError('INTERNAL', 'messaging service unavailable');
          return reply.code(502).send(failure(unavailable, requestLang(request)));
        }
        reply.code(res.status);
        const type = res.headers.get('content-type');
        if (type) reply.header('content-type', type);
        return reply.send(Buffer.from(await res.arrayBuffer()));
      },
    });
  }
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!WEBSOCKET_PATHS.has(pathOf(req.url).toLowerCase())) {
      rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    tunnelUpgrade(upstream, req, socket, head, stats, clientOf(req));
  });
  // Upgraded sockets are no longer requests: close them ourselves so app.close() does not wait for them.
  app.addHook('preClose', async () => {
    for (const socket of tunnels) socket.destroy();
  });
  return stats;
}
