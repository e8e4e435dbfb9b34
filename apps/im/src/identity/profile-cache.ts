import type { Db } from '../storage/db';

/** What a message shows of its sender: always the stored profile, never what the client sent. */
export interface SenderProfile {
  nick: string;
  avatar: string;
}

const EMPTY: SenderProfile = { nick: '', avatar: '' };
/** Entries kept before the cache starts over (a send costs one lookup by key when its sender is not cached). */
const MAX_ENTRIES = 50_000;

/**
 * Stored nick and avatar of senders, cached per node because every send needs them. Profiles change only
 * through the admin API, which drops the entry on every node (broker channel PROFILE_CHANNEL).
 */
export class ProfileCache {
  private readonly cache = new Map<string, Promise<SenderProfile>>();
  constructor(private readonly db: Db) {}

  /** The stored profile of a user (empty for an account never imported). */
  get(userID: string): Promise<SenderProfile> {
    let p = this.cache.get(userID);
    if (!p) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      p = this.db.kysely
        .selectFrom('im_users')
        .select(['nick', 'avatar'])
        .where('user_id', '=', userID)
        .executeTakeFirst()
        .then((row) => (row ? { nick: row.nick, avatar: row.avatar } : EMPTY));
      this.cache.set(userID, p);
      p.catch(() => this.cache.delete(userID));
    }
    return p;
  }

  invalidate(userID: string): void {
    this.cache.delete(userID);
  }
}
