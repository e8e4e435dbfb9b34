import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import type { Logger } from '../logger';
import { ownedCommand } from './binary';
import { parseStderrLine, redactSecrets, type FfmpegProgress } from './stderr';

/** How one ffmpeg child ended. */
interface FfmpegExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when we asked it to stop (not a failure). */
  requested: boolean;
  /** The last stderr lines that looked like errors, secrets removed. */
  errors: string[];
}

/** Options of one child. */
interface FfmpegSpawnOptions {
  /** Short label for logs and metrics (`hls`, `record`, `sd`, `demo`, `cover`). */
  role: string;
  args: string[];
  /** Stream keys or other values to scrub from every stderr line. */
  secrets?: string[];
  /** Give ffmpeg a stdin pipe (media input); otherwise stdin is closed. */
  stdin?: boolean;
  /** Give ffmpeg a stdout pipe (media output); otherwise stdout is ignored. */
  stdout?: boolean;
}

/** Events of a child: progress (status line), opening (a file opened for writing), exit. */
interface FfmpegChildEvents {
  progress: [FfmpegProgress];
  opening: [string];
  exit: [FfmpegExit];
}

const KEEP_ERRORS = 12;

/** One running ffmpeg, owned by an FfmpegRunner: stop() asks it to finish its files, then kills it. */
export class FfmpegChild extends EventEmitter<FfmpegChildEvents> {
  readonly role: string;
  readonly pid: number | undefined;
  readonly exited: Promise<FfmpegExit>;
  private readonly child: ChildProcess;
  private readonly errors: string[] = [];
  private stopRequested = false;
  private done = false;

  constructor(ffmpegPath: string, options: FfmpegSpawnOptions, logger: Logger) {
    super();
    this.role = options.role;
    const secrets = options.secrets ?? [];
    const { file, args } = ownedCommand(ffmpegPath, ['-hide_banner', '-nostdin', ...options.args]);
    this.child = spawn(file, args, {
      stdio: [options.stdin ? 'pipe' : 'ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    this.pid = this.child.pid;
    // A child whose stdin reader went away must not crash the service with EPIPE.
    this.child.stdin?.on('error', () => undefined);
    this.child.stdout?.on('error', () => undefined);
    let pending = '';
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split(/[\r\n]/);
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        if (!raw.trim()) continue;
        const event = parseStderrLine(redactSecrets(raw, secrets));
        if (event.kind === 'progress') this.emit('progress', event.progress);
        else if (event.kind === 'opening') this.emit('opening', event.file);
        else if (event.kind === 'error') {
          this.errors.push(event.line);
          if (this.errors.length > KEEP_ERRORS) this.errors.shift();
          logger.debug({ role: this.role, pid: this.pid, line: event.line }, 'ffmpeg says');
        }
      }
    });
    this.exited = new Promise((resolve) => {
      const finish = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.done) return;
        this.done = true;
        const exit = { code, signal, requested: this.stopRequested, errors: [...this.errors] };
        this.emit('exit', exit);
        resolve(exit);
      };
      this.child.on('error', (err) => {
        this.errors.push(redactSecrets(err.message, secrets));
        finish(null, null);
      });
      this.child.on('close', finish);
    });
  }

  /** Media input (when spawned with stdin). */
  get input(): Writable | null {
    return this.child.stdin;
  }

  /** Media output (when spawned with stdout). */
  get output(): Readable | null {
    return this.child.stdout;
  }

  /** True until the process has exited. */
  get running(): boolean {
    return !this.done;
  }

  /**
   * Stops gracefully: end of input (or SIGINT) lets muxers write their trailers (HLS #EXT-X-ENDLIST, the last
   * recording segment); SIGKILL after `graceMs`.
   */
  async stop(graceMs = 3000): Promise<FfmpegExit> {
    if (this.done) return this.exited;
    this.stopRequested = true;
    if (this.child.stdin && !this.child.stdin.destroyed) this.child.stdin.end();
    else this.child.kill('SIGINT');
    const timer = setTimeout(() => this.child.kill('SIGINT'), Math.min(500, graceMs / 2));
    const killer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
      clearTimeout(killer);
    }
  }

  /** Kills at once (service shutting down hard). */
  kill(): void {
    this.stopRequested = true;
    if (!this.done) this.child.kill('SIGKILL');
  }
}

/** Spawns and owns every ffmpeg child of the service, so that stopping the service stops them all. */
export class FfmpegRunner {
  private readonly children = new Set<FfmpegChild>();
  private closed = false;

  constructor(
    readonly ffmpegPath: string,
    private readonly logger: Logger,
  ) {}

  /** Starts one child; refused after stopAll(). */
  spawn(options: FfmpegSpawnOptions): FfmpegChild {
    if (this.closed) throw new Error('ffmpeg runner is stopped');
    const child = new FfmpegChild(this.ffmpegPath, options, this.logger);
    this.children.add(child);
    child.on('exit', (exit) => {
      this.children.delete(child);
      const level = exit.requested || exit.code === 0 ? 'debug' : 'warn';
      this.logger[level]({ role: child.role, pid: child.pid, ...exit }, 'ffmpeg exited');
    });
    return child;
  }

  /** Runs one child to completion (covers, probes) and resolves with its exit. */
  async run(options: FfmpegSpawnOptions, input?: Buffer, timeoutMs = 15_000): Promise<FfmpegExit> {
    const child = this.spawn({ ...options, stdin: input !== undefined });
    if (input && child.input) child.input.end(input);
    const timer = setTimeout(() => child.kill(), timeoutMs);
    try {
      return await child.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The live children, by role (for metrics and tests). */
  list(): FfmpegChild[] {
    return [...this.children];
  }

  /** Stops every child (graceful, then SIGKILL) and refuses new ones. */
  async stopAll(graceMs = 3000): Promise<void> {
    this.closed = true;
    await Promise.all([...this.children].map((c) => c.stop(graceMs)));
  }
}
