import type { WireMessage } from '@tifo/protocol';
import type { Presence } from '../presence/types';
import type { Connection } from '../gateway/connection';
import type { LiveOptions } from './live-options';
import { BatchFrame } from './batch-frame';
import { ViewerList } from './viewer-list';
import { RateLimiter } from '../policy/rate-limit';
import { LongPollRing } from './long-poll-ring';
import { shedBatch } from './shed';

/** A share of a room's viewers that gets its batches at its own times (see LiveRooms). */
interface Cohort {
  viewers: ViewerList<Connection>;
  /** When this cohort last got a batch (performance.now()). */
  lastFlushAt: number;
  /** Absolute index in the room's queue of the first message this cohort has not had. */
  next: number;
}

interface Room {
  cohorts: Cohort[];
  /** Where this room's grid of batch times starts, as a fraction of the interval (rooms do not flush in step). */
  phase: number;
  cohortOf: Map<Connection, Cohort>;
  /** The user each logged-in viewer joined as (a closing socket has lost its user by the time it leaves). */
  memberOf: Map<Connection, string>;
  /** Messages not yet written to every cohort; queue[0] has absolute index `base`. */
  queue: WireMessage[];
  base: number;
  /** Absolute index of the first queued message not yet in the ring (long poll). */
  ringNext: number;
  /** When the ring last took messages (long-poll readers get batches at the interval, like one cohort). */
  ringFedAt: number;
  ring: LongPollRing;
}

/** Viewers per cohort before a room splits into more cohorts (small rooms keep one batch for everyone). */
const COHORT_MIN_VIEWERS = 64;

/**
 * Live rooms of this node: viewers (WebSocket connections), batches encoded once and written to every viewer,
 * and a small ring of recent messages for HTTP long poll. Messages arrive with their broadcast sequence, taken
 * by the sending node from Presence (one counter per room for the whole cluster), so every node and every
 * long-poll answer numbers a room's messages alike; shed messages leave gaps.
 *
 * A room's viewers are split into cohorts (up to `cohorts`, one per COHORT_MIN_VIEWERS viewers). A cohort gets a
 * batch when there are messages it has not had and a point of its grid (every `flushInterval()`, each cohort at
 * its own offset) has passed since its last batch. A quiet room's message therefore goes out at the next check,
 * and a busy room's messages are gathered for one interval per cohort, the cohorts taking turns across the
 * interval, so writing 10,000 sockets is not one long stall that the last viewers wait through: each viewer still
 * gets one write per interval (the CPU cost is the same), but a message waits at most an interval plus one
 * cohort's fan-out. One check writes a room's due cohorts up to a check's share of `writesPerSecond` (at least
 * one cohort): a large room that was quiet goes out a cohort per check rather than all at once (bench:im at
 * 10,000 viewers: the whole room in one check held the event loop for about 170 ms, and the messages that
 * arrived meanwhile and in the next half second made the run's slowest 1%).
 */
