import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ImContext } from './context';
import { requestForLog, type Logger } from './logger';
import { registerAdmin } from './admin/routes';
import { registerLongPoll } from './live';

/**
 * Request lines are noise at this volume: the HTTP loggers write warnings and errors only, unless the service
 * logs at debug or trace (then request lines too, their URLs redacted by `requestForLog`).
 */
function httpLogger(log: Logger, part: string): Logger {
  const level = log.levelVal < 30 || log.levelVal > 40 ? log.level : 'warn';
  return log.child({ part }, { level, serializers: { req: requestForLog } });
}

function newApp(log: Logger, part: string): FastifyInstance {
  const app = Fastify({
    loggerInstance: httpLogger(log, part),
    bodyLimit: 256 * 1024,
  }) as unknown as FastifyInstance;
  // Fastify's own 404 logs "Route <method>:<url with its query> not found": a signature in the query would land
  // in the log. This answer logs nothing (the request line, redacted, is enough).
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'not found' }));
  return app;
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === '::1' || host === 'localhost' || host.startsWith('127.');
}

/**
 * Registers health and metrics at `/healthz`, `/metrics` and under /im. Metrics answer without a token only on
 * a loopback admin listener; elsewhere they need `Authorization: Bearer <IM_METRICS_TOKEN>` (401), and without
 * a configured token they are not served at all (404).
 */
function registerProbes(app: FastifyInstance, ctx: ImContext, openMetrics: boolean): void {
  const metrics = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!openMetrics) {
      const token = ctx.config.metricsToken;
      if (!token) return reply.code(404).send({ message: 'not found' });
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!given || !sameSecret(given, token)) return reply.code(401).send({ message: 'unauthorized' });
    }
    reply.header('content-type', ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  };
  for (const prefixPath of ['', '/im']) {
    app.get(`${prefixPath}/healthz`, async () => ({
      ok: true,
      node: ctx.nodeID,
      connections: ctx.registry.all.size,
    }));
    app.get(`${prefixPath}/metrics`, metrics);
  }
}

/** The public listener: WebSocket gateway (upgrade handled by the caller), long poll, health. */
export function createPublicApp(ctx: ImContext): FastifyInstance {
  const app = newApp(ctx.log, 'http');
  registerProbes(app, ctx, false);
  registerLongPoll(app, ctx);
  return app;
}

/** The admin listener: admin REST API (signed), health and metrics, bound to loopback by default. */
export function createAdminApp(ctx: ImContext): FastifyInstance {
  const app = newApp(ctx.log, 'admin');
  registerProbes(app, ctx, isLoopback(ctx.config.adminHost));
  registerAdmin(app, ctx);
  return app;
}
