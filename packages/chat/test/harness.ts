import { startImServer } from '@tifo/im';
import type { ImServer } from '@tifo/im';
import { signUserSig } from '@tifo/protocol/node';
import WebSocket from 'ws';
import { Chat, nodeTransport } from '../src';
import type { ChatOptions, EventMap, Transport, TransportSocket, WebSocketConstructor } from '../src';

/** The application and secret the test service is configured with. */
export const SDK_APP_ID = 1400000777;
const SECRET = 'chat-sdk-test-secret';

/** Starts a real messaging service on a random port with an in-memory SQLite database. */
export async function startService(
  config: Record<string, unknown> = {},
): Promise<ImServer & { url: string }> {
  const server = await startImServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: ':memory:',
      secret: SECRET,
      sdkAppID: SDK_APP_ID,
      logLevel: 'silent',
      sendRatePerSecond: 1000,
      ...config,
    },
  });
  return Object.assign(server, { url: `ws://127.0.0.1:${server.port}/im` });
}

/** A valid signature for `userID` (or an expired one). */
export function userSig(userID: string, expireSeconds = 3600): string {
  return signUserSig({ secret: SECRET, sdkAppID: SDK_APP_ID, userID, expireSeconds });
}

/** A new SDK instance on the test service, Node transport with `ws` injected (isolated: tests sign in many users). */
export function newChat(url: string, options: Partial<ChatOptions> = {}): Chat {
  return Chat.create({
    isolated: true,
    SDKAppID: SDK_APP_ID,
    server: url,
    transport: nodeTransport(WebSocket as unknown as WebSocketConstructor),
    backoff: { minDelay: 50, maxDelay: 500 },
    ...options,
  });
}

/** Resolves with the data of the next event `name` that satisfies `match` (rejects after `ms`). */
export function nextEvent<K extends keyof EventMap>(
  chat: Chat,
  name: K,
  match: (data: EventMap[K]) => boolean = () => true,
  ms = 5000,
): Promise<EventMap[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      chat.off(name, listener);
      reject(new Error(`no ${String(name)} event within ${ms} ms`));
    }, ms);
    const listener = (event: { data: EventMap[K] }) => {
      if (!match(event.data)) return;
      clearTimeout(timer);
      chat.off(name, listener);
      resolve(event.data);
    };
    chat.on(name, listener);
  });
}

/** Logs in and waits for SDK_READY. */
export async function ready(url: string, userID: string, options: Partial<ChatOptions> = {}): Promise<Chat> {
  const chat = newChat(url, { platform: `test-${Math.random().toString(36).slice(2, 8)}`, ...options });
  const isReady = nextEvent(chat, Chat.EVENT.SDK_READY);
  await chat.login({ userID, userSig: userSig(userID) });
  await isReady;
  return chat;
}

/** Collects every received message of a chat instance. */
export function inbox(chat: Chat): EventMap['onMessageReceived'] {
  const all: EventMap['onMessageReceived'] = [];
  chat.on(Chat.EVENT.MESSAGE_RECEIVED, (e) => all.push(...e.data));
  return all;
}

/** Polls `check` until it returns true (rejects after `ms`). */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The code of a rejected call or thrown error. */
export async function codeOf(run: () => unknown): Promise<number | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: number }).code;
  }
  return undefined;
}

/** A Node transport that a test can cut: drop open sockets and refuse new ones while blocked. */
export function cuttableTransport(): { transport: Transport; block(): void; unblock(): void } {
  const base = nodeTransport(WebSocket as unknown as WebSocketConstructor);
  let blocked = false;
  let open: TransportSocket[] = [];
  const transport: Transport = async (url, handlers) => {
    if (blocked) {
      setTimeout(() => handlers.onClose(1006, 'network down'), 5);
      return { send: () => {}, close: () => {} };
    }
    const socket = await base(url, handlers);
    open.push(socket);
    return socket;
  };
  return {
    transport,
    block() {
      blocked = true;
      for (const s of open) s.close(1000, 'cut');
      open = [];
    },
    unblock() {
      blocked = false;
    },
  };
}

/** Calls the service's admin REST API on its admin listener (`adminPort`), signed as the administrator. */
export async function admin(
  port: number,
  route: string,
  body: unknown,
): Promise<{ code: number; data: unknown }> {
  const sig = signUserSig({
    secret: SECRET,
    sdkAppID: SDK_APP_ID,
    userID: 'administrator',
    expireSeconds: 600,
  });
  const url = `http://127.0.0.1:${port}/im/admin/${route}?sdkappid=${SDK_APP_ID}&identifier=administrator&usersig=${encodeURIComponent(sig)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: unknown };
}
