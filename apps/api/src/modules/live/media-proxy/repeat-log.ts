import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs a repeated failure once per window: the first line of a kind goes out at once, later ones of the same
 * kind within `windowMs` are only counted, and the next line after the window says how many were left out.
 * One client hammering a broken stream writes a line every `windowMs`, not one per request.
 */
export class RepeatLog {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly windowMs = 10_000,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** A warning of `kind` with `fields`, unless one of the same kind went out within the window. */
  warn(kind: string, fields: Record<string, unknown>, message: string): void {
    const now = this.clock();
    const seen = this.last.get(kind);
    if (seen && now - seen.at < this.windowMs) {
      seen.suppressed += 1;
      return;
    }
    const suppressed = seen?.suppressed ?? 0;
    this.last.set(kind, { at: now, suppressed: 0 });
    this.log.warn({ ...fields, kind, ...(suppressed ? { suppressed } : {}) }, message);
  }
}
