import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Everything the API reads from the environment, with safe defaults, in one place. */
export interface ApiConfig {
  /** HTTP port; the one URL users open is http://localhost:PORT/m/. */
  port: number;
  host: string;
  /** Folder for the embedded database and other runtime files. */
  dataDir: string;
  /** PostgreSQL URL; when empty, SQLite at `${dataDir}/tifo.db`. */
  databaseUrl: string;
  /** Where the messaging service listens (server to server and for the /im reverse proxy). */
  imUrl: string;
  /** Shared secret for messaging signatures (user signatures and the admin REST API). */
  imSecret: string;
  imSdkAppId: number;
  /** How long a messaging signature in user info stays valid. */
  imSigTtlSeconds: number;
  /** Built web app served under /m/; missing folder means the API runs without it. */
  webDist: string;
  logLevel: string;
  /** Whether this process runs in a test (quieter logs, relaxed throttles are NOT implied). */
  isTest: boolean;
  /** The live match engine: ENGINE_SEED, ENGINE_SPEED (1 = real time), ENGINE_START (ISO time the engine's clock starts at). */
  sports: { seed: number; speed: number; startAt: number | undefined };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const port = intFrom(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    imUrl: env.IM_URL ?? `http://127.0.0.1:${intFrom(env.IM_PORT, port + 1)}`,
    // A random secret per process is safe but breaks signatures across restarts: start.mjs passes a stable one.
    imSecret: env.IM_SECRET ?? randomBytes(32).toString('hex'),
    imSdkAppId: intFrom(env.IM_SDKAPPID, 1400000001),
    imSigTtlSeconds: intFrom(env.IM_SIG_TTL, 7 * 24 * 3600),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' || env.VITEST ? 'silent' : 'info'),
    isTest: Boolean(env.VITEST) || env.NODE_ENV === 'test',
    sports: {
      seed: intFrom(env.ENGINE_SEED, 2026),
      speed: Math.min(3600, Math.max(0.01, Number(env.ENGINE_SPEED) || 1)),
      startAt:
        env.ENGINE_START && Number.isFinite(Date.parse(env.ENGINE_START))
          ? Date.parse(env.ENGINE_START)
          : undefined,
    },
  };
}
