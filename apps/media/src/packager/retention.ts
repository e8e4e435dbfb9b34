import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';

/** Files touched this recently may still be written by a packager: never removed. */
const IN_USE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

interface RecordingFile {
  path: string;
  mtimeMs: number;
  size: number;
}

async function listFiles(dir: string): Promise<RecordingFile[]> {
  const out: RecordingFile[] = [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else if (entry.isFile()) {
      const info = await stat(path).catch(() => null);
      if (info) out.push({ path, mtimeMs: info.mtimeMs, size: info.size });
    }
  }
  return out;
}

/**
 * Recordings retention: files older than the age limit go, then the oldest go until the total fits the size
 * limit, so demo anchors never fill a disk.
 */
export class RecordingRetention {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dir: string,
    private readonly maxAgeMs: number,
    private readonly maxBytes: number,
    private readonly logger: Logger,
  ) {}

  /** Sweeps now and every 10 minutes. */
  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the periodic sweep. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass; resolves with the paths removed. */
  async sweep(now = Date.now()): Promise<string[]> {
    const files = (await listFiles(this.dir)).sort((a, b) => a.mtimeMs - b.mtimeMs);
    const removed: string[] = [];
    let total = files.reduce((sum, f) => sum + f.size, 0);
    for (const file of files) {
      if (now - file.mtimeMs < IN_USE_MS) break;
      const tooOld = now - file.mtimeMs > this.maxAgeMs;
      if (!tooOld && total <= this.maxBytes) break;
      await rm(file.path, { force: true });
      total -= file.size;
      removed.push(file.path);
    }
    if (removed.length)
      this.logger.info({ removed: removed.length, totalBytes: total }, 'recordings retention');
    return removed;
  }
}
