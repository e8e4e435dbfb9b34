/**
 * The SDK's lifecycle as an explicit state machine: one state enum, one table of transitions and
 * one `dispatch`. Every lifecycle change goes through `dispatch`, so the reachable states are the
 * table and nothing else.
 */

/** Lifecycle states. */
export enum SdkState {
  /** Created or logged out: only login, on/off, destroy and live-room reading work. */
  LoggedOut = 'loggedOut',
  /** Login request in flight (the socket may still be connecting). */
  LoggingIn = 'loggingIn',
  /** Logged in; conversations are syncing. Calls other than the allowed list answer 2999. */
  Syncing = 'syncing',
  /** Ready: every call works. */
  Ready = 'ready',
  /** Was ready, the socket dropped: calls queue and are sent after re-login. */
  Reconnecting = 'reconnecting',
  /** Destroyed: terminal. */
  Destroyed = 'destroyed',
}

/** Events that move the machine. */
type SdkEvent =
  | { type: 'login' }
  | { type: 'loginSucceeded' }
  | { type: 'loginFailed' }
  | { type: 'syncDone' }
  | { type: 'connectionLost' }
  | { type: 'logout' }
  | { type: 'kicked' }
  | { type: 'destroy' };

type Table = { [S in SdkState]?: { [E in SdkEvent['type']]?: SdkState } };

const TRANSITIONS: Table = {
  [SdkState.LoggedOut]: {
    login: SdkState.LoggingIn,
    destroy: SdkState.Destroyed,
  },
  [SdkState.LoggingIn]: {
    loginSucceeded: SdkState.Syncing,
    loginFailed: SdkState.LoggedOut,
    // The pending login request is resent when the socket comes back.
    connectionLost: SdkState.LoggingIn,
    logout: SdkState.LoggedOut,
    kicked: SdkState.LoggedOut,
    destroy: SdkState.Destroyed,
  },
  [SdkState.Syncing]: {
    syncDone: SdkState.Ready,
    // Not ready yet: start over with a fresh login once the socket is back.
    connectionLost: SdkState.LoggingIn,
    logout: SdkState.LoggedOut,
    kicked: SdkState.LoggedOut,
    destroy: SdkState.Destroyed,
  },
  [SdkState.Ready]: {
    connectionLost: SdkState.Reconnecting,
    logout: SdkState.LoggedOut,
    kicked: SdkState.LoggedOut,
    destroy: SdkState.Destroyed,
  },
  [SdkState.Reconnecting]: {
    // Re-login after a reconnect returns straight to ready; recovery runs in the background.
    loginSucceeded: SdkState.Ready,
    loginFailed: SdkState.LoggedOut,
    connectionLost: SdkState.Reconnecting,
    logout: SdkState.LoggedOut,
    kicked: SdkState.LoggedOut,
    destroy: SdkState.Destroyed,
  },
};

/** The next state for an event, or null when the event does not apply in `state`. */
export function nextState(state: SdkState, event: SdkEvent): SdkState | null {
  return TRANSITIONS[state]?.[event.type] ?? null;
}

/** Observer of every accepted transition. */
type TransitionListener = (from: SdkState, to: SdkState, event: SdkEvent) => void;

/** Holds the current state; `dispatch` is the only way to change it. */
export class StateMachine {
  private current: SdkState = SdkState.LoggedOut;
  private readonly listeners: TransitionListener[] = [];

  /** The current state. */
  get state(): SdkState {
    return this.current;
  }

  /** True when calls outside the before-ready list may run (spec 4). */
  get isReady(): boolean {
    return this.current === SdkState.Ready || this.current === SdkState.Reconnecting;
  }

  /** True while a user session exists (from login success until logout). */
  get isLoggedIn(): boolean {
    return (
      this.current === SdkState.Syncing ||
      this.current === SdkState.Ready ||
      this.current === SdkState.Reconnecting
    );
  }

  /** Registers a transition observer. */
  onTransition(listener: TransitionListener): void {
    this.listeners.push(listener);
  }

  /** Applies an event; returns false (and changes nothing) when it does not apply. */
  dispatch(event: SdkEvent): boolean {
    const to = nextState(this.current, event);
    if (to === null) return false;
    const from = this.current;
    this.current = to;
    for (const listener of this.listeners) listener(from, to, event);
    return true;
  }
}
