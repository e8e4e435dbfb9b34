import { CLOSE_CODE, isPushFrame, isResponseFrame, withProtocolVersion } from '@tifo/protocol';
import type { PushFrame, RequestFrame, ResponseFrame } from '@tifo/protocol';
import { DEFAULT_BACKOFF, backoffDelay } from '../core/backoff';
import type { BackoffOptions } from '../core/backoff';
import { ChatError, chatError } from '../core/errors';
import { realTimers } from '../core/throttle';
import type { Timers } from '../core/throttle';
import type { Transport, TransportSocket } from '../transport/types';
import { PendingRequests } from './pending';
import type { RequestOptions } from './pending';
import { ServerRotation } from './servers';

/** The network states reported to the host (NET_STATE_CHANGE), emitted only on change. */
export type NetState = 'connected' | 'connecting' | 'disconnected';

/** Callbacks from the connection to its owner (the Chat object). */
export interface ConnectionHooks {
  /** The socket opened; `reconnect` is true when it replaces a lost one. */
  onOpen(reconnect: boolean): void;
  /** The socket closed (any reason); authenticated requests now wait for the next login. */
  onDrop(code: number): void;
  /** A push frame arrived. */
  onPush(frame: PushFrame): void;
  /** The network state changed. */
  onNetState(state: NetState): void;
  /** Quick retries failed and the probe says the network is down (reconnect-failed). */
  onReconnectFailed(): void;
}

/** Options of a connection; times in milliseconds. */
interface ConnectionOptions {
  /** Address rotation: default, backup, anycast ... (spec 4). */
  servers: string[];
  /** When set, always used instead of the rotation. */
  proxyServer?: string;
  transport: Transport;
  /** Command used as ping once the socket has been idle for `pingIdleMs`. */
  pingCmd: string;
  timers?: Timers;
  backoff?: BackoffOptions;
  /** Reconnects attempted before probing the network (spec: 3). */
  quickRetries?: number;
  /** Network probe; true when the network is usable. */
  probe?: (server: string) => Promise<boolean>;
  requestTimeoutMs?: number;
  pingIdleMs?: number;
  heartbeatMs?: number;
  /** Most requests that may wait for a socket (spec 9: 100). */
  maxQueued?: number;
}

/** A close within this time of opening counts as a failed attempt (spec 4). */
const EARLY_CLOSE_MS = 1000;

/**
 * One logical connection to the service over successive sockets: opens, pings when idle,
 * reconnects with jittered backoff and address rotation, probes the network after the quick
 * retries, and holds requests until a socket (and for authenticated ones, a login) is there,
 * resending those in flight when a socket drops.
 */
export class Connection {
  private socket: TransportSocket | null = null;
  private opening = false;
  private netState: NetState = 'disconnected';
  private wanted = false;
  private authenticated = false;
  private openedAt = 0;
  private lastReceived = 0;
  private attempts = 0;
  private everOpened = false;
  private opened = 0;
  private reconnectTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private pinging = false;
  private readonly timers: Timers;
  private readonly rotation: ServerRotation;
  private readonly pending: PendingRequests;

  constructor(
    private readonly options: ConnectionOptions,
    private readonly hooks: ConnectionHooks,
  ) {
    this.timers = options.timers ?? realTimers;
    this.rotation = new ServerRotation(options.servers, options.proxyServer);
    this.pending = new PendingRequests(
      this.timers,
      options.requestTimeoutMs ?? 15_000,
      options.maxQueued ?? 100,
    );
  }

  /** The current network state. */
  get state(): NetState {
    return this.netState;
  }

  /** Counts opened sockets, so a caller can tell whether the socket changed under it. */
  get epoch(): number {
    return this.opened;
  }

  /** The address the next socket will use. */
  get server(): string {
    return this.rotation.current;
  }

  /** Opens the connection (idempotent); reconnects automatically until `close()`. */
  open(): void {
    this.wanted = true;
    if (this.socket || this.opening || this.reconnectTimer !== null) return;
    this.connectNow();
  }

  /** Closes for good: no reconnect; queued and in-flight requests fail with `reason`. */
  close(reason: ChatError = chatError('NETWORK_ERROR', 'connection closed')): void {
    this.wanted = false;
    this.authenticated = false;
    this.clearTimer('reconnectTimer');
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close(CLOSE_CODE.NORMAL, 'client close');
    this.pending.failAll(reason);
    this.setNetState('disconnected');
  }

  /** Drops the current socket and reconnects at once (REST kick, expired key, tests). */
  reconnect(): void {
    if (!this.wanted) return;
    this.socket?.close(CLOSE_CODE.RECONNECT, 'client reconnect');
    this.onSocketGone(CLOSE_CODE.RECONNECT, true);
  }

  /** Marks the session as logged in (or not); logged-in requests are flushed when it becomes true. */
  setAuthenticated(value: boolean): void {
    this.authenticated = value;
    if (value) this.flush();
  }

  /**
   * Sends a request and resolves with the response body (code 0) or rejects with a ChatError
   * (the server's code, 2801 on timeout, 2800 when the queue is full or the connection closed).
   */
  request<R = unknown>(cmd: string, body: unknown, options: RequestOptions = {}): Promise<R> {
    const { promise } = this.pending.add(cmd, body, options);
    this.flush();
    return promise as Promise<R>;
  }

