import type { Transport, TransportSocket, WebSocketConstructor } from './types';
import { webSocketTransport } from './websocket';

/**
 * Node adapter over `ws`. Pass the `ws` class to avoid any dynamic import; otherwise `ws` is
 * imported on first connect through a computed specifier, so browser bundlers never pull it in.
 */
export function nodeTransport(WebSocketClass?: WebSocketConstructor): Transport {
  let ready: Promise<Transport> | null = WebSocketClass
    ? Promise.resolve(webSocketTransport(WebSocketClass))
    : null;
  return (url, handlers): Promise<TransportSocket> => {
    ready ??= loadWs().then(webSocketTransport);
    return ready.then((transport) => transport(url, handlers));
  };
}

async function loadWs(): Promise<WebSocketConstructor> {
  const specifier = ['w', 's'].join('');
  const mod = (await import(/* @vite-ignore */ specifier)) as {
    default?: WebSocketConstructor;
    WebSocket?: WebSocketConstructor;
  };
  const ctor = mod.WebSocket ?? mod.default;
  if (!ctor) throw new Error('the ws package did not export a WebSocket class');
  return ctor;
}
