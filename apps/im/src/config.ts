import { join } from 'node:path';
import { DEFAULT_SERVER_GROUP_IDS } from '@tifo/protocol';

/** Service configuration, read once from the environment (safe defaults for a local run). */
export interface ImConfig {
  /** Public listener (WebSocket gateway, long poll, health): reached through the API's /im proxy. */
  port: number;
  host: string;
  /** Admin listener (admin REST API, metrics): server to server only, loopback by default. */
  adminPort: number;
  adminHost: string;
  /** Bearer token that opens /metrics on the public listener (unset: metrics only on the admin listener). */
  metricsToken: string | undefined;
  databaseUrl: string;
  secret: string;
  sdkAppID: number;
  redisUrl: string | undefined;
  /** Key and channel prefix in Redis (several deployments or tests may share one Redis). */
  redisPrefix: string;
  /** Seconds between client hellos; a connection silent for 2.5x this is closed. */
  helloInterval: number;
  /** Server-side limit for one request, ms (answers 2998 beyond it). */
  requestTimeoutMs: number;
  /** Purchase bits (spec 6) granted to the application. */
  purchaseBits: string;
  /** Profanity lexicon (comma separated in IM_PROFANITY_WORDS) and mode. */
  profanityWords: string[];
  profanityMode: 'reject' | 'replace';
  /** Messages per second one user may send (2996 beyond it). */
  sendRatePerSecond: number;
  /** Shortest time between two batches of a live room, ms. */
  liveTickMs: number;
  /** Longest time between two batches of a live room, ms. */
  liveMaxTickMs: number;
  /** Socket writes per second the live fan-out of one node aims to stay under (batches space out above it). */
  liveWritesPerSecond: number;
  /** Most cohorts a big live room's viewers are split into, each written at its own point of the interval. */
  liveCohorts: number;
  /** Live-room messages per tick before low priority messages are shed. */
  liveShedThreshold: number;
  /** User messages one live room takes in per second on a node (2997 beyond; IM_LIVE_ROOM_USER_RATE). */
  liveRoomUserRate: number;
  /** Server-owned groups created at start-up and reserved (`ID` or `ID:Type`; IM_SERVER_GROUPS). */
  serverGroups: string[];
  /**
   * Send-buffer ceiling per socket, bytes of backlog (ws bufferedAmount: ws's queue plus the socket's, fan-out
   * frames and corked frames included), checked before each write: a chat socket above it is closed, a live-room
   * viewer above it skips batches (see liveSlowGraceMs).
   */
  sendBufferLimit: number;
  /**
   * WebSocket connections one client address may hold (IM_MAX_CONNECTIONS_PER_ADDRESS, 256; 0: no cap). Generous
   * on purpose: a carrier NAT puts many people behind one address, each with a socket or two.
   */
  maxConnectionsPerAddress: number;
  /** How long a live-room viewer may stay above the ceiling (skipping batches) before it is disconnected, ms. */
  liveSlowGraceMs: number;
  logLevel: string;
  /** A LibreTranslate-compatible endpoint for translateText (IM_TRANSLATE_URL; unset: translation fails). */
  translateUrl?: string;
  translateApiKey?: string;
}

/** The development secret: public (it is in this file), so only accepted in development mode. */
export const DEV_SECRET = 'tifo-dev-im-secret';

