// mpegts.js's network loader for live FLV, through its `customLoader` slot: it reads the stream fetched early by
// early-stream.ts when there is one, and fetches it itself otherwise (a reconnect, a quality switch). What it
// does beyond that mirrors mpegts.js's own FetchStreamLoader for a live stream: one GET, chunks handed over as
// they arrive, the end of the body reported as complete (the anchor stopped) and failures as errors.
import type Mpegts from 'mpegts.js';
import { claimEarlyStream } from './early-stream';

// mpegts.js's LoaderStatus and LoaderErrors values (its typings declare them as interfaces only).
const STATUS = { idle: 0, connecting: 1, buffering: 2, error: 3, complete: 4 } as const;
const ERRORS = {
  exception: 'Exception',
  httpStatus: 'HttpStatusCodeInvalid',
  earlyEof: 'EarlyEof',
} as const;

type Loader = Mpegts.BaseLoader;
// mpegts.js's typings give onError's first parameter the type of the whole LoaderErrors table; it receives one
// of its values.
type LoaderError = Parameters<Loader['onError']>[0];
const asLoaderError = (value: string) => value as unknown as LoaderError;

/** The loader class mpegts.js instantiates per connection. */
export class LiveFlvLoader implements Loader {
  _status: number = STATUS.idle;
  _needStash = true;
  readonly type = 'live-flv-fetch';
  onContentLengthKnown: Loader['onContentLengthKnown'] = () => undefined;
  onURLRedirect: Loader['onURLRedirect'] = () => undefined;
  onDataArrival: Loader['onDataArrival'] = () => undefined;
  onError: Loader['onError'] = () => undefined;
  onComplete: Loader['onComplete'] = () => undefined;
  private abortController: AbortController | null = null;
  private received = 0;

  get status(): number {
    return this._status;
  }

  get needStashBuffer(): boolean {
    return this._needStash;
  }

  isWorking(): boolean {
    return this._status === STATUS.connecting || this._status === STATUS.buffering;
  }

  open(dataSource: Mpegts.MediaSegment, range: Mpegts.Range): void {
    const early = claimEarlyStream(dataSource.url);
    this.abortController = early?.abort ?? new AbortController();
    const response =
      early?.response ??
      fetch(dataSource.url, { signal: this.abortController.signal, mode: 'cors', cache: 'default' });
    this._status = STATUS.connecting;
    void this.read(response, range.from);
  }

  abort(): void {
    this.abortController?.abort();
    this._status = STATUS.complete;
  }

  destroy(): void {
    if (this.isWorking()) this.abort();
    this.abortController = null;
  }

  private get aborted(): boolean {
    return this.abortController?.signal.aborted ?? true;
  }

  private fail(type: LoaderError, code: number, msg: string): void {
    if (this.aborted) return;
    this._status = STATUS.error;
    this.onError(type, { code, msg });
  }

  private async read(response: Promise<Response>, from: number): Promise<void> {
    try {
      const res = await response;
      if (this.aborted) return void res.body?.cancel().catch(() => undefined);
      if (!res.ok || !res.body) {
        return this.fail(asLoaderError(ERRORS.httpStatus), res.status, res.statusText);
      }
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (this.aborted) return void reader.cancel().catch(() => undefined);
        if (done) {
          this._status = STATUS.complete;
          return this.onComplete(from, from + this.received - 1);
        }
        this._status = STATUS.buffering;
        const chunk =
          value.byteOffset === 0 && value.byteLength === value.buffer.byteLength
            ? (value.buffer as ArrayBuffer)
            : (value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer);
        const start = from + this.received;
        this.received += chunk.byteLength;
        this.onDataArrival(chunk, start, this.received);
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // A connection cut mid-stream is an early end (mpegts.js retries those); anything else is an exception.
      const type = this.received > 0 ? ERRORS.earlyEof : ERRORS.exception;
      this.fail(asLoaderError(type), -1, message);
    }
  }
}
