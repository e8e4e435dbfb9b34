import { describe, expect, it } from 'vitest';
import { SdkState, StateMachine, nextState } from './state-machine';

describe('SDK state machine', () => {
  it('walks login -> syncing -> ready -> reconnecting -> ready -> logged out', () => {
    const m = new StateMachine();
    const seen: string[] = [];
    m.onTransition((from, to, e) => seen.push(`${from}>${e.type}>${to}`));
    expect(m.dispatch({ type: 'login' })).toBe(true);
    expect(m.isReady).toBe(false);
    m.dispatch({ type: 'loginSucceeded' });
    expect(m.state).toBe(SdkState.Syncing);
    expect(m.isLoggedIn).toBe(true);
    expect(m.isReady).toBe(false);
    m.dispatch({ type: 'syncDone' });
    expect(m.isReady).toBe(true);
    m.dispatch({ type: 'connectionLost' });
    expect(m.state).toBe(SdkState.Reconnecting);
    expect(m.isReady).toBe(true);
    m.dispatch({ type: 'loginSucceeded' });
    expect(m.state).toBe(SdkState.Ready);
    m.dispatch({ type: 'logout' });
    expect(m.state).toBe(SdkState.LoggedOut);
    expect(seen).toHaveLength(6);
  });

  it('ignores events that do not apply, without notifying', () => {
    const m = new StateMachine();
    let calls = 0;
    m.onTransition(() => (calls += 1));
    expect(m.dispatch({ type: 'syncDone' })).toBe(false);
    expect(m.dispatch({ type: 'loginSucceeded' })).toBe(false);
    expect(m.dispatch({ type: 'connectionLost' })).toBe(false);
    expect(m.state).toBe(SdkState.LoggedOut);
    expect(calls).toBe(0);
  });

  it('restarts login when the socket drops before ready', () => {
    expect(nextState(SdkState.Syncing, { type: 'connectionLost' })).toBe(SdkState.LoggingIn);
    expect(nextState(SdkState.LoggingIn, { type: 'loginFailed' })).toBe(SdkState.LoggedOut);
  });

  it('kicked returns to logged out from every session state', () => {
    for (const s of [SdkState.LoggingIn, SdkState.Syncing, SdkState.Ready, SdkState.Reconnecting]) {
      expect(nextState(s, { type: 'kicked' })).toBe(SdkState.LoggedOut);
    }
  });

  it('destroyed is terminal', () => {
    const m = new StateMachine();
    m.dispatch({ type: 'destroy' });
    for (const type of ['login', 'logout', 'destroy', 'loginSucceeded'] as const) {
      expect(m.dispatch({ type })).toBe(false);
    }
    expect(m.state).toBe(SdkState.Destroyed);
  });
});
