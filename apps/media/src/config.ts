import { join, resolve } from 'node:path';

/** Service configuration, read once from the environment (defaults documented in apps/media/README.md). */
export interface MediaConfig {
  /** development, test or production: only production refuses to start without MEDIA_SECRET. */
  nodeEnv: string;
  httpPort: number;
  /** The HTTP server is private by default: the API reverse-proxies /media/* to it. */
  httpHost: string;
  rtmpPort: number;
  /** Anchors push from anywhere, so RTMP binds every interface. */
  rtmpHost: string;
  /** Shared HMAC secret for the signed calls between the API and this service. */
  secret: string;
  /** Base URL of the API (the /internal/media/* calls). */
  apiUrl: string;
  dataDir: string;
  /** Root of everything this service writes: DATA_DIR/media. */
  mediaDir: string;
  recordingsDir: string;
  hlsDir: string;
  coversDir: string;
  /** ffmpeg binary: FFMPEG_PATH, else Debian's /usr/bin/ffmpeg, else the npm-shipped one. */
  ffmpegPath: string | undefined;
  /** HLS segment length in seconds (1-2 s keeps latency low). */
  hlsSegmentSeconds: number;
  hlsListSize: number;
  /** Recording segment length: a kill loses at most one segment. */
  recordSegmentSeconds: number;
  recordMaxAgeHours: number;
  recordMaxBytes: number;
  coverIntervalMs: number;
  /** How long an on-demand rendition lives after its last viewer left. */
  renditionLingerMs: number;
  /** Playback requests (FLV streams, HLS and cover reads) one client address may have open at once; 0: no cap. */
  playbackMaxPerAddress: number;
  /** Playback requests this node serves at once, every address together. */
  playbackMaxTotal: number;
  /** An HLS viewer counts as present this long after its last request. */
  hlsViewerTimeoutMs: number;
  heartbeatIntervalMs: number;
  /** Demo anchors: 0 disables the runner. */
  demoPollMs: number;
  demoMaxStreams: number;
  /** Demo broadcasts end when the plan has been unavailable this long (their matches may be over). */
  demoStaleMs: number;
  /** Wait for the first keyframe this long before an on-demand HLS playlist request gives up. */
  playlistWaitMs: number;
  logLevel: string;
}

const DEV_SECRET = 'tifo-dev-media-secret';

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Reads the configuration from `env`; refuses to run in production without a shared secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const secret = env.MEDIA_SECRET ?? '';
  if (!secret && nodeEnv === 'production') {
    throw new Error('MEDIA_SECRET is required in production (the signed calls between the API and media)');
  }
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const mediaDir = join(dataDir, 'media');
  const apiPort = num(env.PORT, 3000);
  return {
    nodeEnv,
    httpPort: num(env.MEDIA_HTTP_PORT, apiPort + 2),
    httpHost: env.MEDIA_HTTP_HOST ?? '127.0.0.1',
    rtmpPort: num(env.MEDIA_RTMP_PORT, 1935),
    rtmpHost: env.MEDIA_RTMP_HOST ?? '0.0.0.0',
    secret: secret || DEV_SECRET,
    apiUrl: (env.API_URL ?? `http://127.0.0.1:${apiPort}`).replace(/\/$/, ''),
    dataDir,
    mediaDir,
    recordingsDir: join(mediaDir, 'recordings'),
    hlsDir: join(mediaDir, 'hls'),
    coversDir: join(mediaDir, 'covers'),
    ffmpegPath: env.FFMPEG_PATH || undefined,
    hlsSegmentSeconds: num(env.MEDIA_HLS_SEGMENT_SECONDS, 1),
    hlsListSize: num(env.MEDIA_HLS_LIST_SIZE, 6),
    recordSegmentSeconds: num(env.MEDIA_RECORD_SEGMENT_SECONDS, 60),
    recordMaxAgeHours: num(env.MEDIA_RECORD_MAX_AGE_HOURS, 72),
    recordMaxBytes: num(env.MEDIA_RECORD_MAX_BYTES, 5 * 1024 ** 3),
    coverIntervalMs: num(env.MEDIA_COVER_INTERVAL_MS, 30_000),
    renditionLingerMs: num(env.MEDIA_RENDITION_LINGER_MS, 10_000),
    playbackMaxPerAddress: Math.max(0, num(env.MEDIA_PLAYBACK_MAX_PER_ADDRESS, 64)),
    playbackMaxTotal: Math.max(1, num(env.MEDIA_PLAYBACK_MAX_TOTAL, 1000)),
    hlsViewerTimeoutMs: num(env.MEDIA_HLS_VIEWER_TIMEOUT_MS, 15_000),
    heartbeatIntervalMs: num(env.MEDIA_HEARTBEAT_MS, 10_000),
    demoPollMs: num(env.MEDIA_DEMO_POLL_MS, 5_000),
    demoMaxStreams: num(env.MEDIA_DEMO_MAX_STREAMS, 8),
    demoStaleMs: num(env.MEDIA_DEMO_STALE_MS, 60_000),
    playlistWaitMs: num(env.MEDIA_PLAYLIST_WAIT_MS, 8_000),
    logLevel: env.MEDIA_LOG_LEVEL ?? env.LOG_LEVEL ?? 'info',
  };
}
