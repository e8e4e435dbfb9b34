import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * A sliding-window limit: at most `max` events in `bucket` within `windowMs`. `max: Infinity` records the event
 * without limiting (a bucket another check reads, e.g. an account's failed logins from everywhere).
 */
export interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

/** The events one successful take recorded; give it back with refund() when the attempt should not count. */
export interface Ticket {
  eventIds: number[];
}

/** The outcome of tryTake: a ticket, or the first limit that was already full. */
export type TakeResult = { ok: true; ticket: Ticket } | { ok: false; limit: Limit };

/** The longest window any limit uses; older events are pruned. */
const KEEP_MS = 2 * 24 * 3600 * 1000;
const PRUNE_EVERY = 200;

/**
 * Counts attempts in the database (so limits hold across restarts and several API processes). An attempt is
 * counted BEFORE the guarded work runs, atomically with the check: `take` locks the buckets' rows in
 * `throttle_locks`, counts the window and records the event in one transaction, so 100 parallel attempts
 * against a limit of 5 let exactly 5 through, on SQLite and on PostgreSQL (READ COMMITTED: the count runs
 * after the lock is held, so it sees every event committed by the previous holder). Work that turns out not to
 * deserve counting (a successful login) gives its events back with `refund`.
 */
export class Throttle {
  private takesSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Events in a bucket within the last `windowMs` (a plain read: for decisions that need no slot). */
  async count(bucket: string, windowMs: number): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('throttle_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('bucket', '=', bucket)
      .where('created_at', '>', this.now() - windowMs)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * When every limit has room, records one event in each of their buckets and returns the ticket; otherwise
   * records nothing and names the first full limit.
   */
  async tryTake(limits: readonly Limit[]): Promise<TakeResult> {
    const now = this.now();
    // Sorted, so two takes over overlapping buckets lock them in the same order and cannot deadlock.
    const buckets = [...new Set(limits.map((l) => l.bucket))].sort();
    const result = await this.db.kysely.transaction().execute(async (trx): Promise<TakeResult> => {
      for (const bucket of buckets) {
        await trx
          .insertInto('throttle_locks')
          .values({ bucket, touched_at: now })
          .onConflict((oc) => oc.column('bucket').doUpdateSet({ touched_at: now }))
          .execute();
      }
      for (const limit of limits) {
        if (limit.max === Number.POSITIVE_INFINITY) continue;
        const row = await trx
          .selectFrom('throttle_events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('bucket', '=', limit.bucket)
          .where('created_at', '>', now - limit.windowMs)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= limit.max) return { ok: false, limit };
      }
      const rows = await trx
        .insertInto('throttle_events')
        .values(buckets.map((bucket) => ({ bucket, created_at: now })))
        .returning('id')
        .execute();
      return { ok: true, ticket: { eventIds: rows.map((r) => r.id) } };
    });
    await this.maybePrune(now);
    return result;
  }

  /** Like tryTake, but a full limit throws TOO_MANY_REQUESTS. */
  async take(limits: readonly Limit[]): Promise<Ticket> {
    const result = await this.tryTake(limits);
    if (!result.ok) throw new ApiError('TOO_MANY_REQUESTS');
    return result.ticket;
  }

  /** Gives back the events of a ticket (the attempt succeeded and should not count against anyone). */
  async refund(ticket: Ticket): Promise<void> {
    if (ticket.eventIds.length === 0) return;
    await this.db.kysely.deleteFrom('throttle_events').where('id', 'in', ticket.eventIds).execute();
  }

  /** Forgets a bucket (e.g. the failed logins of an account from one address after a successful one). */
  async clear(bucket: string): Promise<void> {
    await this.db.kysely.deleteFrom('throttle_events').where('bucket', '=', bucket).execute();
  }

  private async maybePrune(now: number): Promise<void> {
    this.takesSincePrune += 1;
    if (this.takesSincePrune < PRUNE_EVERY) return;
    this.takesSincePrune = 0;
    await this.db.kysely
      .deleteFrom('throttle_events')
      .where('created_at', '<', now - KEEP_MS)
      .execute();
    await this.db.kysely
      .deleteFrom('throttle_locks')
      .where('touched_at', '<', now - KEEP_MS)
      .execute();
  }
}

/** Minutes, hours and days in milliseconds, for readable limits. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
