import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** A recording segment ffmpeg has finished writing. */
export interface ClosedSegment {
  /** Absolute path of the .ts file. */
  path: string;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  bytes: number;
}

/**
 * Reads the CSV list the segment muxer appends to (`name,start,end` per closed segment) and reports each new
 * line once. Polled when ffmpeg opens the next segment and when it exits.
 */
export class RecordingWatcher {
  private reported = 0;
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly listFile: string,
    private readonly dir: string,
    private readonly streamStartedAt: number,
    private readonly onSegment: (segment: ClosedSegment) => void,
  ) {}

  /** Reports segments that appeared since the last poll (serialised, so none is reported twice). */
  poll(): Promise<void> {
    this.polling = this.polling.then(() => this.read()).catch(() => undefined);
    return this.polling;
  }

  private async read(): Promise<void> {
    const text = await readFile(this.listFile, 'utf8').catch(() => '');
    const lines = text.split('\n').filter((l) => l.trim());
    for (const line of lines.slice(this.reported)) {
      this.reported += 1;
      const [name, start, end] = line.split(',');
      if (!name) continue;
      const path = join(this.dir, basename(name));
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      const startMs = Math.round(Number(start) * 1000);
      const endMs = Math.round(Number(end) * 1000);
      this.onSegment({
        path,
        startedAt: this.streamStartedAt + startMs,
        endedAt: this.streamStartedAt + endMs,
        durationMs: Math.max(0, endMs - startMs),
        bytes: info.size,
      });
    }
  }
}
