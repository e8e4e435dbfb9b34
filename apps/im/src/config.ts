import { join } from 'node:path';

/** Service configuration, read once from the environment (safe defaults for a local run). */
export interface ImConfig {
  port: number;
  host: string;
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
  /** Live-room messages per tick before low priority messages are shed. */
  liveShedThreshold: number;
  logLevel: string;
}

const DEFAULT_SECRET = 'tifo-dev-im-secret';

/** Reads the configuration from `env` (defaults documented in apps/im/README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ImConfig {
  const dataDir = env.DATA_DIR ?? './data';
  const mode = env.IM_PROFANITY_MODE === 'reject' ? 'reject' : 'replace';
  return {
    port: Number(env.IM_PORT ?? 3001),
    host: env.IM_HOST ?? '0.0.0.0',
    databaseUrl: env.IM_DATABASE_URL ?? `sqlite:${join(dataDir, 'im.db')}`,
    secret: env.IM_SECRET ?? DEFAULT_SECRET,
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
    liveShedThreshold: Number(env.IM_LIVE_SHED_THRESHOLD ?? 200),
    logLevel: env.IM_LOG_LEVEL ?? env.LOG_LEVEL ?? 'info',
  };
}
