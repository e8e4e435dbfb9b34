import type { RequestFrame, ResponseFrame } from '@tifo/protocol';
import { ChatError, chatError } from '../core/errors';
import type { Timers } from '../core/throttle';

/** Per-request options. */
export interface RequestOptions {
  /** Overall limit from the call to the answer (spec 9: 15 s; login 90 s). */
  timeoutMs?: number;
  /** False for requests that may go before login (login itself). Default true. */
  auth?: boolean;
}

interface Entry {
  frame: RequestFrame;
  auth: boolean;
  sent: boolean;
  timer: unknown;
  resolve(body: unknown): void;
  reject(error: ChatError): void;
}

/** Sequence numbers run to this value and restart at 1 (spec 9). */
const MAX_SEQ = 2415919103;

/**
 * Requests by sequence: waiting for a socket, or sent and waiting for their answer. A request
 * whose socket dropped goes back to waiting and is resent on the next socket; its timeout keeps
 * running from the original call, so a caller never waits longer than its limit.
 */
export class PendingRequests {
  private seq = 0;
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly timers: Timers,
    private readonly defaultTimeoutMs: number,
    private readonly maxQueued: number,
  ) {}

  /** Registers a request; it is sent by the next `takeSendable`. */
  add(cmd: string, body: unknown, options: RequestOptions): { seq: number; promise: Promise<unknown> } {
    this.seq = this.seq >= MAX_SEQ ? 1 : this.seq + 1;
    const seq = this.seq;
    const promise = new Promise<unknown>((resolve, reject) => {
      const waiting = [...this.entries.values()].filter((e) => !e.sent).length;
      if (waiting >= this.maxQueued) {
        reject(chatError('NETWORK_ERROR', 'too many requests waiting for the network'));
        return;
      }
      const timer = this.timers.setTimeout(() => {
        this.entries.delete(seq);
        reject(chatError('NETWORK_TIMEOUT', `${cmd}: no answer in time`));
      }, options.timeoutMs ?? this.defaultTimeoutMs);
      this.entries.set(seq, {
        frame: { cmd, seq, body },
        auth: options.auth ?? true,
        sent: false,
        timer,
        resolve,
        reject,
      });
    });
    return { seq, promise };
  }

  /** Marks as sent and returns the frames that may go now (all, or only non-auth before login). */
  takeSendable(authenticated: boolean): RequestFrame[] {
    const out: RequestFrame[] = [];
    for (const entry of this.entries.values()) {
      if (entry.sent || (entry.auth && !authenticated)) continue;
      entry.sent = true;
      out.push(entry.frame);
    }
    return out;
  }

  /** Resolves or rejects the request a response answers; unknown sequences are ignored. */
  settle(frame: ResponseFrame): void {
    const entry = this.entries.get(frame.seq);
    if (!entry) return;
    this.entries.delete(frame.seq);
    this.timers.clearTimeout(entry.timer);
    if (frame.code === 0) entry.resolve(frame.body);
    else entry.reject(new ChatError(frame.code, frame.message, frame.body));
  }

  /** After a socket drop: every sent request waits again for the next socket. */
  requeueInFlight(): void {
    for (const entry of this.entries.values()) entry.sent = false;
  }

  /** Rejects everything (close, logout, destroy). */
  failAll(error: ChatError): void {
    for (const entry of this.entries.values()) {
      this.timers.clearTimeout(entry.timer);
      entry.reject(error);
    }
    this.entries.clear();
  }

  /** Number of requests not yet answered. */
  get size(): number {
    return this.entries.size;
  }
}
