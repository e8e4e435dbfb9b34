import type { CommandName, RequestBody, ResponseBody } from '@tifo/protocol';
import type { EventMap } from '../constants/events';
import type { RequestOptions } from '../connection/pending';

/** What the per-area modules need from the Chat object; keeps modules free of the lifecycle. */
export interface ChatContext {
  /** The logged-in user ('' when anonymous). */
  readonly userID: string;
  /** Sends a typed command and resolves with the response body. */
  request<C extends CommandName>(
    cmd: C,
    body: RequestBody<C>,
    options?: RequestOptions,
  ): Promise<ResponseBody<C>>;
  /** Emits an event to the host. */
  emit<K extends keyof EventMap>(name: K, data: EventMap[K]): void;
  /** The service's HTTP base (for the live-room long poll), derived from the socket address. */
  httpBase(): string;
}

/** The promise shape of every public call: `{code: 0, data}`. */
export interface ChatResponse<T> {
  code: 0;
  data: T;
}

/** Wraps a result in `{code: 0, data}`. */
export function ok<T>(data: T): ChatResponse<T> {
  return { code: 0, data };
}
