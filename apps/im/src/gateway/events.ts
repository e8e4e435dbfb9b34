/** Hears a session's end: its user, and whether the user logged out (rather than being kicked or closing). */
export type SessionEndedListener = (userID: string, loggedOut: boolean) => Promise<void>;

/**
 * What the gateway tells the features. The features subscribe here at start-up, so the gateway imports none of
 * them and dependencies keep running from the features down to the gateway.
 */
export class GatewayEvents {
  private readonly sessionEndedListeners: SessionEndedListener[] = [];

  /** Subscribes to session ends (logout, kick, close), heard once presence has forgotten the session. */
  onSessionEnded(listener: SessionEndedListener): void {
    this.sessionEndedListeners.push(listener);
  }

  /** Tells every subscriber, one after the other; the first failure rejects. */
  async sessionEnded(userID: string, loggedOut: boolean): Promise<void> {
    for (const listener of this.sessionEndedListeners) await listener(userID, loggedOut);
  }
}
