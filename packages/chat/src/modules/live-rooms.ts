import { LONG_POLL_PATH, PROTOCOL_VERSION, fullLiveMessage } from '@tifo/protocol';
import type { LongPollRequest, LongPollResponse, WireMessage } from '@tifo/protocol';
import { ChatError, chatError } from '../core/errors';

/** Polling intervals of spec 9 (ms). */
export const POLL_INTERVALS = {
  base: 300,
  max: 2000,
  extra: 2000,
  emptyBeforeSlow: 20,
  holdSeconds: 90,
} as const;

/** What a poller needs: where to post, what to do with messages, and a sleep it can be woken from. */
interface LongPollDeps {
  httpBase(): string;
  onMessages(groupID: string, messages: WireMessage[]): void;
  onError(groupID: string, error: ChatError): void;
  /** The room no longer exists; the poller has stopped. */
  onGone?(groupID: string): void;
  fetch?: typeof fetch;
}

/**
 * One anonymous reader of one live room over HTTP long poll: the server holds each request up to
 * 90 s until there is a message; between polls it waits 300 ms, 2300 ms after 20 empty answers in
 * a row, and 2000 ms after a failure (spec 4, spec 9).
 */
export class LongPoller {
  private key = '';
  private nextSeq = 0;
  private empty = 0;
  private stopped = false;
  private abort: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly groupID: string,
    private readonly deps: LongPollDeps,
  ) {}

  /** The anonymous join: one poll without a key returns the key and the room's broadcast sequence. */
  async start(): Promise<void> {
    const first = await this.post({ groupID: this.groupID });
    this.key = first.key;
    this.nextSeq = first.nextBroadcastSeq;
    this.deliver(first);
    this.schedule(POLL_INTERVALS.base);
  }

  /** Stops polling (quit, logout, destroy, another room joined). */
  stop(): void {
    this.stopped = true;
    this.abort?.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.loop(), delay);
  }

  private async loop(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    try {
      const res = await this.post({
        groupID: this.groupID,
        key: this.key,
        startBroadcastSeq: this.nextSeq,
        holdTime: POLL_INTERVALS.holdSeconds,
      });
      this.key = res.key || this.key;
      this.nextSeq = Math.max(this.nextSeq, res.nextBroadcastSeq);
      if (res.messageList.length > 0) {
        this.empty = 0;
        this.deliver(res);
      } else this.empty += 1;
      const slow = this.empty >= POLL_INTERVALS.emptyBeforeSlow;
      this.schedule(slow ? POLL_INTERVALS.base + POLL_INTERVALS.extra : POLL_INTERVALS.base);
    } catch (error) {
      if (this.stopped) return;
      const failure = error instanceof ChatError ? error : chatError('NETWORK_ERROR');
      this.deps.onError(this.groupID, failure);
      // The room is gone (dismissed): polling it again cannot succeed.
      if (failure.code === chatError('GROUP_NOT_FOUND').code) {
        this.stop();
        this.deps.onGone?.(this.groupID);
        return;
      }
      this.schedule(POLL_INTERVALS.max);
    }
  }

  /** Hands an answer's messages on, whole (the service sends them lean, protocol version 2). */
  private deliver(res: LongPollResponse): void {
    if (res.messageList.length === 0) return;
    this.deps.onMessages(
      this.groupID,
      res.messageList.map((m) => fullLiveMessage(m, this.groupID)),
    );
  }

  private async post(request: LongPollRequest): Promise<LongPollResponse> {
    const body: LongPollRequest = { ...request, protocolVersion: PROTOCOL_VERSION };
    const doFetch = this.deps.fetch ?? fetch;
    this.abort = new AbortController();
    const hold = (body.holdTime ?? 0) * 1000;
    const timeout = setTimeout(() => this.abort?.abort(), hold + 15_000);
    try {
      const response = await doFetch(this.deps.httpBase() + LONG_POLL_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: this.abort.signal,
      });
      const json = (await response.json()) as LongPollResponse;
      if (json.code !== 0) throw new ChatError(json.code, json.message, json);
      return json;
    } catch (error) {
      if (error instanceof ChatError) throw error;
      throw chatError('NETWORK_ERROR', 'live room long poll failed');
    } finally {
      clearTimeout(timeout);
    }
  }
}
