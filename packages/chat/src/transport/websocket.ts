import type { Transport, TransportHandlers, TransportSocket, WebSocketConstructor } from './types';

function textOf(data: unknown): string | null {
  if (typeof data === 'string') return data;
  // `ws` hands Buffers (or Buffer lists) for text frames when binaryType is not set.
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  if (Array.isArray(data)) return data.map((part) => textOf(part) ?? '').join('');
  return null;
}

/**
 * Wraps any WebSocket class with the DOM event-handler API (the browser's, a worker's, or `ws`,
 * which implements the same `onopen/onmessage/onclose/onerror` properties).
 */
export function webSocketTransport(Ctor: WebSocketConstructor): Transport {
  return (url: string, handlers: TransportHandlers): TransportSocket => {
    const socket = new Ctor(url);
    socket.onopen = () => handlers.onOpen();
    socket.onmessage = (ev) => {
      const text = textOf(ev.data);
      if (text !== null) handlers.onMessage(text);
    };
    socket.onclose = (ev) => handlers.onClose(ev.code, ev.reason);
    socket.onerror = (ev) => handlers.onError(ev);
    return {
      send: (data) => socket.send(data),
      close: (code, reason) => {
        try {
          socket.close(code, reason);
        } catch {
          // Closing a socket that never opened throws in some runtimes; it is closed either way.
        }
      },
    };
  };
}

/** The browser's (or web worker's) global WebSocket, or null outside such runtimes. */
export function globalWebSocket(): WebSocketConstructor | null {
  const ctor = (globalThis as { WebSocket?: unknown }).WebSocket;
  return typeof ctor === 'function' ? (ctor as WebSocketConstructor) : null;
}

/** Browser adapter: the window's WebSocket. */
export function browserTransport(): Transport {
  const ctor = globalWebSocket();
  if (!ctor) throw new Error('WebSocket is not available in this runtime');
  return webSocketTransport(ctor);
}

/** Web worker adapter: a dedicated or shared worker's WebSocket (same API as the window's). */
export function workerTransport(): Transport {
  return browserTransport();
}
