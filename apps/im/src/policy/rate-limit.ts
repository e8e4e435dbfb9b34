/** A fixed-window counter per key (spec 9 frequency limits): `allow` is false once `count` is used up. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; used: number }>();
  constructor(
    private readonly intervalMs: number,
    private readonly count: number,
  ) {}

  /** Counts one call for `key`; false when over the limit (the caller answers 2996). */
  allow(key: string, now = Date.now()): boolean {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.intervalMs) {
      w = { start: now, used: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.prune(now);
    }
    w.used += 1;
    return w.used <= this.count;
  }

  /** True when `key` has used up its count in the current window (counts nothing). */
  exhausted(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return w !== undefined && now - w.start < this.intervalMs && w.used >= this.count;
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.intervalMs) this.windows.delete(k);
  }
}
