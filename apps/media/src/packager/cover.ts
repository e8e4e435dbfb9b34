import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { coverArgs } from '../ffmpeg/args';
import type { FfmpegRunner } from '../ffmpeg/process';
import type { LiveStream } from '../hub/live-stream';

/**
 * The cover of a live: one JPEG decoded from the latest keyframe (a one-shot ffmpeg fed with only the codec
 * header and that keyframe, so it costs one decode), written atomically, refreshed every interval.
 */
export class CoverMaker {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly stream: LiveStream,
    private readonly runner: FfmpegRunner,
    private readonly dir: string,
    private readonly intervalMs: number,
  ) {}

  /** Path of the cover file of a stream name. */
  static fileOf(dir: string, name: string): string {
    return join(dir, `${name}.jpg`);
  }

  /** Makes the first cover as soon as a keyframe arrives, then one per interval. */
  start(): void {
    void this.stream.waitForKeyframe().then(() => {
      if (this.timer === null && !this.stopped) {
        void this.refresh();
        this.timer = setInterval(() => void this.refresh(), this.intervalMs);
        this.timer.unref();
      }
    });
  }

  private stopped = false;

  /** Writes one cover now; resolves true when a new file is in place. */
  async refresh(): Promise<boolean> {
    const snapshot = this.stream.keyframeSnapshot();
    if (!snapshot || this.busy) return false;
    this.busy = true;
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      const file = CoverMaker.fileOf(this.dir, this.stream.name);
      const tmp = `${file}.${process.pid}.tmp.jpg`;
      const exit = await this.runner.run({ role: 'cover', args: coverArgs(tmp) }, snapshot, 10_000);
      if (exit.code !== 0) return false;
      await rename(tmp, file);
      return true;
    } catch {
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Stops refreshing (the last cover stays for the replay list). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
