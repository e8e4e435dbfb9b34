import type { AppContext } from '../../app-context';

/** Writes to last_online at most this often per user. */
export const LAST_ONLINE_EVERY_MS = 60_000;

/**
 * Keeps users.last_online fresh from authenticated requests: one UPDATE per user per minute, with the last
 * write time remembered in memory (bounded: old entries are dropped when the map grows).
 */
export function trackLastOnline(ctx: AppContext): void {
  const lastWrite = new Map<number, number>();
  ctx.sessions.onActivity(async ({ userId }) => {
    const now = ctx.now();
    const previous = lastWrite.get(userId);
    if (previous !== undefined && now - previous < LAST_ONLINE_EVERY_MS) return;
    if (lastWrite.size > 50_000) {
      for (const [id, at] of lastWrite) if (now - at >= LAST_ONLINE_EVERY_MS) lastWrite.delete(id);
    }
    lastWrite.set(userId, now);
    try {
      await ctx.db.kysely.updateTable('users').set({ last_online: now }).where('id', '=', userId).execute();
    } catch (error) {
      // Presence is best effort: a failed write must not fail the request that carried the token.
      lastWrite.delete(userId);
      ctx.log.warn({ err: error, userId }, 'last_online update failed');
    }
  });
}
