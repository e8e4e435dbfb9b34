import { MESSAGE_PRIORITY, PUSH, type WireMessage } from '@tifo/protocol';
import type { Presence } from '../presence/types';
import type { Connection } from '../gateway/connection';
import { textFrame } from '../gateway/frame';
import { ViewerList } from './viewer-list';
import { RateLimiter } from '../policy/rate-limit';

/** Messages kept per room for long-poll readers (live rooms have no history beyond this window). */
const RING_SIZE = 500;

interface Waiter {
  after: number;
  resolve: (messages: WireMessage[]) => void;
}

interface Room {
  conns: ViewerList<Connection>;
  /** When this room last wrote a batch (performance.now()). */
  lastFlushAt: number;
  pending: WireMessage[];
  ring: WireMessage[];
  waiters: Set<Waiter>;
}

/** Options of the fan-out. */
export interface LiveOptions {
  /** Shortest time between two batches of a room, ms. */
  tickMs: number;
  /** Longest time between two batches of a room, ms (the bound on added latency). */
  maxTickMs: number;
  /**
   * Socket writes per second the live fan-out of this node aims to stay under. Each write costs about the same
   * whatever it carries (mostly the kernel's), so when many viewers are on this node the batches are spaced out
   * (up to maxTickMs) and each carries more messages: CPU stays bounded and latency grows instead.
   */
  writesPerSecond: number;
  /** Above this many messages in one tick, Lowest then Low then Normal messages are shed. */
  shedThreshold: number;
  /** User messages one room takes in per second on this node (2997 beyond; the admin API is not counted). */
  userMessagesPerSecond: number;
  onShed?: (count: number) => void;
  /** Viewers that skipped a batch for being above their send-buffer ceiling. */
  onSkip?: (count: number) => void;
  /** Checks a connection may read a room (throws the refusal, e.g. a ban); called before it joins. */
  admit?: (conn: Connection, groupID: string) => Promise<void>;
}

/** The ring's messages numbered above `seq`, in sequence order (a late message can sit behind a newer one). */
function after(ring: readonly WireMessage[], seq: number): WireMessage[] {
  return ring
    .filter((m) => (m.broadcastSequence ?? 0) > seq)
    .sort((a, b) => (a.broadcastSequence ?? 0) - (b.broadcastSequence ?? 0));
}

const SHED_ORDER = [MESSAGE_PRIORITY.LOWEST, MESSAGE_PRIORITY.LOW, MESSAGE_PRIORITY.NORMAL];

/**
 * Live rooms of this node: viewers (WebSocket connections), batches encoded once and written to every viewer,
 * and a small ring of recent messages for HTTP long poll. Messages arrive with their broadcast sequence, taken
 * by the sending node from Presence (one counter per room for the whole cluster), so every node and every
 * long-poll answer numbers a room's messages alike; shed messages leave gaps.
 *
 * A room writes a batch when it has messages and its last batch is at least `flushInterval()` old. A quiet
 * room's message therefore goes out at the next check (a quarter of tickMs), and a busy room's messages are
 * gathered for one interval and written together.
 */
