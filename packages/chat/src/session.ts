import { CMD, ERROR_CODES, KICK_TYPE } from '@tifo/protocol';
import type {
  CommandName,
  KickType,
  LoginResponse,
  PushFrame,
  RequestBody,
  ResponseBody,
} from '@tifo/protocol';
import { defaultProbe, defaultServer, httpOrigin } from './chat-options';
import type { ChatOptions } from './chat-options';
import { KICKED_OUT_TYPE } from './constants/types';
import { Connection } from './connection/connection';
import type { NetState } from './connection/connection';
import type { RequestOptions } from './connection/pending';
import type { ChatContext } from './core/context';
import { TypedEmitter } from './core/emitter';
import { ChatError, chatError } from './core/errors';
import { Logger } from './core/logger';
import { SdkState, StateMachine } from './core/state-machine';
import type { EventMap } from './constants/events';
import { defaultTransport } from './transport/select';

/** Login request timeout (spec 9). */
const LOGIN_TIMEOUT_MS = 90_000;
/** Login answers that end the session instead of being retried. */
const SIGNATURE_CODES = new Set<number>([
  ERROR_CODES.USERSIG_INVALID.code,
  ERROR_CODES.USERSIG_EXPIRED.code,
  ERROR_CODES.USERSIG_WRONG_APP.code,
  ERROR_CODES.NO_SDKAPPID.code,
  ERROR_CODES.NO_IDENTIFIER.code,
  ERROR_CODES.NO_USERSIG.code,
]);

/** A second login within this time of the last attempt is refused (2025). */
const REPEAT_LOGIN_GUARD_MS = 15_000;

const KICK_NAMES: Record<KickType, EventMap['kickedOut']['type']> = {
  [KICK_TYPE.MULTI_ACCOUNT]: KICKED_OUT_TYPE.MULT_ACCOUNT,
  [KICK_TYPE.MULTI_DEVICE]: KICKED_OUT_TYPE.MULT_DEVICE,
  [KICK_TYPE.REST_API]: KICKED_OUT_TYPE.REST_API,
  [KICK_TYPE.USERSIG_EXPIRED]: KICKED_OUT_TYPE.USERSIG_EXPIRED,
};

/** Hooks the session calls into the Chat object (sync after login, recovery after reconnect, reset). */
interface SessionHooks {
  /** First login: sync everything; resolves when the SDK may become ready. */
  initialSync(): Promise<void>;
  /** After a reconnect and re-login: recover what was missed. */
  recover(): Promise<void>;
  /** A push frame (other than kicked). */
  onPush(frame: PushFrame): void;
  /** The session ended (logout, kick, failed re-login): drop local state. */
  reset(): void;
}

/**
 * The session: the state machine, the connection and the login lifecycle (login, the repeat-login
 * guard, re-login after reconnect, kicks, logout). It is the ChatContext the modules talk through.
 */
export class Session implements ChatContext {
  readonly machine = new StateMachine();
  readonly events: TypedEmitter<EventMap>;
  readonly connection: Connection;
  /** This instance's log (setLogLevel). */
  readonly log = new Logger();
  private currentUser = '';
  private userSig = '';
  private lastLoginAttempt = Number.NEGATIVE_INFINITY;
  private loginInFlight = false;
  private instanceID = 0;
  private helloTimer: ReturnType<typeof setInterval> | null = null;
  private hooks: SessionHooks | null = null;
  /** Login data of the current session (spec 3 login session). */
  loginInfo: LoginResponse | null = null;

  constructor(readonly options: ChatOptions) {
    this.events = new TypedEmitter<EventMap>((error) => {
      // A host listener threw: keep going, but make it visible.
      this.log.error('event listener failed', error);
    });
    const servers = options.server === undefined ? [defaultServer()] : [options.server].flat();
    this.connection = new Connection(
      {
        servers,
        ...(options.proxyServer ? { proxyServer: options.proxyServer } : {}),
        transport: options.transport ?? defaultTransport(),
        pingCmd: CMD.PING,
        probe: options.probe ?? defaultProbe,
        requestTimeoutMs: options.requestTimeout ?? 15_000,
        ...(options.backoff ? { backoff: options.backoff } : {}),
      },
      {
        onOpen: (reconnect) => this.onOpen(reconnect),
        onDrop: () => this.onDrop(),
        onPush: (frame) => this.onPush(frame),
        onNetState: (state: NetState) => this.events.emit('netStateChange', { state }),
        onReconnectFailed: () => this.events.emit('error', { code: 2805, message: 'no network' }),
      },
    );
    this.watchNetwork();
    this.machine.onTransition((from, to) => {
      this.log.debug(`state ${from} -> ${to}`);
      if (to === SdkState.Ready && from === SdkState.Syncing) {
        this.log.info(`ready as ${this.currentUser}`);
        this.events.emit('sdkStateReady', undefined);
      }
      const wasSession =
        from === SdkState.Syncing || from === SdkState.Ready || from === SdkState.Reconnecting;
      if (to === SdkState.LoggedOut && wasSession) this.events.emit('sdkStateNotReady', undefined);
    });
  }