  private connectNow(): void {
    this.reconnectTimer = null;
    if (!this.wanted || this.socket || this.opening) return;
    this.opening = true;
    this.setNetState('connecting');
    // The service answers in the highest protocol version both sides speak (live rooms: lean messages).
    const url = withProtocolVersion(this.rotation.current);
    let socket: TransportSocket | null = null;
    const isCurrent = () => socket !== null && this.socket === socket;
    const opened = this.options.transport(url, {
      onOpen: () => isCurrent() && this.onSocketOpen(),
      onMessage: (data) => isCurrent() && this.onSocketMessage(data),
      onClose: (code) => isCurrent() && this.onSocketGone(code, false),
      // An error is followed by a close in every runtime; the close does the bookkeeping.
      onError: () => {},
    });
    Promise.resolve(opened).then(
      (s) => {
        this.opening = false;
        socket = s;
        if (!this.wanted || this.socket) {
          s.close(CLOSE_CODE.NORMAL, 'superseded');
          return;
        }
        this.socket = s;
      },
      () => {
        this.opening = false;
        this.scheduleReconnect(true);
      },
    );
  }

  private onSocketOpen(): void {
    const reconnect = this.everOpened;
    this.everOpened = true;
    this.opened += 1;
    this.openedAt = this.timers.now();
    this.lastReceived = this.openedAt;
    this.setNetState('connected');
    this.startHeartbeat();
    this.hooks.onOpen(reconnect);
    this.flush();
  }

  private onSocketMessage(data: string): void {
    this.lastReceived = this.timers.now();
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return; // Unparseable data is ignored (spec 8: logged); the socket stays up.
    }
    if (isResponseFrame(frame)) this.onResponse(frame);
    else if (isPushFrame(frame)) this.hooks.onPush(frame);
  }

  private onResponse(frame: ResponseFrame): void {
    // The attempt counter resets on the first answered request, not on open: a server that
    // accepts sockets and drops them at once must still back off.
    this.attempts = 0;
    this.pending.settle(frame);
  }

  private onSocketGone(code: number, immediate: boolean): void {
    if (!this.socket) return;
    const early = this.timers.now() - this.openedAt < EARLY_CLOSE_MS;
    this.socket = null;
    this.authenticated = false;
    this.pinging = false;
    this.stopHeartbeat();
    this.pending.requeueInFlight();
    this.hooks.onDrop(code);
    if (!this.wanted) return;
    this.setNetState('connecting');
    if (immediate) {
      this.connectNow();
      return;
    }
    this.scheduleReconnect(early);
  }

  private scheduleReconnect(failed: boolean): void {
    if (!this.wanted || this.reconnectTimer !== null) return;
    if (failed) this.rotation.next();
    this.attempts += 1;
    const quick = this.options.quickRetries ?? 3;
    const delay = backoffDelay(this.attempts - 1, this.options.backoff ?? DEFAULT_BACKOFF);
    if (this.attempts <= quick || !this.options.probe) {
      this.reconnectTimer = this.timers.setTimeout(() => this.connectNow(), delay);
      return;
    }
    // Fourth attempt and later: probe first. A failed probe reports reconnect-failed and keeps
    // trying at the slow end of the backoff, so a network that comes back is picked up.
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      const probe = this.options.probe;
      if (!probe || !this.wanted) return;
      probe(this.rotation.current).then(
        (ok) => this.afterProbe(ok),
        () => this.afterProbe(false),
      );
    }, delay);
  }

  private afterProbe(ok: boolean): void {
    if (!this.wanted || this.socket) return;
    if (ok) {
      this.connectNow();
      return;
    }
    this.setNetState('disconnected');
    this.hooks.onReconnectFailed();
    this.scheduleReconnect(true);
  }

  /** Wakes a waiting reconnect at once (the browser's `online` event). */
  networkRegained(): void {
    if (!this.wanted || this.socket) return;
    this.clearTimer('reconnectTimer');
    this.attempts = 0;
    this.connectNow();
  }

  /** The browser says the network is gone: report it and drop the socket. */
  networkLost(): void {
    this.setNetState('disconnected');
    if (this.socket) {
      this.socket.close(CLOSE_CODE.RECONNECT, 'offline');
      this.onSocketGone(CLOSE_CODE.RECONNECT, false);
    }
  }

  private flush(): void {
    const socket = this.socket;
    if (!socket || this.netState !== 'connected') return;
    for (const frame of this.pending.takeSendable(this.authenticated)) {
      socket.send(JSON.stringify(frame satisfies RequestFrame));
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const tick = this.options.heartbeatMs ?? 3000;
    const idle = this.options.pingIdleMs ?? 10_000;
    const beat = () => {
      this.heartbeatTimer = this.timers.setTimeout(beat, tick);
      if (!this.socket || !this.authenticated || this.pinging) return;
      if (this.timers.now() - this.lastReceived < idle) return;
      this.pinging = true;
      const sent = this.socket;
      this.request(this.options.pingCmd, {}, { timeoutMs: idle })
        .catch((error: unknown) => {
          // A ping that times out means the socket is dead even if no close came (half-open TCP).
          if (error instanceof ChatError && error.code === chatError('NETWORK_TIMEOUT').code) {
            if (this.socket === sent) this.reconnect();
          }
        })
        .finally(() => {
          this.pinging = false;
        });
    };
    this.heartbeatTimer = this.timers.setTimeout(beat, tick);
  }

  private stopHeartbeat(): void {
    this.clearTimer('heartbeatTimer');
  }

  private clearTimer(name: 'reconnectTimer' | 'heartbeatTimer'): void {
    if (this[name] !== null) this.timers.clearTimeout(this[name]);
    this[name] = null;
  }

  private setNetState(state: NetState): void {
    if (state === this.netState) return;
    this.netState = state;
    this.hooks.onNetState(state);
  }
}
