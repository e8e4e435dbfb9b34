import { SOCIAL_LIMITS } from '@tifo/protocol';
import type { BrokerMessage } from '../broker/types';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushChanged } from './push';

/** Broker channel of blacklist changes: every node drops its cached copy of the owner's list. */
export const SOCIAL_CHANNEL = 'social';
/** Owners whose lists are cached before the cache starts over. */
const MAX_ENTRIES = 50_000;

/**
 * Blacklists by owner, cached per node because every C2C send checks the receiver's list; a change drops
 * the owner's entry on every node (SOCIAL_CHANNEL).
 */
class BlacklistCache {
  private readonly cache = new Map<string, Promise<Set<string>>>();
  constructor(private readonly ctx: ImContext) {}

  get(owner: string): Promise<Set<string>> {
    let p = this.cache.get(owner);
    if (!p) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      p = this.ctx.db.kysely
        .selectFrom('im_blacklist')
        .select('blocked_id')
        .where('owner_id', '=', owner)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.blocked_id)));
      this.cache.set(owner, p);
      p.catch(() => this.cache.delete(owner));
    }
    return p;
  }

  invalidate(owner: string): void {
    this.cache.delete(owner);
  }
}

const caches = new WeakMap<ImContext, BlacklistCache>();
function cacheOf(ctx: ImContext): BlacklistCache {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = new BlacklistCache(ctx)));
  return c;
}

/** Start-up: this node hears blacklist changes of every node. */
export async function startBlacklist(ctx: ImContext): Promise<void> {
  await ctx.broker.subscribe(SOCIAL_CHANNEL, (m: BrokerMessage) => {
    if (m.t === 'blacklist') cacheOf(ctx).invalidate(m.userID);
  });
}

/** True when `owner` has `user` on their blacklist. */
export async function isBlocked(ctx: ImContext, owner: string, user: string): Promise<boolean> {
  return (await cacheOf(ctx).get(owner)).has(user);
}

/** Refuses a C2C message from a user the receiver blacklisted (20007). */
export async function checkNotBlocked(ctx: ImContext, from: string, to: string): Promise<void> {
  if (await isBlocked(ctx, to, from)) throw new ImError('BLACKLISTED');
}

/** My blacklist, oldest first. */
export async function getBlacklist(ctx: ImContext, self: string) {
  const rows = await ctx.db.kysely
    .selectFrom('im_blacklist')
    .select(['blocked_id', 'time'])
    .where('owner_id', '=', self)
    .orderBy('time')
    .orderBy('blocked_id')
    .execute();
  return { blacklist: rows.map((r) => ({ userID: r.blocked_id, timeStamp: Number(r.time) })) };
}

async function changed(ctx: ImContext, self: string) {
  cacheOf(ctx).invalidate(self);
  await ctx.broker.publish(SOCIAL_CHANNEL, { t: 'blacklist', userID: self });
  await pushChanged(ctx, [self], 'blacklist');
  return getBlacklist(ctx, self);
}

/** Adds users to my blacklist (only myself is 2742; I am dropped from a longer list). */
export async function addToBlacklist(ctx: ImContext, self: string, userIDList: string[]) {
  if (userIDList.length === 1 && userIDList[0] === self) throw new ImError('CANNOT_ADD_SELF_TO_BLACKLIST');
  const ids = [...new Set(userIDList)].filter((id) => id !== self).slice(0, SOCIAL_LIMITS.BLACKLIST_IDS);
  if (ids.length) {
    const time = nowSeconds();
    await ctx.db.kysely
      .insertInto('im_blacklist')
      .values(ids.map((blocked_id) => ({ owner_id: self, blocked_id, time })))
      .onConflict((oc) => oc.columns(['owner_id', 'blocked_id']).doNothing())
      .execute();
  }
  return changed(ctx, self);
}

/** Removes users from my blacklist. */
export async function removeFromBlacklist(ctx: ImContext, self: string, userIDList: string[]) {
  const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.BLACKLIST_IDS);
  if (ids.length)
    await ctx.db.kysely
      .deleteFrom('im_blacklist')
      .where('owner_id', '=', self)
      .where('blocked_id', 'in', ids)
      .execute();
  return changed(ctx, self);
}