  private readonly onOnline = () => this.connection.networkRegained();
  private readonly onOffline = () => this.connection.networkLost();

  /** Browsers and workers say when the network comes and goes (spec 4): reconnect or go offline at once. */
  private watchNetwork(): void {
    const target = globalThis as { addEventListener?: (name: string, fn: () => void) => void };
    if (typeof target.addEventListener !== 'function' || typeof navigator === 'undefined') return;
    target.addEventListener('online', this.onOnline);
    target.addEventListener('offline', this.onOffline);
  }

  private unwatchNetwork(): void {
    const target = globalThis as { removeEventListener?: (name: string, fn: () => void) => void };
    if (typeof target.removeEventListener !== 'function') return;
    target.removeEventListener('online', this.onOnline);
    target.removeEventListener('offline', this.onOffline);
  }

  /** Wires the Chat object's hooks (set once, right after construction). */
  attach(hooks: SessionHooks): void {
    this.hooks = hooks;
  }

  get userID(): string {
    return this.currentUser;
  }

  /** Sends a typed command. */
  request<C extends CommandName>(
    cmd: C,
    body: RequestBody<C>,
    options?: RequestOptions,
  ): Promise<ResponseBody<C>> {
    this.log.debug('request', cmd);
    return this.connection.request<ResponseBody<C>>(cmd, body, options);
  }

  emit<K extends keyof EventMap>(name: K, data: EventMap[K]): void {
    this.events.emit(name, data);
  }

  httpBase(): string {
    return httpOrigin(this.connection.server);
  }

  /**
   * What the SDK's own uploads are authorised by: the login's signature (the API verifies it), sent to
   * `uploadServer`, else to the messaging server's origin (the API serves /im and the storage alike).
   */
  uploadAuthority(): { base: string; userID: string; userSig: string } {
    const base = this.options.uploadServer ?? this.httpBase();
    return { base, userID: this.currentUser, userSig: this.userSig };
  }

  /** login: validation (2000, 2002, 2003), repeat login, the 15 s guard (2025), then the session. */
  async login(options: { userID: string; userSig: string }): Promise<{ repeatLogin: boolean }> {
    if (this.machine.state === SdkState.Destroyed) throw chatError('SDK_NOT_READY', 'instance destroyed');
    if (!this.options.SDKAppID) throw chatError('NO_SDKAPPID');
    if (typeof options?.userID !== 'string' || !options.userID) throw chatError('NO_IDENTIFIER');
    if (typeof options.userSig !== 'string' || !options.userSig) throw chatError('NO_USERSIG');
    if (this.machine.isLoggedIn && this.currentUser === options.userID) return { repeatLogin: true };
    const now = Date.now();
    if (this.loginInFlight || now - this.lastLoginAttempt < REPEAT_LOGIN_GUARD_MS)
      throw chatError('REPEAT_LOGIN');
    this.lastLoginAttempt = now;
    if (this.machine.isLoggedIn) await this.logout();
    this.currentUser = options.userID;
    this.userSig = options.userSig;
    this.machine.dispatch({ type: 'login' });
    this.log.info(`login ${options.userID}`);
    this.connection.open();
    try {
      await this.sendLogin();
    } catch (error) {
      this.log.error('login failed', error instanceof ChatError ? error.code : error);
      this.endSession('loginFailed');
      throw error;
    }
    this.machine.dispatch({ type: 'loginSucceeded' });
    // Readiness follows in the background; login resolves first (as the Tencent SDK does).
    void this.runInitialSync();
    return { repeatLogin: false };
  }

  private async runInitialSync(): Promise<void> {
    let last: unknown;
    for (let attempt = 0; attempt < 5 && this.machine.state === SdkState.Syncing; attempt += 1) {
      try {
        await this.hooks?.initialSync();
        this.machine.dispatch({ type: 'syncDone' });
        return;
      } catch (error) {
        // A sync request failed (timeout, drop): try again while still syncing.
        last = error;
      }
    }
    if (this.machine.state === SdkState.Syncing) {
      const code = last instanceof ChatError ? last.code : ERROR_CODES.NETWORK_ERROR.code;
      this.log.error('initial sync failed', code);
      this.events.emit('error', { code, message: 'initial sync failed; log in again' });
    }
  }

