import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client address of an upgrade: the one the API's /im proxy names in X-Forwarded-For (it replaces the
 * header with the address it decided under TRUST_PROXY), believed only from this machine; the socket's address
 * for a client that reaches the service directly. `null` for a local process that connects without the proxy
 * (tests, bench:im, an operator's tool): the service listens on loopback by default, and such a caller is not
 * a member of the public.
 */
export function upgradeAddress(req: IncomingMessage): string | null {
  const socketAddress = req.socket.remoteAddress ?? '';
  if (!LOOPBACK.has(socketAddress)) return socketAddress;
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || null;
}

/**
 * Open WebSocket connections per client address, capped at `max` (0: no cap). Counted when the upgrade is
 * taken, before the handshake, so a burst of upgrades cannot overshoot.
 */
export class AddressCap {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** The release function of a new connection from `address`, or null when the address has its share. */
  take(address: string | null): (() => void) | null {
    if (address === null || this.max <= 0) return () => undefined;
    const mine = this.open.get(address) ?? 0;
    if (mine >= this.max) return null;
    this.open.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }

  /** Open connections of an address (tests). */
  of(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
