import {
  COMMERCIAL_ABILITY,
  SOCIAL_LIMITS,
  hasAbility,
  type UserFailure,
  type WireUserStatus,
} from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { RateLimiter } from '../policy/rate-limit';
import { failure } from './friends';
import { pushSocial } from './push';

const limiters = new WeakMap<ImContext, RateLimiter>();

/** Spec 9: user status get, subscribe and unsubscribe, 20 calls per 5 s for each user and call. */
export function limitStatusCall(ctx: ImContext, self: string, call: string): void {
  let l = limiters.get(ctx);
  if (!l)
    limiters.set(ctx, (l = new RateLimiter(SOCIAL_LIMITS.STATUS_WINDOW_MS, SOCIAL_LIMITS.STATUS_CALLS)));
  if (!l.allow(`${self}|${call}`)) throw new ImError('OVER_FREQUENCY');
}

/** The commercial "user status" ability gates queries and subscriptions (spec 6). */
export function checkStatusAbility(ctx: ImContext): void {
  if (!hasAbility(ctx.config.purchaseBits, COMMERCIAL_ABILITY.USER_STATUS))
    throw new ImError('COMMERCIAL_ABILITY');
}

/**
 * Statuses from the presence the service keeps: online with a connection anywhere; otherwise offline when
 * the last session ended without a logout, unlogged after a logout or when never logged in.
 */
export async function statusesOf(ctx: ImContext, ids: string[]): Promise<WireUserStatus[]> {
  if (!ids.length) return [];
  const online = await ctx.presence.onlineUsers(ids);
  const rows = await ctx.db.kysely
    .selectFrom('im_user_status')
    .select(['user_id', 'custom_status', 'logged_in'])
    .where('user_id', 'in', ids)
    .execute();
  const byID = new Map(rows.map((r) => [r.user_id, r]));
  return ids.map((userID) => {
    const r = byID.get(userID);
    const statusType = online.has(userID) ? 1 : r && Number(r.logged_in) === 1 ? 2 : 3;
    return { userID, statusType, customStatus: r?.custom_status ?? '' };
  });
}

/** Statuses of users (at most 500); unknown accounts are failures. */
export async function getUserStatus(ctx: ImContext, self: string, userIDList: string[]) {
  const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.STATUS_QUERY);
  if (ids.some((id) => id !== self)) checkStatusAbility(ctx);
  const known = await ctx.db.kysely
    .selectFrom('im_users')
    .select('user_id')
    .where('user_id', 'in', ids.length ? ids : [''])
    .execute();
  const exists = new Set(known.map((r) => r.user_id));
  const failureUserList: UserFailure[] = ids
    .filter((id) => !exists.has(id))
    .map((id) => failure(id, 'USER_NOT_FOUND'));
  const successUserList = await statusesOf(
    ctx,
    ids.filter((id) => exists.has(id)),
  );
  return { successUserList, failureUserList };
}

async function upsertStatus(
  ctx: ImContext,
  userID: string,
  set: { custom_status?: string; logged_in?: number },
) {
  await ctx.db.kysely
    .insertInto('im_user_status')
    .values({ user_id: userID, custom_status: set.custom_status ?? '', logged_in: set.logged_in ?? 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute();
}

/** Sets my custom status (profanity filtered, at most 100 bytes); subscribers hear it. */
export async function setSelfStatus(
  ctx: ImContext,
  self: string,
  customStatus: string,
): Promise<WireUserStatus> {
  if (Buffer.byteLength(customStatus) > SOCIAL_LIMITS.CUSTOM_STATUS_BYTES)
    throw new ImError('INVALID_PARAMETER', 'customStatus: at most 100 bytes');
  const text = ctx.profanity.apply(customStatus);
  await upsertStatus(ctx, self, { custom_status: text, logged_in: 1 });
  await notifyStatus(ctx, self);
  return { userID: self, statusType: 1, customStatus: text };
}

/** Subscribes to users' statuses (at most 100); unknown accounts and myself are failures. */
export async function subscribe(ctx: ImContext, self: string, userIDList: string[]) {
  checkStatusAbility(ctx);
  const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.STATUS_SUBSCRIBE);
  const known = ids.length
    ? await ctx.db.kysely.selectFrom('im_users').select('user_id').where('user_id', 'in', ids).execute()
    : [];
  const exists = new Set(known.map((r) => r.user_id));
  const ok = ids.filter((id) => exists.has(id) && id !== self);
  if (ok.length)
    await ctx.db.kysely
      .insertInto('im_status_subs')
      .values(ok.map((target_id) => ({ subscriber_id: self, target_id })))
      .onConflict((oc) => oc.columns(['subscriber_id', 'target_id']).doNothing())
      .execute();
  const failureUserList = ids
    .filter((id) => !ok.includes(id))
    .map((id) => (id === self ? failure(id, 'INVALID_PARAMETER') : failure(id, 'USER_NOT_FOUND')));
  return { failureUserList };
}

/** Ends subscriptions: the listed ones (at most 100), or all when the list is absent or empty. */
export async function unsubscribe(ctx: ImContext, self: string, userIDList: string[] | undefined) {
  checkStatusAbility(ctx);
  let q = ctx.db.kysely.deleteFrom('im_status_subs').where('subscriber_id', '=', self);
  if (userIDList && userIDList.length)
    q = q.where('target_id', 'in', [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.STATUS_SUBSCRIBE));
  await q.execute();
  return { failureUserList: [] as UserFailure[] };
}

/** Pushes a user's current status to every subscriber (USER_STATUS_UPDATED). */
export async function notifyStatus(ctx: ImContext, userID: string): Promise<void> {
  const subs = await ctx.db.kysely
    .selectFrom('im_status_subs')
    .select('subscriber_id')
    .where('target_id', '=', userID)
    .limit(10_000)
    .execute();
  if (!subs.length) return;
  const userStatusList = await statusesOf(ctx, [userID]);
  for (const s of subs) await pushSocial(ctx, s.subscriber_id, { kind: 'status', userStatusList });
}

/** A session began: the user has logged in (offline, not unlogged, from now on when away). */
export async function onSessionStarted(ctx: ImContext, userID: string): Promise<void> {
  await upsertStatus(ctx, userID, { logged_in: 1 });
  await notifyStatus(ctx, userID);
}

/** Start-up: status subscribers hear when a user's session ends (the gateway's event). */
export function startStatus(ctx: ImContext): void {
  ctx.events.onSessionEnded((userID, loggedOut) => onSessionEnded(ctx, userID, loggedOut));
}

/** A session ended (after presence forgot it); `loggedOut` for an explicit logout. */
async function onSessionEnded(ctx: ImContext, userID: string, loggedOut: boolean): Promise<void> {
  if (loggedOut && !(await ctx.presence.onlineUsers([userID])).has(userID))
    await upsertStatus(ctx, userID, { logged_in: 0 });
  await notifyStatus(ctx, userID);
}

/** My stored custom status (the login answer carries it). */
export async function customStatusOf(ctx: ImContext, userID: string): Promise<string> {
  const r = await ctx.db.kysely
    .selectFrom('im_user_status')
    .select('custom_status')
    .where('user_id', '=', userID)
    .executeTakeFirst();
  return r?.custom_status ?? '';
}