  private async sendLogin(): Promise<void> {
    this.loginInFlight = true;
    try {
      const res = await this.request(
        CMD.LOGIN,
        {
          SDKAppID: this.options.SDKAppID,
          userID: this.currentUser,
          userSig: this.userSig,
          platform: this.options.platform ?? 'web',
          ...(this.instanceID ? { instanceID: this.instanceID } : {}),
        },
        { auth: false, timeoutMs: LOGIN_TIMEOUT_MS },
      );
      this.loginInfo = res;
      this.instanceID = res.instanceID;
      this.connection.setAuthenticated(true);
      this.startHello(res.helloInterval);
    } finally {
      this.loginInFlight = false;
    }
  }

  private startHello(intervalSeconds: number): void {
    if (this.helloTimer) clearInterval(this.helloTimer);
    const ms = Math.max(5, intervalSeconds || 120) * 1000;
    this.helloTimer = setInterval(() => {
      if (this.machine.isLoggedIn) void this.request(CMD.HELLO, {}).catch(() => undefined);
    }, ms);
  }

  private onOpen(reconnect: boolean): void {
    if (!reconnect || this.loginInFlight || !this.currentUser) return;
    const state = this.machine.state;
    if (state !== SdkState.Reconnecting && state !== SdkState.LoggingIn) return;
    void this.relogin();
  }

  private async relogin(): Promise<void> {
    try {
      await this.sendLogin();
    } catch (error) {
      const code = error instanceof ChatError ? error.code : 0;
      this.log.warn('re-login after reconnect failed', code);
      if (SIGNATURE_CODES.has(code)) {
        // The signature expired or was refused: the session is over.
        this.kick(code === ERROR_CODES.USERSIG_EXPIRED.code ? KICK_TYPE.USERSIG_EXPIRED : KICK_TYPE.REST_API);
        return;
      }
      // Anything else (timeout, a service shutting down or overloaded): try again on a fresh socket.
      setTimeout(() => this.connection.reconnect(), 200 + Math.random() * 800);
      return;
    }
    const wasReady = this.machine.state === SdkState.Reconnecting;
    this.machine.dispatch({ type: 'loginSucceeded' });
    if (!wasReady) return; // the interrupted initial sync resumes by itself
    const socketEpoch = this.connection.epoch;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await this.hooks?.recover();
        this.events.emit('sdkReload', undefined);
        return;
      } catch {
        // A recovery request failed. A new drop recovers again after its own re-login; otherwise retry here.
        if (this.connection.epoch !== socketEpoch || !this.machine.isReady) return;
        await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
      }
    }
  }

  private onDrop(): void {
    if (this.machine.isLoggedIn || this.machine.state === SdkState.LoggingIn) {
      this.machine.dispatch({ type: 'connectionLost' });
    }
  }

  private onPush(frame: PushFrame): void {
    this.log.debug('push', frame.push);
    if (frame.push === 'kicked') {
      this.kick((frame.body as { type: KickType }).type);
      return;
    }
    this.hooks?.onPush(frame);
  }

  private kick(type: KickType): void {
    if (!this.machine.isLoggedIn && this.machine.state !== SdkState.LoggingIn) return;
    this.log.warn('kicked out', type);
    this.endSession('kicked');
    this.events.emit('kickedOut', { type: KICK_NAMES[type] ?? KICKED_OUT_TYPE.REST_API });
  }

  /** logout: errors count as success (spec 4); local state is reset either way. */
  async logout(): Promise<void> {
    if (this.machine.isLoggedIn || this.machine.state === SdkState.LoggingIn) {
      await this.request(CMD.LOGOUT, { type: 0 }, { timeoutMs: 3000 }).catch(() => undefined);
    }
    this.endSession('logout');
  }

  private endSession(event: 'logout' | 'kicked' | 'loginFailed'): void {
    if (this.helloTimer) clearInterval(this.helloTimer);
    this.helloTimer = null;
    this.connection.close(chatError('NOT_LOGGED_IN', 'session ended'));
    this.machine.dispatch({ type: event });
    this.currentUser = '';
    this.userSig = '';
    this.loginInfo = null;
    this.instanceID = 0;
    this.hooks?.reset();
  }

  /** destroy: log out, then refuse everything. */
  async destroy(): Promise<void> {
    await this.logout();
    this.machine.dispatch({ type: 'destroy' });
    // Last event of the instance, after the logout, as tim-js-sdk's destroy emits it.
    this.events.emit('sdkDestroy', { SDKAppID: Number(this.options.SDKAppID) });
    this.events.clear();
    this.unwatchNetwork();
  }
}
