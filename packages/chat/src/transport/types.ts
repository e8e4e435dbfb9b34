/** What a transport adapter reports back to the connection. */
export interface TransportHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(code: number, reason: string): void;
  onError(error: unknown): void;
}

/** An open (or opening) socket, whatever the runtime. */
export interface TransportSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * Opens a socket to `url`. Browser and worker adapters return at once; the Node adapter may load
 * `ws` lazily and so returns a promise.
 */
export type Transport = (
  url: string,
  handlers: TransportHandlers,
) => TransportSocket | Promise<TransportSocket>;

/** The constructor shape shared by the DOM WebSocket and `ws` (so `ws` can be injected). */
interface WebSocketLike {
  readonly readyState: number;
  onopen: ((this: never, ev: never) => unknown) | null;
  onmessage: ((this: never, ev: { data: unknown }) => unknown) | null;
  onclose: ((this: never, ev: { code: number; reason: string }) => unknown) | null;
  onerror: ((this: never, ev: unknown) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket class: `new (url) => socket`. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;
