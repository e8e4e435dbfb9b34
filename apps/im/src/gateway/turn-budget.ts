import type { RawData, WebSocket } from 'ws';

/** Frames one connection may have handled in one turn of the event loop before the rest wait for the next. */
export const FRAMES_PER_TURN = 8;

/**
 * Per-connection fairness of the event loop. `ws` hands over every frame of a read at once: a client that sends
 * hundreds of frames in one burst (a flood of live-room sends) would have all of them parsed and dispatched
 * before any other socket is read, and when the service is short of CPU each such burst delays every other room.
 * Here a connection handles at most FRAMES_PER_TURN frames per turn; the rest wait in order, and the socket stops
 * being read (TCP pushes back on the sender) until they are done. Other connections are read in between.
 */
export class TurnBudget {
  private used = 0;
  private readonly waiting: { data: RawData; isBinary: boolean }[] = [];
  private scheduled = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly handle: (data: RawData, isBinary: boolean) => void,
  ) {}

  /** A frame from the socket: handled now when the budget allows, else queued behind the others. */
  offer(data: RawData, isBinary: boolean): void {
    if (this.waiting.length || this.used >= FRAMES_PER_TURN) {
      this.waiting.push({ data, isBinary });
      if (!this.ws.isPaused) this.ws.pause();
    } else {
      this.used += 1;
      this.handle(data, isBinary);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.nextTurn());
  }

  private nextTurn(): void {
    this.scheduled = false;
    this.used = 0;
    while (this.waiting.length && this.used < FRAMES_PER_TURN) {
      const next = this.waiting.shift()!;
      this.used += 1;
      this.handle(next.data, next.isBinary);
    }
    if (this.waiting.length) this.schedule();
    else {
      if (this.ws.isPaused && this.ws.readyState === 1) this.ws.resume();
      if (this.used) this.schedule();
    }
  }
}
