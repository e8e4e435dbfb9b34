import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FfmpegChild, FfmpegRunner } from '../ffmpeg/process';
import { flvStdinInput, hlsOutput, recordOutput } from '../ffmpeg/args';
import type { FlvSink, LiveStream } from '../hub/live-stream';
import type { Logger } from '../logger';
import { RecordingWatcher, type ClosedSegment } from './recording-watcher';

/** Bytes an ffmpeg stdin may lag behind before the packager is considered stuck and restarted. */
const MAX_STDIN_BACKLOG = 16 * 1024 * 1024;

/** Where and how one stream is packaged. */
interface PackagerOptions {
  hlsDir: string;
  segmentSeconds: number;
  listSize: number;
  /** Null: no recording (renditions). */
  record: { dir: string; segmentSeconds: number; onSegment: (segment: ClosedSegment) => void } | null;
}

function timestampName(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * One ffmpeg per live stream fed with its FLV on stdin: HLS for players and the recording, both `-c copy`.
 */
export class StreamPackager {
  private child: FfmpegChild | null = null;
  private sink: FlvSink | null = null;
  private watcher: RecordingWatcher | null = null;
  private stopped = false;

  constructor(
    private readonly stream: LiveStream,
    private readonly runner: FfmpegRunner,
    private readonly options: PackagerOptions,
    private readonly logger: Logger,
  ) {}

  /** Starts the ffmpeg and attaches it to the stream (from the cached GOP). */
  async start(): Promise<void> {
    const { hlsDir, record } = this.options;
    await rm(hlsDir, { recursive: true, force: true });
    await mkdir(hlsDir, { recursive: true, mode: 0o700 });
    const args = [
      ...flvStdinInput(),
      ...hlsOutput({
        dir: hlsDir,
        segmentSeconds: this.options.segmentSeconds,
        listSize: this.options.listSize,
      }),
    ];
    if (record) {
      await mkdir(record.dir, { recursive: true, mode: 0o700 });
      // Named by this packager's start, so a restarted packager never overwrites the segments before it.
      const packagerStartedAt = Date.now();
      const base = timestampName(new Date(packagerStartedAt));
      const listFile = join(record.dir, `${base}.csv`);
      args.push(
        ...recordOutput({
          pattern: join(record.dir, `${base}-%05d.ts`),
          listFile,
          segmentSeconds: record.segmentSeconds,
        }),
      );
      this.watcher = new RecordingWatcher(listFile, record.dir, packagerStartedAt, record.onSegment);
    }
    if (this.stopped) return;
    const child = this.runner.spawn({ role: 'package', args, stdin: true });
    this.child = child;
    const input = child.input;
    child.on('opening', (file) => {
      if (file.endsWith('.ts') && this.watcher && !file.includes('/seg-')) void this.watcher.poll();
    });
    child.on('exit', (exit) => {
      void this.watcher?.poll();
      if (this.sink) this.stream.detach(this.sink);
      if (!this.stopped) {
        this.logger.warn({ stream: this.stream.name, errors: exit.errors }, 'packager exited, restarting');
        setTimeout(() => void this.start(), 1000).unref();
      }
    });
    this.sink = {
      write: (chunk) => {
        if (!input || input.destroyed) return false;
        input.write(chunk);
        return input.writableLength < MAX_STDIN_BACKLOG;
      },
      close: () => input?.end(),
    };
    this.stream.attach(this.sink);
  }

  /** Ends the input so ffmpeg closes the last segment and the recording; then reports the last segment. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sink) this.stream.detach(this.sink);
    if (this.child) await this.child.stop(4000);
    await this.watcher?.poll();
  }
}
