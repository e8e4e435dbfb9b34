import { EventEmitter } from 'node:events';

/**
 * Who watches what, counted by client address (the API names it; see http/guards.ts clientAddress): an address
 * with HTTP-FLV connections open, or one that fetched a playlist or segment within the timeout (HLS has no
 * connection to count), is one viewer, however many sockets or requests it makes. Playback carries no identity,
 * so the address is the finest honest unit here: 300 playlist requests or 400 connections from one client count
 * once, while people behind one carrier NAT count once too (the chat's distinct identities cover them; the
 * API's room audience takes the larger of the two).
 */
export class ViewerBook extends EventEmitter<{ change: [string] }> {
  /** Per stream, open FLV connections per address. */
  private readonly flv = new Map<string, Map<string, number>>();
  /** Per stream, the last HLS request time per address. */
  private readonly hls = new Map<string, Map<string, number>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly hlsTimeoutMs: number) {
    super();
    this.sweeper = setInterval(() => this.sweep(), Math.min(1000, hlsTimeoutMs / 2));
    this.sweeper.unref();
  }

  /** An FLV viewer at `address` connected; returns the function to call when it leaves. */
  flvJoin(name: string, address: string): () => void {
    let addresses = this.flv.get(name);
    if (!addresses) this.flv.set(name, (addresses = new Map()));
    addresses.set(address, (addresses.get(address) ?? 0) + 1);
    this.emit('change', name);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const open = this.flv.get(name);
      const n = (open?.get(address) ?? 1) - 1;
      if (n > 0) open?.set(address, n);
      else open?.delete(address);
      if (open && open.size === 0) this.flv.delete(name);
      this.emit('change', name);
    };
  }

  /** An HLS client at `address` fetched something of `name`. */
  hlsSeen(name: string, address: string): void {
    let clients = this.hls.get(name);
    if (!clients) this.hls.set(name, (clients = new Map()));
    const isNew = !clients.has(address);
    clients.set(address, Date.now());
    if (isNew) this.emit('change', name);
  }

  /**
   * Distinct viewer addresses of a stream: `flv` with a connection open, `hls` those of the rest that read HLS
   * lately. The two never overlap, so their sum is the stream's audience.
   */
  count(name: string): { flv: number; hls: number } {
    const flv = this.flv.get(name);
    let hls = 0;
    for (const address of this.hls.get(name)?.keys() ?? []) if (!flv?.has(address)) hls += 1;
    return { flv: flv?.size ?? 0, hls };
  }

  /** Distinct viewer addresses, FLV and HLS together. */
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
