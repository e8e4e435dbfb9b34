import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: a caller on this machine that did not come through a reverse proxy (a forwarded
 * request from a proxy on the same host looks local, so X-Forwarded-For marks it as remote), or anyone with
 * `Authorization: Bearer <METRICS_TOKEN>` when a token is configured.
 */
export function mayReadMetrics(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (token && typeof header === 'string' && header.startsWith('Bearer ')) {
    return sameSecret(header.slice('Bearer '.length), token);
  }
  const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
  return local && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/** Prometheus metrics at /metrics (loopback or token only): process defaults plus a duration histogram per route. */
export function installMetrics(app: FastifyInstance, token = ''): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'tifo_api_request_seconds',
    help: 'API request duration by route and HTTP status',
    labelNames: ['method', 'route', 'code'],
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    // Not found rather than forbidden: the public need not learn that the endpoint exists.
    if (!mayReadMetrics(request, token)) return reply.callNotFound();
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
