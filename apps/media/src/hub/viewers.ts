import { EventEmitter } from 'node:events';

/**
 * Who watches what: HTTP-FLV viewers are open connections; HLS viewers are clients that fetched a playlist
 * or segment within the timeout (HLS has no connection to count).
 */
export class ViewerBook extends EventEmitter<{ change: [string] }> {
  private readonly flv = new Map<string, number>();
  private readonly hls = new Map<string, Map<string, number>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly hlsTimeoutMs: number) {
    super();
    this.sweeper = setInterval(() => this.sweep(), Math.min(1000, hlsTimeoutMs / 2));
    this.sweeper.unref();
  }

  /** An FLV viewer connected; returns the function to call when it leaves. */
  flvJoin(name: string): () => void {
    this.flv.set(name, (this.flv.get(name) ?? 0) + 1);
    this.emit('change', name);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const n = (this.flv.get(name) ?? 1) - 1;
      if (n > 0) this.flv.set(name, n);
      else this.flv.delete(name);
      this.emit('change', name);
    };
  }

  /** An HLS client fetched something of `name`. */
  hlsSeen(name: string, client: string): void {
    let clients = this.hls.get(name);
    if (!clients) {
      clients = new Map();
      this.hls.set(name, clients);
    }
    const isNew = !clients.has(client);
    clients.set(client, Date.now());
    if (isNew) this.emit('change', name);
  }

  /** Current counts of a stream name. */
  count(name: string): { flv: number; hls: number } {
    return { flv: this.flv.get(name) ?? 0, hls: this.hls.get(name)?.size ?? 0 };
  }

  /** FLV plus HLS viewers. */
  total(name: string): number {
    const c = this.count(name);
    return c.flv + c.hls;
  }

  private sweep(): void {
    const oldest = Date.now() - this.hlsTimeoutMs;
    for (const [name, clients] of this.hls) {
      let changed = false;
      for (const [client, seen] of clients) {
        if (seen < oldest) {
          clients.delete(client);
          changed = true;
        }
      }
      if (clients.size === 0) this.hls.delete(name);
      if (changed) this.emit('change', name);
    }
  }

  /** Stops the sweeper. */
  close(): void {
    clearInterval(this.sweeper);
  }
}
