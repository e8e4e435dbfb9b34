import Flv from 'node-media-server/src/protocol/flv.js';
import { sdTranscodeArgs } from '../ffmpeg/args';
import type { FfmpegChild, FfmpegRunner } from '../ffmpeg/process';
import type { Logger } from '../logger';
import type { LiveStream } from './live-stream';
import type { StreamHub } from './stream-hub';
import type { ViewerBook } from './viewers';

/** Suffix of the SD rendition's stream name. */
const SD_SUFFIX = '_sd';
const MAX_STDIN_BACKLOG = 8 * 1024 * 1024;

interface Running {
  child: FfmpegChild;
  stream: LiveStream;
  lingerTimer: NodeJS.Timeout | null;
}

/**
 * On-demand renditions: `<name>_sd` is transcoded by ffmpeg while someone watches it, from its first viewer
 * to a short linger after its last. Its output comes back as FLV and is published in the hub like any stream,
 * so FLV viewers and the HLS packager treat it the same way.
 */
export class RenditionManager {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly hub: StreamHub,
    private readonly runner: FfmpegRunner,
    private readonly viewers: ViewerBook,
    private readonly lingerMs: number,
    private readonly logger: Logger,
  ) {
    viewers.on('change', (name) => this.onViewersChanged(name));
    hub.on('unpublish', (stream) => {
      const sd = this.running.get(stream.name + SD_SUFFIX);
      if (sd) this.stop(stream.name + SD_SUFFIX);
    });
  }

  /** The source name of a rendition name, or null when `name` is not one. */
  static sourceOf(name: string): string | null {
    return name.endsWith(SD_SUFFIX) ? name.slice(0, -SD_SUFFIX.length) : null;
  }

  /** Starts the rendition if its source is live; returns its stream (undefined when the source is not live). */
  ensure(name: string): LiveStream | undefined {
    const existing = this.running.get(name);
    if (existing) return existing.stream;
    const sourceName = RenditionManager.sourceOf(name);
    const source = sourceName ? this.hub.get(sourceName) : undefined;
    if (!source || source.sourceName !== null) return undefined;
    const child = this.runner.spawn({ role: 'sd', args: sdTranscodeArgs(), stdin: true, stdout: true });
    const stream = this.hub.publishInternal(name, source, {
      protocol: 'internal',
      remoteAddress: '127.0.0.1',
      close: () => child.kill(),
    });
    const entry: Running = { child, stream, lingerTimer: null };
    this.running.set(name, entry);
    const parser = new Flv();
    parser.onPacketCallback = (packet) => stream.push(packet);
    child.output?.on('data', (data: Buffer) => parser.parserData(data));
    const input = child.input;
    const sink = {
      write: (chunk: Buffer) => {
        if (!input || input.destroyed) return false;
        input.write(chunk);
        return input.writableLength < MAX_STDIN_BACKLOG;
      },
      close: () => input?.end(),
    };
    source.attach(sink);
    child.on('exit', (exit) => {
      source.detach(sink);
      if (this.running.get(name) === entry) this.running.delete(name);
      if (entry.lingerTimer) clearTimeout(entry.lingerTimer);
      this.hub.end(stream, exit.requested ? 'ended' : 'dropped');
    });
    this.logger.info({ stream: name }, 'rendition started');
    // Start the linger clock now, so a rendition asked for by a client that never reads stops too.
    this.onViewersChanged(name);
    return stream;
  }

  private onViewersChanged(name: string): void {
    const entry = this.running.get(name);
    if (!entry) return;
    if (this.viewers.total(name) > 0) {
      if (entry.lingerTimer) clearTimeout(entry.lingerTimer);
      entry.lingerTimer = null;
    } else if (!entry.lingerTimer) {
      entry.lingerTimer = setTimeout(() => this.stop(name), this.lingerMs);
      entry.lingerTimer.unref();
    }
  }

  /** Stops a rendition (last viewer gone, or its source ended). */
  stop(name: string): void {
    const entry = this.running.get(name);
    if (!entry) return;
    this.running.delete(name);
    if (entry.lingerTimer) clearTimeout(entry.lingerTimer);
    this.logger.info({ stream: name }, 'rendition stopped');
    void entry.child.stop(2000);
  }

  /** Names of the renditions running now. */
  list(): string[] {
    return [...this.running.keys()];
  }
}
