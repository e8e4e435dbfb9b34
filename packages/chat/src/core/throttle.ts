/** A scheduler seam so tests can drive time; defaults to the global timers. */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. */
export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Leading + trailing throttle of a list event (spec 2: at most one per second). The first call
 * fires at once; calls inside the window collapse into one trailing call that reads the latest
 * state, so the host never sees a stale list and never more than one event per interval.
 */
export class Throttle {
  private last = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;

  constructor(
    private readonly fire: () => void,
    private readonly intervalMs = 1000,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Requests a fire; it happens now or at the end of the current window. */
  schedule(): void {
    if (this.timer !== null) return;
    const wait = this.last + this.intervalMs - this.timers.now();
    if (wait <= 0) {
      this.run();
      return;
    }
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.run();
    }, wait);
  }

  /** Drops a pending trailing fire (logout, destroy). */
  cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): void {
    this.last = this.timers.now();
    this.fire();
  }
}
