import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** A sliding-window limit: at most `max` events in `bucket` within `windowMs`. */
export interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

/** The longest window any limit uses; older events are pruned. */
const KEEP_MS = 2 * 24 * 3600 * 1000;
const PRUNE_EVERY = 200;

/**
 * Counts attempts in the database (so limits hold across restarts and several API processes) and refuses
 * once a window is full. Checking and recording are separate: login records failures only.
 */
export class Throttle {
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Events in a bucket within the last `windowMs`. */
  async count(bucket: string, windowMs: number): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('throttle_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('bucket', '=', bucket)
      .where('created_at', '>', this.now() - windowMs)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Throws TOO_MANY_REQUESTS when any of the limits is already full. */
  async check(limits: readonly Limit[]): Promise<void> {
    for (const limit of limits) {
      if ((await this.count(limit.bucket, limit.windowMs)) >= limit.max) {
        throw new ApiError('TOO_MANY_REQUESTS');
      }
    }
  }

  /** Records one event in each bucket. */
  async hit(buckets: readonly string[]): Promise<void> {
    const now = this.now();
    await this.db.kysely
      .insertInto('throttle_events')
      .values(buckets.map((bucket) => ({ bucket, created_at: now })))
      .execute();
    this.hitsSincePrune += 1;
    if (this.hitsSincePrune >= PRUNE_EVERY) {
      this.hitsSincePrune = 0;
      await this.db.kysely
        .deleteFrom('throttle_events')
        .where('created_at', '<', now - KEEP_MS)
        .execute();
    }
  }

  /** Checks the limits and, when they allow it, records the event in all of their buckets. */
  async take(limits: readonly Limit[]): Promise<void> {
    await this.check(limits);
    await this.hit([...new Set(limits.map((l) => l.bucket))]);
  }

  /** Forgets a bucket (e.g. an account's failed logins after a successful one). */
  async clear(bucket: string): Promise<void> {
    await this.db.kysely.deleteFrom('throttle_events').where('bucket', '=', bucket).execute();
  }
}

/** Minutes, hours and days in milliseconds, for readable limits. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