export class LiveRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly timer: NodeJS.Timeout;
  /** Viewer sockets in all rooms of this node (a socket in two rooms counts twice: it gets two writes). */
  private viewerSockets = 0;
  /** User messages each room takes in per second (userMessagesPerSecond). */
  private readonly intake: RateLimiter;

  constructor(
    private readonly presence: Presence,
    private readonly options: LiveOptions,
  ) {
    this.intake = new RateLimiter(1000, options.userMessagesPerSecond);
    this.timer = setInterval(() => this.tick(), Math.max(5, Math.round(options.tickMs / 4)));
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
      r = {
        conns: new ViewerList(),
        lastFlushAt: Number.NEGATIVE_INFINITY,
        pending: [],
        ring: [],
        waiters: new Set(),
      };
      this.rooms.set(groupID, r);
    }
    return r;
  }

  /** Adds a viewer; unless the connection is in unlimited mode it first leaves the room it was in. */
  async join(conn: Connection, groupID: string): Promise<{ already: boolean; nextBroadcastSeq: number }> {
    await this.options.admit?.(conn, groupID);
    const r = this.room(groupID);
    if (r.conns.has(conn)) return { already: true, nextBroadcastSeq: await this.nextSeq(groupID) };
    if (!conn.unlimitedLive) for (const other of [...conn.liveRooms]) await this.leave(conn, other);
    r.conns.add(conn);
    this.viewerSockets += 1;
    conn.liveRooms.add(groupID);
    await this.presence.joinRoom(groupID, conn.key);
    return { already: false, nextBroadcastSeq: await this.nextSeq(groupID) };
  }

  /** Removes a viewer. */
  async leave(conn: Connection, groupID: string): Promise<void> {
    conn.liveRooms.delete(groupID);
    const r = this.rooms.get(groupID);
    if (!r) return;
    if (r.conns.delete(conn)) this.viewerSockets -= 1;
    await this.presence.leaveRoom(groupID, conn.key);
  }

  /** Removes a connection from every room (socket closed). */
  async drop(conn: Connection): Promise<void> {
    for (const g of [...conn.liveRooms]) await this.leave(conn, g);
  }

  /** True when the connection reads the room. */
  has(conn: Connection, groupID: string): boolean {
    return this.rooms.get(groupID)?.conns.has(conn) ?? false;
  }

  /** Viewers on this node (logged-in user IDs, for the live member list). */
  viewers(groupID: string): Connection[] {
    return this.rooms.get(groupID)?.conns.toArray() ?? [];
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
    const r = this.room(groupID);
    r.pending.push(message);
  }

  /** Closes a room (dismissed): viewers are removed, long-poll waiters answered. */
  async closeRoom(groupID: string): Promise<void> {
    const r = this.rooms.get(groupID);
    if (!r) return;
    this.flush(groupID, r);
    for (const c of r.conns.toArray()) await this.leave(c, groupID);
    for (const w of r.waiters) w.resolve([]);
    this.rooms.delete(groupID);
  }

  /** Messages after a broadcast sequence, waiting up to `holdMs` when there are none yet. */
  poll(groupID: string, afterSeq: number, holdMs: number): Promise<WireMessage[]> {
    const r = this.room(groupID);
    const ready = after(r.ring, afterSeq);
    if (ready.length || holdMs <= 0) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        after: afterSeq,
        resolve: (messages) => {
          clearTimeout(t);
          r.waiters.delete(waiter);
          resolve(messages);
        },
      };
      const t = setTimeout(() => waiter.resolve([]), holdMs);
      r.waiters.add(waiter);
    });
  }

  private shed(r: Room): void {
    let excess = r.pending.length - this.options.shedThreshold;
    if (excess <= 0) return;
    let shed = 0;
    for (const priority of SHED_ORDER) {
      if (excess <= 0) break;
      const kept: WireMessage[] = [];
      // Shed the oldest of a priority first: the newest are the most relevant in a live room.
      for (const m of r.pending) {
        if (excess > 0 && m.priority === priority) {
          excess -= 1;
          shed += 1;
        } else kept.push(m);
      }
      r.pending = kept;
    }
    if (shed) this.options.onShed?.(shed);
  }

  private flush(groupID: string, r: Room, now = performance.now()): void {
    if (!r.pending.length) return;
    r.lastFlushAt = now;
    this.shed(r);
    // Senders on several nodes publish concurrently, so a batch can arrive slightly out of order.
    const batch = r.pending.sort((a, b) => (a.broadcastSequence ?? 0) - (b.broadcastSequence ?? 0));
    r.pending = [];
    r.ring.push(...batch);
    if (r.ring.length > RING_SIZE) r.ring.splice(0, r.ring.length - RING_SIZE);
    // One encoding per batch: the same buffer goes to every viewer.
    const frame = textFrame(
      JSON.stringify({ push: PUSH.LIVE_MESSAGES, body: { groupID, messageList: batch } }),
    );
    // Each batch starts at a random viewer, so the fan-out's duration is shared out fairly (viewer-list.ts).
    // A slow viewer skips the batch (connection.ts): its buffer, not the server's memory, bounds what it lags.
    let skipped = 0;
    r.conns.forEachFrom(Math.floor(Math.random() * r.conns.size), (c) => {
      if (!c.offerLiveFrame(frame, now)) skipped += 1;
    });
    if (skipped) this.options.onSkip?.(skipped);
    for (const w of [...r.waiters]) {
      const ready = after(r.ring, w.after);
      if (ready.length) w.resolve(ready);
    }
  }

  /** One check over every room: those with messages whose last batch is old enough write a batch. */
  tick(): void {
    const now = performance.now();
    const interval = this.flushInterval();
    for (const [groupID, r] of this.rooms) {
      if (r.pending.length && now - r.lastFlushAt >= interval) this.flush(groupID, r, now);
      if (
        !r.conns.size &&
        !r.waiters.size &&
        !r.pending.length &&
        r.ring.length &&
        Date.now() - r.ring.at(-1)!.time * 1000 > 600_000
      ) {
        this.rooms.delete(groupID);
      }
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const r of this.rooms.values()) for (const w of r.waiters) w.resolve([]);
  }
}
