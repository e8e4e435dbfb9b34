import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadStorageConfig } from './modules/storage/config';
import type { StorageConfig } from './modules/storage/config';

/** Everything the API reads from the environment, with safe defaults, in one place. */
export interface ApiConfig {
  /** HTTP port; the one URL users open is http://localhost:PORT/m/. */
  port: number;
  host: string;
  /**
   * The address users open (no trailing slash), e.g. https://tifo.example: defaults of links that point back
   * at this server (site_h5_domain, share URLs) use it, never a request's Host header, which a client forges.
   */
  publicUrl: string;
  /** Folder for the embedded database and other runtime files. */
  dataDir: string;
  /** PostgreSQL URL; when empty, SQLite at `${dataDir}/tifo.db`. */
  databaseUrl: string;
  /** Where the messaging service listens (server to server and for the /im reverse proxy). */
  imUrl: string;
  /** The messaging service's admin API (its own listener, loopback by default: server to server only). */
  imAdminUrl: string;
  /** Shared secret for messaging signatures (user signatures and the admin REST API). */
  imSecret: string;
  imSdkAppId: number;
  /** How long a messaging signature in user info stays valid. */
  imSigTtlSeconds: number;
  /** Built web app served under /m/; missing folder means the API runs without it. */
  webDist: string;
  logLevel: string;
  /**
   * Which reverse proxies to believe about the client (X-Forwarded-For/-Proto): TRUST_PROXY `true`, or
   * addresses/CIDRs/`loopback` (comma-separated); off by default. Decides HSTS behind a TLS-terminating proxy.
   */
  trustProxy: boolean | string;
  /** Extra Content-Security-Policy sources (space-separated) for connect-src and media-src: CSP_CONNECT_SRC, CSP_MEDIA_SRC. */
  csp: { connectSources: string; mediaSources: string };
  /** Bearer token that lets a remote scraper read /metrics (METRICS_TOKEN); loopback callers need none. */
  metricsToken: string;
  /** Whether this process runs in a test (quieter logs, relaxed throttles are NOT implied). */
  isTest: boolean;
  /** The live match engine: ENGINE_SEED, ENGINE_SPEED (1 = real time), ENGINE_START (ISO time the engine's clock starts at). */
  sports: { seed: number; speed: number; startAt: number | undefined };
  /** Live streams and the media service (modules/live/README.md). */
  live: LiveConfig;
  /**
   * SMS codes one client address may ask for (SMS_IP_PER_HOUR, 20; SMS_IP_PER_DAY, 100). Raise them when many real
   * users share an address (carrier-grade NAT, an office behind one proxy without TRUST_PROXY); the per-mobile
   * limits (1 a minute, 10 a day) always hold.
   */
  smsPerIp: { hour: number; day: number };
  /** Gifts (modules/gifts/README.md): an anchor's default share of a gift's diamonds, percent (GIFT_SHARING_RATIO, 50). */
  giftSharingRatio: number;
  /** File storage (modules/storage/README.md): local disk, or an S3-compatible bucket when STORAGE_S3_* is set. */
  storage: StorageConfig;
  /** Payment providers (modules/recharge/README.md "Which providers run"). */
  payments: PaymentsConfig;
}

/** The payment providers this process runs. */
export interface PaymentsConfig {
  /**
   * Provider codes (RECHARGE_PROVIDERS, comma-separated). Unset: `sandbox` in development and tests, none
   * otherwise. The sandbox outside development also needs `demoSite`, or loadConfig refuses to start.
   */
  providers: readonly PaymentProviderName[];
  /** TIFO_DEMO_SITE=1: a demo site, where the sandbox may run outside development (its orders are test money). */
  demoSite: boolean;
}

/** The providers this build has. */
export const PAYMENT_PROVIDER_NAMES = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/**
 * RECHARGE_PROVIDERS and TIFO_DEMO_SITE. The sandbox lets a buyer approve their own checkout, so it exists only in
 * development or when named; outside development, naming it without TIFO_DEMO_SITE=1 stops the start.
 */
function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const development = isDevOrTest(env);
  const demoSite = env.TIFO_DEMO_SITE === '1' || env.TIFO_DEMO_SITE === 'true';
  const names =
    env.RECHARGE_PROVIDERS === undefined
      ? development
        ? ['sandbox']
        : []
      : env.RECHARGE_PROVIDERS.split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  const providers = names.map((name) => {
    const known = PAYMENT_PROVIDER_NAMES.find((n) => n === name);
    if (!known) throw new Error(`RECHARGE_PROVIDERS names an unknown payment provider: ${name}`);
    return known;
  });
  if (providers.includes('sandbox') && !development && !demoSite) {
    throw new Error(
      'The sandbox payment provider lets buyers approve their own payments: outside development it runs only on ' +
        'a demo site (TIFO_DEMO_SITE=1, its orders are test money). Remove sandbox from RECHARGE_PROVIDERS or set ' +
        'TIFO_DEMO_SITE=1.',
    );
  }
  return { providers, demoSite };
}

/** Live streams: the media service, its shared secret, viewer URL templates, demo anchors. */
export interface LiveConfig {
  /** The media service, server to server (MEDIA_URL; default http://127.0.0.1:MEDIA_HTTP_PORT = PORT+2). */
  mediaUrl: string;
  /** HMAC secret shared with the media service (MEDIA_SECRET); also seals stored stream keys. */
  mediaSecret: string;
  /** Viewer URL templates; `{stream}` is the stream name (`room-12`, `room-12_sd`). */
  flvUrlTemplate: string;
  hlsUrlTemplate: string;
  coverUrlTemplate: string;
  /** Ingest: `{host}` is the host name the anchor's request came to. */
  rtmpUrlTemplate: string;
  whipUrlTemplate: string;
  /** Most live matches that get a demo anchor at once (LIVE_DEMO_MAX), and the non-match demo shows. */
  demoMax: number;
  demoShows: number;
  /** A live room missing from the media heartbeats this long is "away" (LIVE_AWAY_AFTER_MS, 30 s)... */
  awayAfterMs: number;
  /** ...and this long is offline, its session ended (LIVE_OFFLINE_AFTER_MS, 5 min). */
  offlineAfterMs: number;
  /** The /media proxy's own limits and connection pool (modules/live/media-proxy). */
  mediaProxy: MediaProxyLimits;
}

