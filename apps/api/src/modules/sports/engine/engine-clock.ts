/**
 * The engine's time. At speed 1 with no start given it is the wall clock. `startAt` moves the engine's "now"
 * (for demos and browser tests: start just before a busy kickoff), and `speed` makes it run faster.
 */
export class EngineClock {
  private readonly bootReal: number;
  private readonly bootVirtual: number;

  constructor(
    readonly speed = 1,
    startAt?: number,
    private readonly realNow: () => number = Date.now,
  ) {
    this.bootReal = realNow();
    this.bootVirtual = startAt ?? this.bootReal;
  }

  /** The engine's now, epoch milliseconds. */
  now(): number {
    return this.bootVirtual + (this.realNow() - this.bootReal) * this.speed;
  }

  /** The engine's now, unix seconds. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
