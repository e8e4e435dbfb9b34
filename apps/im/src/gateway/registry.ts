import type { Connection } from './connection';

/** The connections of this node, by user. */
export class Registry {
  readonly all = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();

  add(conn: Connection): void {
    this.all.add(conn);
  }

  /** Records the user of a logged-in connection. */
  bind(conn: Connection): void {
    if (!conn.userID) return;
    let set = this.byUser.get(conn.userID);
    if (!set) this.byUser.set(conn.userID, (set = new Set()));
    set.add(conn);
  }

  /** Forgets the user of a connection (logout, kick, close). */
  unbind(conn: Connection): void {
    if (!conn.userID) return;
    const set = this.byUser.get(conn.userID);
    if (!set) return;
    set.delete(conn);
    if (!set.size) this.byUser.delete(conn.userID);
  }

  remove(conn: Connection): void {
    this.unbind(conn);
    this.all.delete(conn);
  }

  /** Logged-in connections of a user on this node. */
  ofUser(userID: string): ReadonlySet<Connection> {
    return this.byUser.get(userID) ?? EMPTY;
  }

  /** Bytes queued on this node's sockets and not yet taken by the kernel (bounded by the send-buffer ceiling). */
  bufferedBytes(): number {
    let total = 0;
    for (const c of this.all) total += c.bufferedBytes;
    return total;
  }

  /** Number of distinct users online on this node. */
  get userCount(): number {
    return this.byUser.size;
  }
}

const EMPTY: ReadonlySet<Connection> = new Set();