/** Development mode: IM_DEV=1, or NODE_ENV development or test. */
export function isDevMode(env: NodeJS.ProcessEnv): boolean {
  return env.IM_DEV === '1' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/** A configuration the service refuses to start with (the message says what to set). */
export class ConfigError extends Error {}

/**
 * Refuses a missing secret, and the public development secret outside development mode: with it anyone can sign
 * admin calls and log in as anyone.
 */
export function checkSecret(config: Pick<ImConfig, 'secret'>, env: NodeJS.ProcessEnv): void {
  if (!config.secret)
    throw new ConfigError(
      'IM_SECRET is not set: set it (the API signs with the same one), or IM_DEV=1 for a local run',
    );
  if (config.secret === DEV_SECRET && !isDevMode(env))
    throw new ConfigError(
      'IM_SECRET is the public development secret: set a private one, or IM_DEV=1 for a local run',
    );
}

/** The admin port when IM_ADMIN_PORT is unset: IM_PORT + 1000 (3001 gives 4001); port 0 (tests) gives 0. */
export function defaultAdminPort(port: number): number {
  return port === 0 ? 0 : port + 1000;
}

function portFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** Reads the configuration from `env` (defaults documented in apps/im/README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ImConfig {
  const dataDir = env.DATA_DIR ?? './data';
  const port = portFrom(env.IM_PORT, 3001);
  const mode = env.IM_PROFANITY_MODE === 'reject' ? 'reject' : 'replace';
  return {
    port,
    host: env.IM_HOST || '127.0.0.1',
    // Port 0 (tests) picks a free port for both listeners.
    adminPort: portFrom(env.IM_ADMIN_PORT, defaultAdminPort(port)),
    adminHost: env.IM_ADMIN_HOST || '127.0.0.1',
    metricsToken: env.IM_METRICS_TOKEN || undefined,
    databaseUrl: env.IM_DATABASE_URL ?? `sqlite:${join(dataDir, 'im.db')}`,
    secret: env.IM_SECRET || (isDevMode(env) ? DEV_SECRET : ''),
    sdkAppID: Number(env.IM_SDKAPPID ?? 1400000001),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.IM_REDIS_PREFIX ?? 'im:',
    helloInterval: Number(env.IM_HELLO_INTERVAL ?? 120),
    requestTimeoutMs: Number(env.IM_REQUEST_TIMEOUT_MS ?? 15000),
    purchaseBits: env.IM_PURCHASE_BITS ?? '1111111111',
    profanityWords: (env.IM_PROFANITY_WORDS ?? '')
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
    profanityMode: mode,
    sendRatePerSecond: Number(env.IM_SEND_RATE ?? 20),
    liveTickMs: Number(env.IM_LIVE_TICK_MS ?? 100),
    liveMaxTickMs: Number(env.IM_LIVE_MAX_TICK_MS ?? 250),
    // About 0.4 of a core at the ~13 us a loopback socket write costs on the benchmark machine (bench/README.md).
    liveWritesPerSecond: Number(env.IM_LIVE_WRITES_PER_SECOND ?? 30_000),
    liveCohorts: Number(env.IM_LIVE_COHORTS ?? 8),
    liveShedThreshold: Number(env.IM_LIVE_SHED_THRESHOLD ?? 200),
    // The usual live-room chat ceiling of hosted chat services (40 messages a second per room): more than
    // people can read, and it keeps a flooded room's fan-out from taking the node from the other rooms.
    liveRoomUserRate: Number(env.IM_LIVE_ROOM_USER_RATE ?? 40),
    serverGroups: (env.IM_SERVER_GROUPS ?? DEFAULT_SERVER_GROUP_IDS.join(','))
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean),
    // Above the largest answer (a sync page of 100 items of up to 12 KB is about 1.3 MB) with room for pushes.
    sendBufferLimit: Number(env.IM_SEND_BUFFER_LIMIT ?? 2 * 1024 * 1024),
    maxConnectionsPerAddress: Math.max(0, Number(env.IM_MAX_CONNECTIONS_PER_ADDRESS ?? 256) || 0),
    liveSlowGraceMs: Number(env.IM_LIVE_SLOW_GRACE_MS ?? 10_000),
    logLevel: env.IM_LOG_LEVEL ?? env.LOG_LEVEL ?? 'info',
    translateUrl: env.IM_TRANSLATE_URL || undefined,
    translateApiKey: env.IM_TRANSLATE_API_KEY || undefined,
  };
}
