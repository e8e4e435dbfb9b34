import type { BackoffOptions } from './core/backoff';
import type { Transport } from './transport/types';

/** Options of `Chat.create`. */
export interface ChatOptions {
  /** The application ID the user signatures are issued for. */
  SDKAppID: number;
  /**
   * Where the service is: `ws://host/im`, or a rotation list (default, backup, anycast); the
   * default is the page's own host (`/im` on the same origin) in a browser.
   */
  server?: string | string[];
  /** A proxy address that overrides the rotation (spec 4). */
  proxyServer?: string;
  /** Transport adapter; default: the global WebSocket in browsers and workers, `ws` in Node. */
  transport?: Transport;
  /** Platform reported at login (the service allows one session per user and platform). */
  platform?: string;
  /** Allow several live rooms at once (default: joining one leaves the previous). */
  unlimitedAVChatRoom?: boolean;
  /** Request timeout in ms (default 15 000; login 90 000). */
  requestTimeout?: number;
  /** Reconnect backoff (ms). */
  backoff?: BackoffOptions;
  /** Network probe used after three quick reconnect attempts; default: `navigator.onLine` plus an HTTP request. */
  probe?: (server: string) => Promise<boolean>;
  /**
   * Not in the Tencent SDK: a new instance even when one exists for this SDKAppID. `Chat.create` returns
   * one instance per SDKAppID, as Tencent's does; Node processes and tests that sign in several users at
   * once, and a page that reads a second live room beside its session, ask for their own.
   */
  isolated?: boolean;
  /** Accepted for hosts written for the Tencent SDK (its international site flag); there is one service here. */
  oversea?: boolean;
  /**
   * Not in the Tencent SDK: the Tifo API's address for the SDK's own file uploads (image, sound, video and file
   * messages without an upload plugin). Default: the messaging server's origin, right when the service is
   * reached through the API's /im (the product's set-up).
   */
  uploadServer?: string;
}

/** Options of `login` (Tencent's LOGIN_OPTIONS). */
export interface LoginOptions {
  userID: string;
  userSig: string;
}

/** Turns a socket address into the service's HTTP origin (ws -> http, wss -> https, path dropped). */
export function httpOrigin(server: string): string {
  const url = new URL(server);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  return url.origin;
}

/** The default server: the page's origin in a browser, else localhost. */
export function defaultServer(): string {
  const location = (globalThis as { location?: { protocol: string; host: string } }).location;
  if (location?.host) return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/im`;
  return 'ws://127.0.0.1:3001/im';
}

/** Default network probe: the browser's onLine flag, then any HTTP answer from the service within 3 s. */
export async function defaultProbe(server: string): Promise<boolean> {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  if (nav && nav.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3000);
  try {
    // no-cors: any answer (even opaque, cross-origin) proves the network path is up.
    await fetch(httpOrigin(server), { method: 'GET', mode: 'no-cors', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
