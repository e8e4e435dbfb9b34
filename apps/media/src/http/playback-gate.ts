import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_ERROR_CODES, type MediaErrorName } from '../errors';
import { clientAddress, isDirectLoopback } from './guards';

/** A refused player asks again after this many seconds (Retry-After). */
const PLAYBACK_RETRY_AFTER_SECONDS = 5;

/**
 * Open playback requests per client address and in all. An HTTP-FLV stream holds its place for as long as it
 * plays; an HLS playlist, segment or cover read for as long as it is being answered. Counted before the check,
 * so a burst of arrivals cannot overshoot either cap.
 */
export class PlaybackGate {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerAddress: number,
    private readonly maxTotal: number,
  ) {}

  /**
   * A release function, or the refusal (the address's share is taken, or the node is full). `null` is a local
   * process (bench, an operator's probe): only the node's total applies to it.
   */
  enter(address: string | null): (() => void) | 'TOO_MANY_STREAMS' | 'NODE_FULL' {
    const mine = address === null ? 0 : (this.perAddress.get(address) ?? 0);
    if (address !== null && this.maxPerAddress > 0 && mine >= this.maxPerAddress) return 'TOO_MANY_STREAMS';
    if (this.total >= this.maxTotal) return 'NODE_FULL';
    if (address !== null) this.perAddress.set(address, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      if (address === null) return;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }

  /** Open playback requests of one address, or of the node. */
  open(address?: string): number {
    return address === undefined ? this.total : (this.perAddress.get(address) ?? 0);
  }
}

function refuse(reply: FastifyReply, name: MediaErrorName) {
  const row = MEDIA_ERROR_CODES[name];
  return reply
    .code(row.http)
    .header('retry-after', String(PLAYBACK_RETRY_AFTER_SECONDS))
    .header('access-control-allow-origin', '*')
    .send({ status: row.code, msg: row.message });
}

/**
 * Puts every playback GET (/live/*, /covers/*) through the gate before its route runs: beyond its address's
 * share a player gets 429 (`4290`), on a full node 503 (`5032`), both with Retry-After, before any stream is
 * attached or file opened, so a flood from one client costs a refusal each and leaves the others' streams alone.
 */
export function installPlaybackGate(app: FastifyInstance, gate: PlaybackGate): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url;
    if (!path.startsWith('/live/') && !path.startsWith('/covers/')) return;
    // A request on this machine that no proxy relayed is a local process (the API's proxy always names the
    // client): it is not anyone's share, only the node's.
    const pass = gate.enter(isDirectLoopback(request) ? null : clientAddress(request));
    if (typeof pass === 'string') return refuse(reply, pass);
    reply.raw.once('close', pass);
  });
}
