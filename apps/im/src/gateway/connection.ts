import type { WebSocket } from 'ws';
import { LEAN_LIVE_VERSION, type PushBodyMap, type PushName } from '@tifo/protocol';
import { rawSocket } from './frame';

let nextConnID = 1;

/** The send-buffer ceiling of a socket (config `sendBufferLimit`, `liveSlowGraceMs`). */
export interface SendLimits {
  /** Bytes queued for the socket above which it counts as a slow reader. */
  bytes: number;
  /** How long a live-room viewer may stay above `bytes` (skipping batches) before it is dropped, ms. */
  liveGraceMs: number;
  /** Called once when a slow reader is dropped. */
  onDrop?: (kind: 'chat' | 'live') => void;
}

const NO_LIMITS: SendLimits = { bytes: Number.POSITIVE_INFINITY, liveGraceMs: Number.POSITIVE_INFINITY };

/** One WebSocket client: anonymous until `session.login`. */
export class Connection {
  readonly id = nextConnID++;
  userID: string | null = null;
  platform = 'web';
  instanceID = 0;
  /** The live room this connection reads (one at a time unless `unlimitedLive`). */
  readonly liveRooms = new Set<string>();
  unlimitedLive = false;
  lastSeen = Date.now();
  sigTimer: NodeJS.Timeout | null = null;
  closed = false;
  /** True while this turn's frames are being gathered into one socket write (see `sendRaw`). */
  private corked = false;
  /** When this socket went above the send-buffer ceiling (performance.now()), 0 while below. */
  private slowSince = 0;

  /** `protocolVersion`: the version the client named when it connected, as protocolVersionOf reads it. */
  constructor(
    readonly ws: WebSocket,
    readonly nodeID: string,
    private readonly limits: SendLimits = NO_LIMITS,
    readonly protocolVersion = 1,
  ) {}

  /** True when the client reads live-room messages lean (protocol version 2 and later). */
  get leanLive(): boolean {
    return this.protocolVersion >= LEAN_LIVE_VERSION;
  }

  /**
   * Bytes written to this socket that the kernel has not taken yet: ws's own queue plus the socket's buffer, which
   * holds the raw fan-out frames and the frames of a corked turn too.
   */
  get bufferedBytes(): number {
    return this.ws.bufferedAmount;
  }

  /** A key unique across nodes (presence). */
  get key(): string {
    return `${this.nodeID}:${this.id}`;
  }

  /**
   * Sends an encoded frame; drops it when the socket is not open. Frames sent to one socket in the same turn of
   * the event loop (a send's answer and its own timeline push, say) leave in one system call: the socket is
   * corked on the first and uncorked when the turn's callbacks are done.
   */
  sendRaw(data: string | Buffer): void {
    if (this.closed || this.ws.readyState !== 1 || !this.roomForChat()) return;
    const socket = rawSocket(this.ws);
    if (socket && !this.corked) {
      this.corked = true;
      socket.cork();
      setImmediate(() => {
        this.corked = false;
        socket.uncork();
      });
    }
    this.ws.send(data, { binary: false });
  }

  /** Writes a frame prebuilt by `textFrame` (fan-out: the same bytes for every socket). */
  sendFrame(frame: Buffer): void {
    if (!this.closed && this.roomForChat()) this.writeFrame(frame);
  }

  /**
   * Offers a live-room batch. A viewer whose backlog is above the send-buffer ceiling skips it (the broadcast sequence shows the
   * client the gap) and is dropped once it has stayed above for the grace period. Returns true when written.
   */
  offerLiveFrame(frame: Buffer, now = performance.now()): boolean {
    if (this.closed) return false;
    if (this.bufferedBytes > this.limits.bytes) {
      this.noteSlow(now);
      return false;
    }
    this.slowSince = 0;
    return this.writeFrame(frame);
  }

  private writeFrame(frame: Buffer): boolean {
    if (this.closed || this.ws.readyState !== 1) return false;
    const socket = rawSocket(this.ws);
    if (!socket || socket.destroyed) return false;
    socket.write(frame);
    return true;
  }

  /**
   * Before a write on the chat path (answers, pushes). The ceiling applies to the backlog already queued, so one
   * large answer (a sync page can be a megabyte) still goes out to a client that reads. A socket whose backlog is
   * above the ceiling and that reads no live room is dropped at once (the client's sync recovers everything it
   * missed); a live viewer gets the live grace, and its chat frames are still written meanwhile.
   */
  private roomForChat(): boolean {
    if (this.bufferedBytes <= this.limits.bytes) return true;
    if (this.liveRooms.size === 0) this.dropSlow('chat');
    else this.noteSlow(performance.now());
    return !this.closed;
  }

  private noteSlow(now: number): void {
    if (!this.slowSince) this.slowSince = now;
    else if (now - this.slowSince >= this.limits.liveGraceMs) this.dropSlow('live');
  }

  /** Ends a slow reader at once: a close handshake would wait behind the very buffer that is the problem. */
  private dropSlow(kind: 'chat' | 'live'): void {
    if (this.closed) return;
    this.closed = true;
    if (this.sigTimer) clearTimeout(this.sigTimer);
    this.ws.terminate();
    this.limits.onDrop?.(kind);
  }

  /** Sends a typed push. */
  push<P extends PushName>(push: P, body: PushBodyMap[P]): void {
    this.sendRaw(JSON.stringify({ push, body }));
  }

  /** Closes the socket with a code from CLOSE_CODE. */
  close(code: number, reason = ''): void {
    if (this.closed) return;
    this.closed = true;
    if (this.sigTimer) clearTimeout(this.sigTimer);
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
  }
}
