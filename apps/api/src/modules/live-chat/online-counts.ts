import type { Logger } from 'pino';

/** Asks the messaging service for many rooms' chat online counts at once (admin `live/online`). */
export type OnlineFetch = (roomIds: number[]) => Promise<Map<number, number>>;

/** The counts' settings; the clock is wall time (ms), never the API's simulated `ctx.now`. */
export interface OnlineCountsOptions {
  fetch: OnlineFetch;
  /** The rooms worth counting on every refresh: those not offline. */
  activeRooms: () => Promise<number[]>;
  log: Logger;
  clock?: () => number;
  /** A snapshot younger than this is served without asking again. */
  ttlMs?: number;
  /** A snapshot older than this (the service has not answered since) is dropped: counts read 0. */
  maxStaleMs?: number;
  /** How long an asked-for room outside the active ones (an offline room's page) stays in the refreshes. */
  wantedForMs?: number;
  /**
   * Stores the counts that changed since the last snapshot (room id to count), so the lists can order rooms by
   * heat in SQL (live_rooms.chat_online). A failure is logged; the snapshot is served all the same.
   */
  persist?: (changed: Map<number, number>) => Promise<void>;
}

/** Rooms one admin call asks about (the messaging service's limit). */
export const ONLINE_BATCH = 500;

/**
 * The chat online count of every room, served from one snapshot that a single batched call to the messaging
 * service refreshes at most once per `ttlMs` (5 s), whatever the number of cards, pages and viewers asking: a
 * list never calls the service per card or per request. A request within the TTL, or with a snapshot that is
 * merely older but still usable, is answered at once while a refresh runs behind it; only a request for rooms
 * the snapshot has never seen (the first one, an offline room's page) waits for the refresh, which is bounded by
 * the admin client's timeout. A messaging service that does not answer leaves the last counts for `maxStaleMs`,
 * then zeros: the lists never fail because of it.
 */
export class RoomOnlineCounts {
  private counts = new Map<number, number>();
  private okAt = Number.NEGATIVE_INFINITY;
  private triedAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<void> | null = null;
  private readonly wanted = new Map<number, number>();
  private readonly clock: () => number;
  private readonly ttlMs: number;
  private readonly maxStaleMs: number;
  private readonly wantedForMs: number;
  /** Batched calls made (tests and logs). */
  calls = 0;

  constructor(private readonly options: OnlineCountsOptions) {
    this.clock = options.clock ?? (() => performance.now());
    this.ttlMs = options.ttlMs ?? 5000;
    this.maxStaleMs = options.maxStaleMs ?? 30_000;
    this.wantedForMs = options.wantedForMs ?? 60_000;
  }

  /** The chat online count of each room (0 when unknown). */
  async of(roomIds: readonly number[]): Promise<Map<number, number>> {
    const now = this.clock();
    let unseen = false;
    for (const id of roomIds) {
      if (!this.counts.has(id)) unseen = true;
      this.wanted.set(id, now);
    }
    if (now - this.triedAt >= this.ttlMs) this.refresh();
    const usable = now - this.okAt < this.maxStaleMs;
    if ((unseen || !usable) && this.inflight) await this.inflight;
    const out = new Map<number, number>();
    for (const id of roomIds) out.set(id, this.counts.get(id) ?? 0);
    return out;
  }

  /** Hands `persist` the rooms whose count differs between two snapshots (a room that left counts 0). */
  private async store(previous: Map<number, number>, next: Map<number, number>): Promise<void> {
    if (!this.options.persist) return;
    const changed = new Map<number, number>();
    for (const [id, n] of next) if ((previous.get(id) ?? 0) !== n) changed.set(id, n);
    for (const [id, n] of previous) if (n !== 0 && !next.has(id)) changed.set(id, 0);
    if (!changed.size) return;
    try {
      await this.options.persist(changed);
    } catch (error) {
      this.options.log.warn({ err: error }, 'room online counts not stored');
    }
  }

  private refresh(): void {
    if (this.inflight) return;
    this.inflight = this.load().finally(() => {
      this.inflight = null;
    });
  }

  private async load(): Promise<void> {
    const started = this.clock();
    try {
      for (const [id, at] of this.wanted) if (started - at > this.wantedForMs) this.wanted.delete(id);
      const ids = [...new Set([...(await this.options.activeRooms()), ...this.wanted.keys()])];
      const next = new Map<number, number>();
      for (let i = 0; i < ids.length; i += ONLINE_BATCH) {
        this.calls += 1;
        const part = await this.options.fetch(ids.slice(i, i + ONLINE_BATCH));
        for (const [id, n] of part) next.set(id, n);
      }
      // Asked-for rooms the answer left out count 0 (and are not "unseen" any more).
      for (const id of ids) if (!next.has(id)) next.set(id, 0);
      const previous = this.counts;
      this.counts = next;
      this.okAt = started;
      await this.store(previous, next);
    } catch (error) {
      this.options.log.warn({ err: error }, 'room online counts not refreshed');
      if (started - this.okAt >= this.maxStaleMs) {
        const previous = this.counts;
        this.counts = new Map();
        await this.store(previous, this.counts);
      }
    } finally {
      this.triedAt = this.clock();
    }
  }
}
