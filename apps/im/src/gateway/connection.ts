import type { WebSocket } from 'ws';
import type { PushBodyMap, PushName } from '@tifo/protocol';
import { rawSocket } from './frame';

let nextConnID = 1;

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

  constructor(
    readonly ws: WebSocket,
    readonly nodeID: string,
  ) {}

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
    if (this.closed || this.ws.readyState !== 1) return;
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
    if (this.closed || this.ws.readyState !== 1) return;
    const socket = rawSocket(this.ws);
    if (socket && !socket.destroyed) socket.write(frame);
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
