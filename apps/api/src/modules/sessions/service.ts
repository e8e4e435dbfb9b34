import type { Db } from '../../db/database';
import { hashToken, newToken } from './token';

/** Who made a request, as far as the session store knows. */
export interface SessionUser {
  userId: number;
  sessionId: number;
  token: string;
}

/** How long a login lasts without use. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Issues, resolves and revokes login tokens; tokens are random and stored hashed. */
export class SessionService {
  private readonly activityListeners: Array<(user: SessionUser) => void | Promise<void>> = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session and returns its token (shown to the client once). */
  async create(userId: number, platform: number): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db.kysely
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        platform,
        created_at: now,
        expires_at: now + SESSION_TTL_MS,
        revoked_at: null,
      })
      .execute();
    return token;
  }

  /** The session's user, or null when the token is unknown, revoked or expired. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const row = await this.db.kysely
      .selectFrom('sessions')
      .select(['id', 'user_id', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= this.now()) return null;
    const user = { userId: row.user_id, sessionId: row.id, token };
    for (const listener of this.activityListeners) await listener(user);
    return user;
  }

  /** Calls `listener` whenever a token resolves to a user (accounts track last_online with it). */
  onActivity(listener: (user: SessionUser) => void | Promise<void>): void {
    this.activityListeners.push(listener);
  }

  /** Ends one session (logout). */
  async revoke(token: string): Promise<void> {
    await this.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a user except, optionally, one (after a password change). */
  async revokeAllForUser(userId: number, exceptSessionId?: number): Promise<void> {
    let query = this.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }
}
