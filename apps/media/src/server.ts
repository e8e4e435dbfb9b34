import { mkdir, rm } from 'node:fs/promises';
import { API_CALLS } from '@tifo/media-contract';
import { ApiClient } from './api/api-client';
import { loadConfig, type MediaConfig } from './config';
import { DemoRunner } from './demo/demo-runner';
import { resolveFfmpegPath } from './ffmpeg/binary';
import { FfmpegRunner } from './ffmpeg/process';
import { RenditionManager } from './hub/renditions';
import { StreamHub } from './hub/stream-hub';
import { ViewerBook } from './hub/viewers';
import { buildHttpApp } from './http/app';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { MediaPipeline } from './pipeline';
import { RecordingRetention } from './packager/retention';
import { RtmpIngest } from './rtmp/rtmp-ingest';
import { WhipSessions } from './whip/whip-sessions';
import { join } from 'node:path';

/** A running media service. */
export interface MediaServer {
  config: MediaConfig;
  httpPort: number;
  rtmpPort: number;
  hub: StreamHub;
  runner: FfmpegRunner;
  renditions: RenditionManager;
  viewers: ViewerBook;
  demo: DemoRunner | null;
  retention: RecordingRetention;
  /** Stops everything: publishers told 'shutdown', every ffmpeg child stopped, listeners closed. */
  close(): Promise<void>;
}

/** Starts the media service; `overrides` replace environment values (tests pass ports 0 and their own dirs). */
export async function startMediaServer(overrides: Partial<MediaConfig> = {}): Promise<MediaServer> {
  const config = { ...loadConfig(), ...overrides };
  const logger = createLogger(config.logLevel);
  await mkdir(config.mediaDir, { recursive: true, mode: 0o700 });
  // Nothing is live at start: HLS and WHIP files left by a killed process are stale (recordings are kept).
  await rm(config.hlsDir, { recursive: true, force: true });
  await rm(join(config.mediaDir, 'whip'), { recursive: true, force: true });
  const metrics = createMetrics();
  const runner = new FfmpegRunner(resolveFfmpegPath(config.ffmpegPath), logger);
  const api = new ApiClient(config.apiUrl, config.secret, logger);
  const hub = new StreamHub(api);
  const viewers = new ViewerBook(config.hlsViewerTimeoutMs);
  const renditions = new RenditionManager(hub, runner, viewers, config.renditionLingerMs, logger);
  const pipeline = new MediaPipeline(config, hub, runner, api, viewers, metrics, logger);
  const retention = new RecordingRetention(
    config.recordingsDir,
    config.recordMaxAgeHours * 3600_000,
    config.recordMaxBytes,
    logger,
  );
  retention.start();
  const whip = new WhipSessions(hub, runner, join(config.mediaDir, 'whip'), logger);
  const app = buildHttpApp({ config, hub, viewers, renditions, pipeline, runner, metrics, logger, whip });
  await app.listen({ port: config.httpPort, host: config.httpHost });
  const address = app.server.address();
  const httpPort = typeof address === 'object' && address ? address.port : config.httpPort;
  const ingest = new RtmpIngest(hub, logger);
  const rtmpPort = await ingest.listen(config.rtmpPort, config.rtmpHost);

  const heartbeat = setInterval(() => {
    void api.notify(API_CALLS.HEARTBEAT, { streams: pipeline.snapshot(hub.list()) });
  }, config.heartbeatIntervalMs);
  heartbeat.unref();

  const demo = config.demoPollMs > 0 ? new DemoRunner({ api, hub, runner, logger, config }) : null;
  demo?.start();

  logger.info({ httpPort, rtmpPort, ffmpeg: runner.ffmpegPath }, 'media service listening');

  return {
    config,
    httpPort,
    rtmpPort,
    hub,
    runner,
    renditions,
    viewers,
    demo,
    retention,
    async close() {
      clearInterval(heartbeat);
      await demo?.stop();
      whip.closeAll();
      for (const stream of hub.list()) {
        stream.publisher.close('shutdown');
        hub.end(stream, 'shutdown');
      }
      await pipeline.drain();
      await runner.stopAll(3000);
      retention.stop();
      viewers.close();
      await ingest.close();
      await app.close();
    },
  };
}
