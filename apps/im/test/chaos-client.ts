import { PUSH, type PushFrame, type SyncResponse, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { TestClient } from './client';

/**
 * A client that behaves like the SDK should after drops: re-login with its instance ID, sync the timeline from
 * its cursor, recover group gaps by sequence, and keep a record of every message it took in.
 */
export class ChaosClient {
  conn: TestClient | null = null;
  cursor = 0;
  instanceID: number | undefined;
  readonly groupLast = new Map<string, number>();
  readonly received = new Map<string, number>();
  readonly lastSeqByConv = new Map<string, number>();
  readonly errors: string[] = [];
  private syncing = false;
  private needSync = false;
  private readonly recovering = new Set<string>();
  private stopped = false;
  private connecting: Promise<void> | null = null;
  /** The socket a login in progress replaces. */
  private replaced: TestClient | null = null;
  reconnects = 0;

  constructor(
    readonly userID: string,
    private readonly port: () => number,
    readonly groups: string[],
  ) {
    for (const g of groups) this.groupLast.set(g, 0);
  }

  /** Connects (retrying until it works), logs in and catches up. */
  connect(): Promise<void> {
    if (!this.connecting) {
      this.connecting = this.connectLoop().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async connectLoop(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        const c = await TestClient.connect(this.port());
        c.onPush((p) => this.onPush(p));
        void c.closed.then(() => this.onClose(c));
        // A login with this instance's ID replaces its live socket, whose close (4001) arrives before the
        // login's answer: that close is expected and must not start yet another reconnect.
        this.replaced = this.conn;
        const r = await c.login(this.userID, this.instanceID ? { instanceID: this.instanceID } : {});
        this.instanceID = r.instanceID;
        this.conn = c;
        await this.catchUp();
        return;
      } catch {
        await new Promise((r) =>
          setTimeout(r, Math.min(1000, 50 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random())),
        );
      }
    }
  }

  private onClose(c: TestClient): void {
    if (this.conn !== c || this.replaced === c) return;
    this.conn = null;
    if (this.stopped) return;
    this.reconnects++;
    // Another reconnect may have been made meanwhile (the final catch-up): a second login would replace it.
    setTimeout(
      () => {
        if (!this.conn && !this.stopped) void this.connect();
      },
      20 + Math.random() * 200,
    );
  }

  /** Syncs the timeline and recovers every group. */
  async catchUp(): Promise<void> {
    await this.sync();
    for (const g of this.groups) await this.recoverGroup(g);
  }

  private onPush(p: PushFrame): void {
    if (p.push === PUSH.TIMELINE) {
      const item = p.body as TimelineItem;
      if (item.cursor === this.cursor + 1 && !this.syncing) this.apply(item);
      else if (item.cursor > this.cursor) void this.sync();
    } else if (p.push === PUSH.GROUP_MESSAGE) {
      const m = (p.body as { message: WireMessage }).message;
      const last = this.groupLast.get(m.to) ?? 0;
      if (m.sequence === last + 1 && !this.recovering.has(m.to)) this.takeGroup(m);
      else if (m.sequence > last) void this.recoverGroup(m.to);
    }
  }

  private apply(item: TimelineItem): void {
    if (item.cursor !== this.cursor + 1)
      this.errors.push(`${this.userID}: cursor ${item.cursor} after ${this.cursor}`);
    this.cursor = item.cursor;
    if (item.kind === 'message' && item.message) this.record(item.message, item.conversationID ?? '');
  }

  private takeGroup(m: WireMessage): void {
    this.groupLast.set(m.to, m.sequence);
    this.record(m, `GROUP${m.to}`);
  }

  private record(m: WireMessage, convID: string): void {
    this.received.set(m.ID, (this.received.get(m.ID) ?? 0) + 1);
    const last = this.lastSeqByConv.get(convID) ?? 0;
    if (m.sequence <= last)
      this.errors.push(`${this.userID}: ${convID} sequence ${m.sequence} after ${last}`);
    this.lastSeqByConv.set(convID, m.sequence);
  }

  /** The cookie loop from the current cursor (one at a time; a request during a run schedules another). */
  async sync(): Promise<void> {
    if (this.syncing) {
      this.needSync = true;
      return;
    }
    this.syncing = true;
    try {
      do {
        this.needSync = false;
        let flag = 0;
        do {
          const c = this.conn;
          if (!c) return;
          const r: SyncResponse = await c.call('msg.sync', {
            cookie: String(this.cursor),
            syncFlag: flag === 0 ? 0 : 1,
          });
          for (const item of r.items) if (item.cursor > this.cursor) this.apply(item);
          flag = r.syncFlag;
        } while (flag === 1);
      } while (this.needSync);
    } catch {
      // The socket went away: the reconnect syncs again.
    } finally {
      this.syncing = false;
    }
  }

  /** Pulls a group's messages after the last sequence held until complete. */
  async recoverGroup(groupID: string): Promise<void> {
    if (this.recovering.has(groupID)) return;
    this.recovering.add(groupID);
    try {
      for (;;) {
        const c = this.conn;
        if (!c) return;
        const r = await c.call('group.range', {
          groupID,
          fromSequence: this.groupLast.get(groupID) ?? 0,
          count: 100,
        });
        for (const m of r.messageList) if (m.sequence > (this.groupLast.get(groupID) ?? 0)) this.takeGroup(m);
        if (r.isCompleted) break;
      }
    } catch {
      // Reconnect recovers again.
    } finally {
      this.recovering.delete(groupID);
    }
  }

  /** Drops the socket abruptly (no close handshake). */
  drop(): void {
    this.conn?.ws.terminate();
  }

  stop(): void {
    this.stopped = true;
    this.conn?.close();
  }
}
