import type { Db } from '../../db/database';

/** Follows (attentMatch) and votes (vote_race_team) of users on matches. */
export class MatchesRepo {
  constructor(private readonly db: Db) {}

  /** Follows a match; following twice is a no-op. */
  async follow(userId: number, matchId: number, now: number): Promise<void> {
    await this.db.kysely
      .insertInto('sports_follows')
      .values({ user_id: userId, match_id: matchId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
      .execute();
  }

  /** Stops following a match. */
  async unfollow(userId: number, matchId: number): Promise<void> {
    await this.db.kysely
      .deleteFrom('sports_follows')
      .where('user_id', '=', userId)
      .where('match_id', '=', matchId)
      .execute();
  }

  /** The ids of the matches a user follows, newest follow first. */
  async followedIds(userId: number): Promise<number[]> {
    const rows = await this.db.kysely
      .selectFrom('sports_follows')
      .select('match_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => Number(r.match_id));
  }

  /** Records or changes a user's pick (1 home, 2 draw, 3 away). */
  async vote(userId: number, matchId: number, side: number, now: number): Promise<void> {
    await this.db.kysely
      .insertInto('sports_votes')
      .values({ user_id: userId, match_id: matchId, side, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'match_id']).doUpdateSet({ side, created_at: now }))
      .execute();
  }

  /** Vote counts of a match and, when a user is given, that user's pick (0 none). */
  async votes(
    matchId: number,
    userId?: number,
  ): Promise<{ home: number; draw: number; away: number; mine: number }> {
    const rows = await this.db.kysely
      .selectFrom('sports_votes')
      .select(['side', (eb) => eb.fn.countAll<number>().as('n')])
      .where('match_id', '=', matchId)
      .groupBy('side')
      .execute();
    const count = (side: number): number => Number(rows.find((r) => r.side === side)?.n ?? 0);
    let mine = 0;
    if (userId) {
      const row = await this.db.kysely
        .selectFrom('sports_votes')
        .select('side')
        .where('match_id', '=', matchId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      mine = row?.side ?? 0;
    }
    return { home: count(1), draw: count(2), away: count(3), mine };
  }
}
