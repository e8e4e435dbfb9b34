/**
 * The SDK's own log, filtered by `setLogLevel` (Tencent's levels): 0 everything, 1 release (info and up),
 * 2 warnings and errors, 3 errors, 4 nothing. One logger per instance, so two instances of a Node
 * process can log differently.
 */
export type LogLevel = 0 | 1 | 2 | 3 | 4;

const PREFIX = '[tifo-chat]';

/**
 * Default 2: a host's console shows what went wrong and nothing else. Tencent's default prints its
 * whole protocol trace; a host that wants that calls setLogLevel(0).
 */
const DEFAULT_LOG_LEVEL: LogLevel = 2;

/** Where log lines go (the console by default; tests pass their own). */
interface LogSink {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** A leveled logger writing `[tifo-chat]`-prefixed lines. */
export class Logger {
  private current: LogLevel = DEFAULT_LOG_LEVEL;

  constructor(private readonly sink: LogSink = console) {}

  /** The level in force. */
  get level(): LogLevel {
    return this.current;
  }

  /** Sets the level; anything outside 0..4 (or not a number) leaves it unchanged and returns false. */
  setLevel(level: unknown): boolean {
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 4) return false;
    this.current = level as LogLevel;
    return true;
  }

  /** Protocol-level detail (level 0). */
  debug(...args: unknown[]): void {
    if (this.current <= 0) this.sink.debug(PREFIX, ...args);
  }

  /** Key lifecycle steps: login, ready, reconnect (levels 0 and 1). */
  info(...args: unknown[]): void {
    if (this.current <= 1) this.sink.info(PREFIX, ...args);
  }

  /** Something recovered from (levels 0 to 2). */
  warn(...args: unknown[]): void {
    if (this.current <= 2) this.sink.warn(PREFIX, ...args);
  }

  /** Something the host should know failed (levels 0 to 3). */
  error(...args: unknown[]): void {
    if (this.current <= 3) this.sink.error(PREFIX, ...args);
  }
}