export class LiveRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly timer: NodeJS.Timeout;
  /** Viewer sockets in all rooms of this node (a socket in two rooms counts twice: it gets two writes). */
  private viewerSockets = 0;
  /** User messages each room takes in per second (userMessagesPerSecond). */
  private readonly intake: RateLimiter;
  private readonly now: () => number;
  /** Time between two checks, ms. */
  private readonly checkMs: number;

  constructor(
    private readonly presence: Presence,
    private readonly options: LiveOptions,
  ) {
    this.intake = new RateLimiter(1000, options.userMessagesPerSecond);
    this.now = options.now ?? (() => performance.now());
    // Checks often enough to space the cohorts' batches (a tenth of the shortest interval, at least 5 ms).
    this.checkMs = Math.max(5, Math.round(options.tickMs / 10));
    this.timer = setInterval(() => this.tick(), this.checkMs);
    this.timer.unref();
  }

  /** Time between two batches of a room now: from tickMs up to maxTickMs as viewers on this node grow. */
  flushInterval(): number {
    const { tickMs, maxTickMs, writesPerSecond } = this.options;
    const spaced = (this.viewerSockets * 1000) / writesPerSecond;
    return Math.min(maxTickMs, Math.max(tickMs, spaced));
  }

  private room(groupID: string): Room {
    let r = this.rooms.get(groupID);
    if (!r) {
      const cohorts = Array.from({ length: Math.max(1, this.options.cohorts ?? 8) }, () => ({
        viewers: new ViewerList<Connection>(),
        lastFlushAt: Number.NEGATIVE_INFINITY,
        next: 0,
      }));
      r = {
        cohorts,
        phase: Math.random(),
        cohortOf: new Map(),
        memberOf: new Map(),
        queue: [],
        base: 0,
        ringNext: 0,
        ringFedAt: Number.NEGATIVE_INFINITY,
        ring: new LongPollRing(),
      };
      this.rooms.set(groupID, r);
    }
    return r;
  }

  /** Adds a viewer; unless the connection is in unlimited mode it first leaves the room it was in. */
  async join(conn: Connection, groupID: string): Promise<{ already: boolean; nextBroadcastSeq: number }> {
    await this.options.admit?.(conn, groupID);
    const r = this.room(groupID);
    if (r.cohortOf.has(conn)) return { already: true, nextBroadcastSeq: await this.nextSeq(groupID) };
    if (!conn.unlimitedLive) for (const other of [...conn.liveRooms]) await this.leave(conn, other);
    const cohort = this.cohortForNewViewer(r);
    cohort.viewers.add(conn);
    r.cohortOf.set(conn, cohort);
    this.viewerSockets += 1;
    conn.liveRooms.add(groupID);
    if (conn.userID) r.memberOf.set(conn, conn.userID);
    await this.presence.joinRoom(groupID, conn.key, conn.userID || undefined);
    return { already: false, nextBroadcastSeq: await this.nextSeq(groupID) };
  }

  /** Removes a viewer. */
  async leave(conn: Connection, groupID: string): Promise<void> {
    conn.liveRooms.delete(groupID);
    const r = this.rooms.get(groupID);
    if (!r) return;
    const cohort = r.cohortOf.get(conn);
    if (cohort) {
      cohort.viewers.delete(conn);
      r.cohortOf.delete(conn);
      this.viewerSockets -= 1;
    }
    const userID = r.memberOf.get(conn);
    r.memberOf.delete(conn);
    await this.presence.leaveRoom(groupID, conn.key, userID);
  }

  /** Removes a connection from every room (socket closed). */
  async drop(conn: Connection): Promise<void> {
    for (const g of [...conn.liveRooms]) await this.leave(conn, g);
  }

  /** True when the connection reads the room. */
  has(conn: Connection, groupID: string): boolean {
    return this.rooms.get(groupID)?.cohortOf.has(conn) ?? false;
  }

  /** Viewers on this node (logged-in user IDs, for the live member list). */
  viewers(groupID: string): Connection[] {
    return [...(this.rooms.get(groupID)?.cohortOf.keys() ?? [])];
  }

  /** The broadcast sequence the room's next message will carry, cluster-wide. */
  async nextSeq(groupID: string): Promise<number> {
    return (await this.presence.lastBroadcastSeq(groupID)) + 1;
  }

  /** Hands out the sequence of a message about to be published to the room (on the sending node). */
  takeSeq(groupID: string): Promise<number> {
    return this.presence.takeBroadcastSeq(groupID);
  }

  /**
   * Counts a user's message into a room; false when the room already took its rate this second. Beyond that a
   * room's messages would be shed at the batch anyway, but only after each had cost a sequence, a publish, a
   * queue slot and a share of every viewer's batch: a flood in one room then takes the event loop from every
   * other room on the node. Refusing at intake (2997) keeps a flooded room's cost bounded whatever the number of
   * senders (each also held to the per-user limit). Per node: with several nodes a room takes up to this much on
   * each. Messages from the admin API (gifts, scores) do not count and are never refused here.
   */
  admitUserMessage(groupID: string): boolean {
    return this.intake.allow(groupID);
  }

  /**
   * True when a room has already taken its user messages for this second: the gateway then refuses a viewer's
   * send before validating it or reading the group, so a flood's refused messages cost almost nothing.
   */
  intakeFull(groupID: string): boolean {
    return this.intake.exhausted(groupID);
  }

  /** Queues a message (from the broker, already numbered) for the room's next batch. */
  enqueue(groupID: string, message: WireMessage): void {
    this.room(groupID).queue.push(message);
  }

  /** The cohort a new viewer joins: the smallest of as many cohorts as the room's size calls for. */
  private cohortForNewViewer(r: Room): Cohort {
    const used = Math.min(r.cohorts.length, Math.ceil((r.cohortOf.size + 1) / COHORT_MIN_VIEWERS));
    let best = r.cohorts[0]!;
    for (let i = 1; i < used; i++) if (r.cohorts[i]!.viewers.size < best.viewers.size) best = r.cohorts[i]!;
    // An empty cohort's position may be behind what the queue still holds.
    best.next = Math.max(best.next, r.base);
    return best;
  }

  /** Closes a room (dismissed): viewers are removed, long-poll waiters answered. */
  async closeRoom(groupID: string): Promise<void> {
    const r = this.rooms.get(groupID);
    if (!r) return;
    const now = this.now();
    for (const cohort of r.cohorts) this.flushCohort(groupID, r, cohort, now, new Map());
    this.feedRing(r, now);
    for (const c of [...r.cohortOf.keys()]) await this.leave(c, groupID);
    r.ring.release();
    this.rooms.delete(groupID);
  }

  /** Messages after a broadcast sequence, waiting up to `holdMs` when there are none yet. */
  poll(groupID: string, afterSeq: number, holdMs: number): Promise<WireMessage[]> {
    return this.room(groupID).ring.poll(afterSeq, holdMs);
  }

  /** What a batch keeps when it carries more than shedThreshold messages (shed.ts), counted in onShed. */
  private shed(batch: WireMessage[]): WireMessage[] {
    const kept = shedBatch(batch, this.options.shedThreshold);
    if (kept.length < batch.length) this.options.onShed?.(batch.length - kept.length);
    return kept;
  }

  /**
   * Writes a cohort the queued messages it has not had. `frames` holds this check's encodings by window, so
   * cohorts due together (a quiet room) share one encoding, as the whole room did before it had cohorts.
   */
  private flushCohort(
    groupID: string,
    r: Room,
    cohort: Cohort,
    now: number,
    frames: Map<string, BatchFrame>,
  ) {
    const end = r.base + r.queue.length;
    if (cohort.next >= end) return;
    const from = cohort.next;
    cohort.next = end;
    cohort.lastFlushAt = now;
    if (!cohort.viewers.size) return;
    const window = `${from}:${end}`;
    let frame = frames.get(window);
    if (!frame) {
      // Senders on several nodes publish concurrently, so a batch can arrive slightly out of order.
      const batch = this.shed(
        r.queue.slice(from - r.base).sort((a, b) => (a.broadcastSequence ?? 0) - (b.broadcastSequence ?? 0)),
      );
      // One encoding per batch and wire form: the same buffer goes to every viewer of the cohort that reads it.
      frame = new BatchFrame(groupID, batch);
      frames.set(window, frame);
    }
    // Each batch starts at a random viewer, so the fan-out's duration is shared out fairly (viewer-list.ts).
    // A slow viewer skips the batch (connection.ts): its buffer, not the server's memory, bounds what it lags.
    let skipped = 0;
    const encoded = frame;
    cohort.viewers.forEachFrom(Math.floor(Math.random() * cohort.viewers.size), (c) => {
      if (!c.offerLiveFrame(encoded.for(c.leanLive), now)) skipped += 1;
    });
    if (skipped) this.options.onSkip?.(skipped);
  }

  /** Moves the queued messages into the ring (long poll) and answers the waiters they are for. */
  private feedRing(r: Room, now: number): void {
    const end = r.base + r.queue.length;
    r.ringFedAt = now;
    if (r.ringNext >= end) return;
    const fresh = r.queue
      .slice(r.ringNext - r.base)
      .sort((a, b) => (a.broadcastSequence ?? 0) - (b.broadcastSequence ?? 0));
    r.ringNext = end;
    r.ring.add(this.shed(fresh));
  }

  /** Drops from the queue what the ring and every cohort with viewers have had. */
  private trim(r: Room): void {
    const end = r.base + r.queue.length;
    let done = r.ringNext;
    for (const cohort of r.cohorts) {
      // Cohorts without viewers follow along, so the queue does not keep what nobody will read.
      if (!cohort.viewers.size) cohort.next = end;
      else done = Math.min(done, cohort.next);
    }
    if (done > r.base) {
      r.queue.splice(0, done - r.base);
      r.base = done;
    }
  }

  /**
   * The latest point of a cohort's grid at or before `now`. The `index`th of the `used` cohorts in use has a point
   * every interval, offset by (phase + index / used) of it, so the cohorts take turns across the interval. The
   * grid is fixed rather than counted from each cohort's last batch: a check that ran late (10,000 slow writes,
   * a busy event loop) delays the batches it held up once. Counted from the last batch, cohorts written late in
   * one check stayed together from then on, and at 10,000 viewers the whole room was soon written in every check
   * again (bench:im: checks of 150-240 ms every 250 ms, p50 231-407 ms).
   */
  private lastPoint(r: Room, index: number, used: number, interval: number, now: number): number {
    const offset = ((r.phase + index / used) % 1) * interval;
    return Math.floor((now - offset) / interval) * interval + offset;
  }

  /**
   * One check over every room. A cohort is due when it has messages it has not had and a point of its grid has
   * passed since its last batch. A cohort idle for an interval is thus due at once (a quiet room's message goes
   * out at the next check, in one encoding for the cohorts written together), and a busy room's cohorts are written
   * one after the other, each once per interval. A check writes a room's due cohorts up to its share of
   * `writesPerSecond`, at least one, oldest waiting first; the others stay due and go at the next check.
   */
  tick(): void {
    const now = this.now();
    const interval = this.flushInterval();
    // A check's share of the node's writes per second; the cohorts due beyond it wait for the next check.
    const budget = (this.options.writesPerSecond * this.checkMs) / 1000;
    for (const [groupID, r] of this.rooms) {
      const end = r.base + r.queue.length;
      if (r.queue.length) {
        const inUse = r.cohorts.filter((c) => c.viewers.size);
        const due = inUse
          .filter(
            (cohort, index) =>
              cohort.next < end && cohort.lastFlushAt < this.lastPoint(r, index, inUse.length, interval, now),
          )
          // The cohort whose oldest message has waited longest goes first. Taken in index order, the first cohorts,
          // due again at their next grid point, went ahead of the last ones while a large room was catching up.
          .sort((a, b) => a.next - b.next || a.lastFlushAt - b.lastFlushAt);
        const frames = new Map<string, BatchFrame>();
        let written = 0;
        for (const cohort of due) {
          if (written > 0 && written >= budget) break;
          written += cohort.viewers.size;
          this.flushCohort(groupID, r, cohort, now, frames);
        }
        if (end > r.ringNext && now - r.ringFedAt >= interval) this.feedRing(r, now);
        this.trim(r);
      }
      // A room nobody reads or waits on is forgotten ten minutes after its last message.
      const newest = r.ring.newestTime();
      const idle = !r.cohortOf.size && !r.ring.waiting && !r.queue.length;
      if (idle && newest !== undefined && Date.now() - newest * 1000 > 600_000) this.rooms.delete(groupID);
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const r of this.rooms.values()) r.ring.release();
  }
}
