import type { Db } from '../storage/db';

/** Cached member lists of stored groups (fan-out needs them on every message); dropped on change. */
export class MemberCache {
  private readonly cache = new Map<string, Promise<Set<string>>>();
  constructor(private readonly db: Db) {}

  /** The member user IDs of a group. */
  get(groupID: string): Promise<Set<string>> {
    let p = this.cache.get(groupID);
    if (!p) {
      p = this.db.kysely
        .selectFrom('im_members')
        .select('user_id')
        .where('group_id', '=', groupID)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.user_id)));
      this.cache.set(groupID, p);
      p.catch(() => this.cache.delete(groupID));
    }
    return p;
  }

  invalidate(groupID: string): void {
    this.cache.delete(groupID);
  }
}
