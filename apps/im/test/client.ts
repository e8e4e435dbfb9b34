import { WebSocket } from 'ws';
import type { CommandMap, CommandName, PushFrame, ResponseFrame } from '@tifo/protocol';
import { signUserSig } from '@tifo/protocol/node';

/** Secret and app ID the tests run the service with. */
export const TEST_SECRET = 'test-secret';
export const TEST_APP = 1400000001;

/** A user signature for tests. */
export function sig(userID: string, expireSeconds = 3600): string {
  return signUserSig({ secret: TEST_SECRET, sdkAppID: TEST_APP, userID, expireSeconds });
}

/** A failed call: the response code and message. */
export class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(`${code} ${message}`);
  }
}

/** A minimal protocol client for tests: requests with seq, pushes recorded, waiters. */
export class TestClient {
  private seq = 0;
  private readonly pending = new Map<number, (r: ResponseFrame) => void>();
  readonly pushes: PushFrame[] = [];
  private readonly listeners = new Set<(p: PushFrame) => void>();
  closeCode: number | null = null;
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ResponseFrame | PushFrame;
      if ('push' in frame) {
        this.pushes.push(frame);
        for (const l of this.listeners) l(frame);
      } else {
        this.pending.get(frame.seq)?.(frame);
        this.pending.delete(frame.seq);
      }
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        for (const [, r] of this.pending) r({ seq: -1, code: 2800, message: 'closed', body: {} });
        this.pending.clear();
        resolve(code);
      }),
    );
  }

  /** Connects to the gateway; `query` is the socket address's query, e.g. `?v=2` (a protocol version). */
  static connect(port: number, query = ''): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/im${query}`);
      const c = new TestClient(ws);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }

  /** Sends a request and resolves with the whole response frame. */
  request(cmd: string, body: unknown): Promise<ResponseFrame> {
    const seq = ++this.seq;
    return new Promise((resolve) => {
      this.pending.set(seq, resolve);
      this.ws.send(JSON.stringify({ cmd, seq, body }));
    });
  }

  /** Sends a typed request; resolves with the body or rejects with CallError. */
  async call<C extends CommandName>(
    cmd: C,
    body: CommandMap[C]['req'] | Record<string, unknown>,
  ): Promise<CommandMap[C]['res']> {
    const r = await this.request(cmd, body);
    if (r.code !== 0) throw new CallError(r.code, r.message, r.body);
    return r.body as CommandMap[C]['res'];
  }

  /** Logs in with a valid signature. */
  login(userID: string, extra: Record<string, unknown> = {}) {
    return this.call('session.login', { SDKAppID: TEST_APP, userID, userSig: sig(userID), ...extra });
  }

  /** Resolves with the first push (already received or future) matching `pred`. */
  waitPush<B = unknown>(pred: (p: PushFrame) => boolean, timeoutMs = 3000): Promise<PushFrame<string, B>> {
    const found = this.pushes.find(pred);
    if (found) return Promise.resolve(found as PushFrame<string, B>);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        this.listeners.delete(l);
        reject(new Error('push timeout'));
      }, timeoutMs);
      const l = (p: PushFrame) => {
        if (!pred(p)) return;
        clearTimeout(t);
        this.listeners.delete(l);
        resolve(p as PushFrame<string, B>);
      };
      this.listeners.add(l);
    });
  }

  /** Registers a push listener. */
  onPush(l: (p: PushFrame) => void): void {
    this.listeners.add(l);
  }

  close(): void {
    this.ws.close();
  }
}

/** The error code of a failing call (fails the test if the call succeeds). */
export async function codeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (e) {
    if (e instanceof CallError) return e.code;
    throw e;
  }
  throw new Error('expected the call to fail');
}
