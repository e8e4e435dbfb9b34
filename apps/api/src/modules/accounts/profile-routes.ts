import { randomBytes } from 'node:crypto';
import { accounts as contract } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import { signUserSig } from '@tifo/protocol/node';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../sessions';
import { HOUR, MINUTE, Throttle } from '../throttle';
import type { Limit } from '../throttle';
import type { AccountService } from './account-service';
import { isReservedName } from './reserved-names';
import { toSeconds } from '../../http/wire-time';
import { buildUserInfo } from './user-info';
import { buildBasicInfo, coarseLastOnline, viewOf } from './user-views';
import { findUserById, updateUser } from './user-repo';

/** How long a guest identity lasts before the client asks for a new one. */
export const GUEST_TTL_SECONDS = 24 * 3600;

/**
 * Guest identities per address: 10 a minute and 60 an hour. A browser asks once a day (the identity lasts
 * 24 h), so this leaves room for many visitors behind one NAT while a script no longer mints hundreds a second.
 */
export function guestLimits(ip: string): Limit[] {
  return [
    { bucket: `guest:ip:${ip}`, windowMs: MINUTE, max: 10 },
    { bucket: `guest:ip:${ip}`, windowMs: HOUR, max: 60 },
  ];
}

/**
 * Profile lookups (getUserBasicInfo, getUserLastOnline), so nobody walks the sequential ids. Per address always
 * (the web app makes none of these calls: a person taps a card now and then): anonymous callers 30 a minute and
 * 300 an hour; logged-in callers 600 an hour each, and all the accounts behind one address 120 a minute and
 * 2400 an hour together (many accounts from one place walk no faster than one; generous for carrier NAT).
 */
export function lookupLimits(user: SessionUser | null, ip: string): Limit[] {
  if (!user) {
    return [
      { bucket: `profile-lookup:ip:${ip}`, windowMs: MINUTE, max: 30 },
      { bucket: `profile-lookup:ip:${ip}`, windowMs: HOUR, max: 300 },
    ];
  }
  return [
    { bucket: `profile-lookup:user:${user.userId}`, windowMs: HOUR, max: 600 },
    { bucket: `profile-lookup:users-ip:${ip}`, windowMs: MINUTE, max: 120 },
    { bucket: `profile-lookup:users-ip:${ip}`, windowMs: HOUR, max: 2400 },
  ];
}

/** Takes a profile lookup's slot, or refuses with PROFILE_LOOKUP_LIMITED (a code of its own, not a login's). */
async function takeLookup(lookups: Throttle, user: SessionUser | null, ip: string): Promise<void> {
  const taken = await lookups.tryTake(lookupLimits(user, ip));
  if (!taken.ok) {
    throw new ApiError('PROFILE_LOOKUP_LIMITED', undefined, {
      retry_after: Math.ceil(taken.limit.windowMs / 1000),
    });
  }
}

/** getUserInfo, editUserInfo, changePwd, bindPhone, updateThirdMember, last online, basic info, guest info. */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountService): void {
  const lookups = new Throttle(ctx.db, ctx.now);
  defineRoute(app, ctx, {
    ...contract.getUserInfo,
    handler: async ({ user, lang }) =>
      buildUserInfo(ctx, await accounts.requireUser(user.userId), user.token, lang),
  });

  defineRoute(app, ctx, {
    ...contract.editUserInfo,
    handler: async ({ input, user, lang }) => {
      await accounts.requireUser(user.userId);
      if (input.nick_name !== undefined && isReservedName(input.nick_name))
        throw new ApiError('NICK_RESERVED');
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length > 0) await updateUser(ctx.db, user.userId, changes);
      return buildUserInfo(ctx, await accounts.profileEdited(user.userId), user.token, lang);
    },
  });

  defineRoute(app, ctx, {
    ...contract.changePwd,
    handler: async ({ input, user }) => {
      await accounts.changePassword(user.userId, user.sessionId, input.old_password, input.new_password);
      return null;
    },
  });

  defineRoute(app, ctx, {
    ...contract.bindPhone,
    handler: async ({ input, user, lang, request }) => {
      const updated = await accounts.bindPhone(user.userId, input.mobile, input.sms_code, request.ip);
      return buildUserInfo(ctx, updated, user.token, lang);
    },
  });

  defineRoute(app, ctx, {
    ...contract.updateThirdMember,
    handler: async ({ user }) => ({ third_member: (await accounts.requireUser(user.userId)).third_member }),
  });

  defineRoute(app, ctx, {
    ...contract.getUserLastOnline,
    handler: async ({ input, user, request }) => {
      await takeLookup(lookups, user, request.ip);
      const found = await findUserById(ctx.db, input.userid);
      if (!found) throw new ApiError('USER_NOT_FOUND');
      const seen =
        viewOf(user, found.id) === 'self' ? found.last_online : coarseLastOnline(found.last_online);
      return { userid: found.id, last_online: toSeconds(seen) };
    },
  });

  defineRoute(app, ctx, {
    ...contract.getUserBasicInfo,
    handler: async ({ input, user, lang, request }) => {
      await takeLookup(lookups, user, request.ip);
      const found = await findUserById(ctx.db, input.id);
      if (!found) throw new ApiError('USER_NOT_FOUND');
      return buildBasicInfo(found, ctx.now(), lang, viewOf(user, found.id));
    },
  });

  defineRoute(app, ctx, {
    ...contract.getGuestInfo,
    handler: async ({ request }) => {
      await lookups.take(guestLimits(request.ip));
      const now = ctx.now();
      const userid = `guest_${randomBytes(8).toString('hex')}`;
      const txim_sign = signUserSig({
        secret: ctx.config.imSecret,
        sdkAppID: ctx.config.imSdkAppId,
        userID: userid,
        expireSeconds: GUEST_TTL_SECONDS,
        now,
      });
      return { userid, txim_sign, expire_time: Math.floor(now / 1000) + GUEST_TTL_SECONDS };
    },
  });
}