/** What the /media proxy lets through, so playback can never take the API's own answers with it. */
export interface MediaProxyLimits {
  /** Playback requests one client address may have open at once (MEDIA_PROXY_MAX_PER_ADDRESS; 0: no cap). */
  maxPerAddress: number;
  /** Requests the proxy holds open in all; also its connection pool's size (MEDIA_PROXY_MAX_TOTAL). */
  maxTotal: number;
  /** How long the media service has to answer a request's headers (MEDIA_PROXY_TIMEOUT_MS; 0: no limit). */
  timeoutMs: number;
}

/** Whether the process runs in development or test, where a missing MEDIA_SECRET is tolerated. */
function isDevOrTest(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.VITEST) || env.NODE_ENV === 'test' || env.NODE_ENV === 'development';
}

/** Refuses to start (main.ts) without MEDIA_SECRET, except in development and tests (media contract). */
export function assertMediaSecret(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.MEDIA_SECRET && !isDevOrTest(env)) {
    throw new Error('MEDIA_SECRET is required (npm start generates it in DATA_DIR/.media-secret)');
  }
}

function loadLiveConfig(env: NodeJS.ProcessEnv, port: number): LiveConfig {
  const mediaSecret = env.MEDIA_SECRET ?? '';
  const rtmpPort = intFrom(env.MEDIA_RTMP_PORT, 1935);
  return {
    mediaUrl: env.MEDIA_URL ?? `http://127.0.0.1:${intFrom(env.MEDIA_HTTP_PORT, port + 2)}`,
    // Development without a secret: a random one, so nobody can sign media calls (they are refused).
    mediaSecret: mediaSecret || randomBytes(32).toString('hex'),
    flvUrlTemplate: env.LIVE_FLV_URL_TEMPLATE || '/media/live/{stream}.flv',
    hlsUrlTemplate: env.LIVE_HLS_URL_TEMPLATE || '/media/live/{stream}/index.m3u8',
    coverUrlTemplate: env.LIVE_COVER_URL_TEMPLATE || '/media/covers/{stream}.jpg',
    rtmpUrlTemplate: env.LIVE_RTMP_URL_TEMPLATE || `rtmp://{host}:${rtmpPort}/live`,
    whipUrlTemplate: env.LIVE_WHIP_URL_TEMPLATE || '/media/whip',
    demoMax: Math.max(0, intFrom(env.LIVE_DEMO_MAX, 8)),
    demoShows: Math.min(3, Math.max(0, intFrom(env.LIVE_DEMO_SHOWS, 3))),
    awayAfterMs: Math.max(1000, intFrom(env.LIVE_AWAY_AFTER_MS, 30_000)),
    offlineAfterMs: Math.max(2000, intFrom(env.LIVE_OFFLINE_AFTER_MS, 5 * 60_000)),
    mediaProxy: {
      maxPerAddress: Math.max(0, intFrom(env.MEDIA_PROXY_MAX_PER_ADDRESS, 64)),
      maxTotal: Math.max(1, intFrom(env.MEDIA_PROXY_MAX_TOTAL, 1000)),
      timeoutMs: Math.max(0, intFrom(env.MEDIA_PROXY_TIMEOUT_MS, 10_000)),
    },
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

function trustProxyFrom(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

/**
 * PUBLIC_URL when set (an http(s) URL; a trailing slash is dropped), else the listening address, with
 * localhost for the any-address hosts.
 */
function publicUrlFrom(value: string | undefined, host: string, port: number): string {
  if (value === undefined || value.trim() === '') {
    const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
    return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must be http(s)');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const port = intFrom(env.PORT, 3000);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    publicUrl: publicUrlFrom(env.PUBLIC_URL, host, port),
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    imUrl: env.IM_URL ?? `http://127.0.0.1:${intFrom(env.IM_PORT, port + 1)}`,
    // The messaging service's default admin port is its public port + 1000 (apps/im/README.md).
    imAdminUrl:
      env.IM_ADMIN_URL ??
      `http://127.0.0.1:${intFrom(env.IM_ADMIN_PORT, intFrom(env.IM_PORT, port + 1) + 1000)}`,
    // A random secret per process is safe but breaks signatures across restarts: start.mjs passes a stable one.
    imSecret: env.IM_SECRET ?? randomBytes(32).toString('hex'),
    imSdkAppId: intFrom(env.IM_SDKAPPID, 1400000001),
    imSigTtlSeconds: intFrom(env.IM_SIG_TTL, 7 * 24 * 3600),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    metricsToken: env.METRICS_TOKEN ?? '',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    csp: { connectSources: env.CSP_CONNECT_SRC ?? '', mediaSources: env.CSP_MEDIA_SRC ?? '' },
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
    live: loadLiveConfig(env, port),
    smsPerIp: {
      hour: Math.max(1, intFrom(env.SMS_IP_PER_HOUR, 20)),
      day: Math.max(1, intFrom(env.SMS_IP_PER_DAY, 100)),
    },
    giftSharingRatio: Math.min(100, Math.max(0, intFrom(env.GIFT_SHARING_RATIO, 50))),
    storage: loadStorageConfig(env, dataDir),
    payments: loadPaymentsConfig(env),
  };
}
