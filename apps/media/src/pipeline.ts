import { copyFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { API_CALLS } from '@tifo/media-contract';
import type { ApiClient } from './api/api-client';
import type { MediaConfig } from './config';
import type { FfmpegRunner } from './ffmpeg/process';
import type { LiveStream, UnpublishReason } from './hub/live-stream';
import type { StreamHub } from './hub/stream-hub';
import type { ViewerBook } from './hub/viewers';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { CoverMaker } from './packager/cover';
import { StreamPackager } from './packager/packager';
import type { ClosedSegment } from './packager/recording-watcher';

/** How long a finished stream's HLS files stay (players read the end of the playlist). */
const HLS_KEEP_AFTER_END_MS = 30_000;

interface Attached {
  packager: StreamPackager;
  cover: CoverMaker | null;
}

/**
 * What happens around every live stream: HLS and recording (one ffmpeg), covers, and the reports to the API
 * (unpublish, recordings). Renditions get HLS only.
 */
export class MediaPipeline {
  private readonly attached = new Map<LiveStream, Attached>();
  private readonly pendingStops = new Set<Promise<void>>();
  private readonly cleanups = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly config: MediaConfig,
    hub: StreamHub,
    private readonly runner: FfmpegRunner,
    private readonly api: ApiClient,
    private readonly viewers: ViewerBook,
    private readonly metrics: Metrics,
    private readonly logger: Logger,
  ) {
    hub.on('publish', (stream) => this.onPublish(stream));
    hub.on('unpublish', (stream, reason) => this.onUnpublish(stream, reason));
    hub.on('refused', (code) => this.metrics.refusals.inc({ code: String(code) }));
  }

  /** Directory of a stream's HLS files. */
  hlsDirOf(name: string): string {
    return join(this.config.hlsDir, name);
  }

  private onPublish(stream: LiveStream): void {
    const cleanup = this.cleanups.get(stream.name);
    if (cleanup) clearTimeout(cleanup);
    this.cleanups.delete(stream.name);
    const isSource = stream.sourceName === null;
    this.metrics.publishes.inc({ kind: isSource ? 'source' : 'rendition' });
    const record =
      isSource && stream.record
        ? {
            dir: join(this.config.recordingsDir, stream.name),
            segmentSeconds: this.config.recordSegmentSeconds,
            onSegment: (segment: ClosedSegment) => void this.reportSegment(stream, segment),
          }
        : null;
    const packager = new StreamPackager(
      stream,
      this.runner,
      {
        hlsDir: this.hlsDirOf(stream.name),
        segmentSeconds: this.config.hlsSegmentSeconds,
        listSize: this.config.hlsListSize,
        record,
      },
      this.logger,
    );
    const cover = isSource
      ? new CoverMaker(stream, this.runner, this.config.coversDir, this.config.coverIntervalMs)
      : null;
    this.attached.set(stream, { packager, cover });
    packager
      .start()
      .catch((err: Error) => this.logger.error({ stream: stream.name, err: err.message }, 'packager'));
    cover?.start();
  }

  private onUnpublish(stream: LiveStream, reason: UnpublishReason): void {
    const entry = this.attached.get(stream);
    this.attached.delete(stream);
    entry?.cover?.stop();
    const stopping = (entry ? entry.packager.stop() : Promise.resolve()).then(() => {
      const timer = setTimeout(() => {
        this.cleanups.delete(stream.name);
        void rm(this.hlsDirOf(stream.name), { recursive: true, force: true });
      }, HLS_KEEP_AFTER_END_MS);
      timer.unref();
      this.cleanups.set(stream.name, timer);
    });
    this.pendingStops.add(stopping);
    void stopping.finally(() => this.pendingStops.delete(stopping));
    if (stream.sourceName !== null) return;
    this.logger.info({ stream: stream.name, reason }, 'stream ended');
    void this.reportUnpublish(stream.name, reason);
  }

  /** The contract says unpublish is always sent: retried a few times, then left to the heartbeat. */
  private async reportUnpublish(streamName: string, reason: UnpublishReason): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await this.api.notify(API_CALLS.UNPUBLISH, { streamName, reason })) return;
      await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)).unref());
    }
  }

  private async reportSegment(stream: LiveStream, segment: ClosedSegment): Promise<void> {
    // Each segment keeps the cover of its moment, for the replay list of the videos issue.
    const coverFile = segment.path.replace(/\.ts$/, '.jpg');
    const cover = await copyFile(CoverMaker.fileOf(this.config.coversDir, stream.name), coverFile).then(
      () => relative(this.config.recordingsDir, coverFile),
      () => null,
    );
    this.metrics.recordedBytes.inc(segment.bytes);
    await this.api.notify(API_CALLS.RECORDING, {
      streamName: stream.name,
      roomId: stream.roomId,
      file: relative(this.config.recordingsDir, segment.path),
      startedAt: segment.startedAt,
      endedAt: segment.endedAt,
      durationMs: segment.durationMs,
      bytes: segment.bytes,
      cover,
    });
  }

  /** Waits for every packager stopping now (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.all([...this.pendingStops]);
    for (const timer of this.cleanups.values()) clearTimeout(timer);
  }

  /** Heartbeat body: the live source streams with their viewers (SD viewers count for their source). */
  snapshot(hubList: LiveStream[]) {
    return hubList
      .filter((s) => s.sourceName === null)
      .map((s) => {
        const own = this.viewers.count(s.name);
        const sd = this.viewers.count(`${s.name}_sd`);
        return {
          streamName: s.name,
          startedAt: s.startedAt,
          viewers: { flv: own.flv + sd.flv, hls: own.hls + sd.hls },
        };
      });
  }
}
