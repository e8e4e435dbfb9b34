import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { checkSecret, defaultAdminPort, loadConfig, type ImConfig } from './config';
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
import { GatewayEvents } from './gateway/events';
import { startDelivery } from './gateway/delivery';
import { ProfanityFilter } from './policy/profanity';
import { RateLimiter } from './policy/rate-limit';
import { LiveRooms, LiveModeration } from './live';
import { MemberCache } from './groups';
import { ProfileCache, startIdentity } from './identity';
import { startBlacklist, startStatus } from './social';
import { HANDLERS } from './commands';
import { createAdminApp, createPublicApp } from './http-apps';
import { translatorFromConfig, type Translator } from './messages';

/** Options of startImServer: configuration overrides on top of the environment. */
export interface ImServerOptions {
  config?: Partial<ImConfig>;
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  /** Machine translation (default: from IM_TRANSLATE_URL, else none). */
  translator?: Translator;
}

/** A running service. */
export interface ImServer {
  /** Public port: WebSocket gateway at /im, long poll, health. */
  port: number;
  /** Admin port (loopback by default): /im/admin/*, metrics, health. */
  adminPort: number;
  ctx: ImContext;
  close(): Promise<void>;
}

/**
 * Starts the messaging service: migrations, HTTP routes under /im (admin API, long poll, health, metrics)
 * and the WebSocket gateway at /im. `port: 0` picks a free port (tests).
 */
export async function startImServer(options: ImServerOptions = {}): Promise<ImServer> {
  const env = options.env ?? process.env;
  const config: ImConfig = { ...loadConfig(env), ...options.config };
  // A caller that picks the public port (tests: 0) gets the admin port that goes with it.
  if (options.config?.port !== undefined && options.config.adminPort === undefined && !env.IM_ADMIN_PORT)
    config.adminPort = defaultAdminPort(config.port);
  checkSecret(config, env);
  const log = options.logger ?? createLogger(config.logLevel);
  const db = openDb(config.databaseUrl, (err) => log.warn({ err }, 'database background error'));
  await migrate(db.kysely as never, db.dialect);
  db.prepareFast();
  const nodeID = randomBytes(4).toString('hex');
  const prefix = config.redisPrefix;
  const broker = config.redisUrl ? new RedisBroker(config.redisUrl, prefix) : new MemoryBroker();
  const presence = config.redisUrl ? new RedisPresence(config.redisUrl, prefix) : new MemoryPresence();
  const metrics = createMetrics();
  const liveModeration = new LiveModeration(db);
  const ctx: ImContext = {
    config,
    log,
    db,
    broker,
    presence,
    registry: new Registry(),
    events: new GatewayEvents(),
    profanity: new ProfanityFilter(config.profanityWords, config.profanityMode),
    sendLimiter: new RateLimiter(1000, config.sendRatePerSecond),
    metrics,
    live: new LiveRooms(presence, {
      tickMs: config.liveTickMs,
      maxTickMs: Math.max(config.liveTickMs, config.liveMaxTickMs),
      writesPerSecond: config.liveWritesPerSecond,
      cohorts: config.liveCohorts,
      shedThreshold: config.liveShedThreshold,
      userMessagesPerSecond: config.liveRoomUserRate,
      onShed: (n) => metrics.liveShed.inc(n),
      onSkip: (n) => metrics.liveSkipped.inc(n),
      // A banned user cannot read the room either, on any device, until the ban ends.
      admit: async (conn, groupID) => {
        if (conn.userID) await liveModeration.checkNotBanned(groupID, conn.userID);
      },
    }),
    liveModeration,
    members: new MemberCache(db),
    profiles: new ProfileCache(db),
    nodeID,
    translator: options.translator ?? translatorFromConfig(config),
  };
  new Gauge({
    name: 'im_send_buffer_bytes',
    help: 'Bytes queued on sockets of this node, not yet taken by the kernel',
    registers: [metrics.registry],
    collect() {
      this.set(ctx.registry.bufferedBytes());
    },
  });
  await startDelivery(ctx);
  await startIdentity(ctx); // server-owned groups, profile and signature-revocation messages
  await startBlacklist(ctx); // blacklist changes of every node (C2C sends check the receiver's list)
  startStatus(ctx); // status subscribers hear sessions end
  const gateway = new Gateway(ctx, HANDLERS);
  const app = createPublicApp(ctx);
  app.server.on('upgrade', (req, socket, head) => {
    if (!gateway.handleUpgrade(req, socket, head)) socket.destroy();
  });
  const admin = createAdminApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  try {
    await admin.listen({ port: config.adminPort, host: config.adminHost });
  } catch (e) {
    await app.close();
    throw e;
  }
  const port = portOf(app);
  const adminPort = portOf(admin);
  log.info(
    {
      port,
      adminPort,
      host: config.host,
      adminHost: config.adminHost,
      node: nodeID,
      db: db.dialect,
      redis: !!config.redisUrl,
    },
    'im service listening',
  );
  return {
    port,
    adminPort,
    ctx,
    async close() {
      gateway.close();
      ctx.live.close();
      await app.close();
      await admin.close();
      await broker.close();
      await presence.close();
      await db.close();
    },
  };
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (typeof address === 'object' && address) return address.port;
  throw new Error('listener has no port');
}
