import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ImConfig } from './config';
import type { ImContext } from './context';
import { createLogger, type Logger } from './logger';
import { createMetrics } from './metrics';
import { openDb } from './storage/db';
import { migrate } from './storage/migrations';
import { MemoryBroker } from './broker/memory';
import { RedisBroker } from './broker/redis';
import { MemoryPresence } from './presence/memory';
import { RedisPresence } from './presence/redis';
import { Registry } from './gateway/registry';
import { Gateway } from './gateway/gateway';
import { startDelivery } from './gateway/delivery';
import { ProfanityFilter } from './policy/profanity';
import { RateLimiter } from './policy/rate-limit';
import { LiveRooms } from './live/rooms';
import { MemberCache } from './groups/member-cache';
import { registerAdmin } from './admin/routes';
import { registerLongPoll } from './live/longpoll-route';

/** Options of startImServer: configuration overrides on top of the environment. */
export interface ImServerOptions {
  config?: Partial<ImConfig>;
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
}

/** A running service. */
export interface ImServer {
  port: number;
  ctx: ImContext;
  close(): Promise<void>;
}

/**
 * Starts the messaging service: migrations, HTTP routes under /im (admin API, long poll, health, metrics)
 * and the WebSocket gateway at /im. `port: 0` picks a free port (tests).
 */
export async function startImServer(options: ImServerOptions = {}): Promise<ImServer> {
  const config: ImConfig = { ...loadConfig(options.env), ...options.config };
  const log = options.logger ?? createLogger(config.logLevel);
  const db = openDb(config.databaseUrl, (err) => log.warn({ err }, 'database background error'));
  await migrate(db.kysely as never, db.dialect);
  db.prepareFast();
  const nodeID = randomBytes(4).toString('hex');
  const prefix = config.redisPrefix;
  const broker = config.redisUrl ? new RedisBroker(config.redisUrl, prefix) : new MemoryBroker();
  const presence = config.redisUrl ? new RedisPresence(config.redisUrl, prefix) : new MemoryPresence();
  const metrics = createMetrics();
  const ctx: ImContext = {
    config,
    log,
    db,
    broker,
    presence,
    registry: new Registry(),
    profanity: new ProfanityFilter(config.profanityWords, config.profanityMode),
    sendLimiter: new RateLimiter(1000, config.sendRatePerSecond),
    metrics,
    live: new LiveRooms(presence, {
      tickMs: config.liveTickMs,
      maxTickMs: Math.max(config.liveTickMs, config.liveMaxTickMs),
      writesPerSecond: config.liveWritesPerSecond,
      shedThreshold: config.liveShedThreshold,
      onShed: (n) => metrics.liveShed.inc(n),
    }),
    members: new MemberCache(db),
    nodeID,
  };
  await startDelivery(ctx);
  const gateway = new Gateway(ctx);
  const app = Fastify({
    // Request lines are debug noise at this volume: the http child logs warnings and errors only.
    loggerInstance: log.child({ part: 'http' }, { level: 'warn' }),
    bodyLimit: 256 * 1024,
  }) as unknown as FastifyInstance;
  for (const prefixPath of ['', '/im']) {
    app.get(`${prefixPath}/healthz`, async () => ({
      ok: true,
      node: nodeID,
      connections: ctx.registry.all.size,
    }));
    app.get(`${prefixPath}/metrics`, async (_req, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }
  registerAdmin(app, ctx);
  registerLongPoll(app, ctx);
  app.server.on('upgrade', (req, socket, head) => {
    if (!gateway.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, node: nodeID, db: db.dialect, redis: !!config.redisUrl }, 'im service listening');
  return {
    port,
    ctx,
    async close() {
      gateway.close();
      ctx.live.close();
      await app.close();
      await broker.close();
      await presence.close();
      await db.close();
    },
  };
}
