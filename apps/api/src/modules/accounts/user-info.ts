import { signUserSig } from '@tifo/protocol/node';
import type { AppContext } from '../../app-context';
import type { Lang } from '../../http/error-codes';
import { toSeconds } from '../../http/wire-time';
import { inviteProfitTotals } from '../recharge';
import { vipLevelAt } from '../vip';
import { ageOn, constellationOf } from './profile';
import { socialCounters, userBalances } from './user-extras';
import { countInvited } from './user-repo';
import type { UserRow } from './user-repo';

/** A user counts as online when seen within this long. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** Online status (spec section 4): 1 online, 2 offline, 3 not logged in. */
export function onlineStatus(lastOnlineMs: number, now: number): 1 | 2 | 3 {
  if (lastOnlineMs <= 0) return 3;
  return now - lastOnlineMs <= ONLINE_WINDOW_MS ? 1 : 2;
}

/** A JSON list of strings from a text column ([] when malformed). */
export function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a user is VIP now: vip_level above 0 and vip_date in the future (spec section 3). */
export function isVip(user: Pick<UserRow, 'vip_level' | 'vip_date'>, now: number): boolean {
  return user.vip_level > 0 && user.vip_date > now;
}

/** The profile object of user info. */
export function profileOf(user: UserRow, now: number, lang: Lang) {
  return {
    uid: user.id,
    age: ageOn(user.birthday, now),
    birthday: user.birthday,
    career: user.career,
    city: user.city,
    constellation: constellationOf(user.birthday, lang),
    gender: user.gender,
    height: user.height,
    weight: user.weight,
    photos: parseList(user.photos),
    signature: user.signature,
  };
}

/**
 * The full user info of spec section 3 for the user themself: numbers are numbers, times are epoch seconds,
 * isLogin/isVIP are booleans, `token`/`token_web` are the caller's session token, `txim_sign` a messaging
 * signature for the user's id.
 */
export async function buildUserInfo(ctx: AppContext, user: UserRow, token: string, lang: Lang) {
  const now = ctx.now();
  const [balances, counters, invited, profits] = await Promise.all([
    userBalances(ctx, user),
    socialCounters(ctx, user.id),
    countInvited(ctx.db, user.id),
    // Invite profits in diamonds (modules/recharge): today's (UTC+8) and all-time.
    inviteProfitTotals(ctx.db, user.id, now),
  ]);
  const vip = isVip(user, now);
  return {
    id: user.id,
    uid: user.id,
    account: user.account,
    mobile: user.mobile ?? '',
    nick_name: user.nick_name,
    avatar: user.avatar,
    signature: user.signature,
    isLogin: user.id > 0,
    isVIP: vip,
    // The level held now (modules/vip): SVIP while svip_date is ahead, VIP while vip_date is, else 0.
    vip_level: vipLevelAt(user, now),
    vip_date: toSeconds(user.vip_date),
    svip_date: toSeconds(user.svip_date),
    user_level: user.user_level,
    point: user.point,
    ...balances,
    ...counters,
    agentid: 0,
    guildid: 0,
    anchor_level: user.anchor_level,
    app_reg_id: '',
    auth_time: 0,
    is_youliao: 0,
    is_anchor: user.is_anchor,
    is_anchor_admin: user.is_anchor_admin,
    is_operate: user.is_operate,
    // VIPs see no QR-code or pop-up ads.
    is_no_qrad: vip ? 1 : 0,
    is_no_popad: vip ? 1 : 0,
    sharing_ratio: 0,
    status: user.status,
    tags: parseList(user.tags),
    invite: {
      invite_code: user.invite_code,
      profit: profits.profit,
      total_profit: profits.total_profit,
      uid: user.id,
      invited_count: invited,
    },
    profile: profileOf(user, now, lang),
    regist_time: toSeconds(user.regist_time),
    last_login: toSeconds(user.last_login),
    last_online: toSeconds(user.last_online),
    login_platform: user.login_platform,
    online_status: 1 as const,
    third_member: user.third_member,
    token,
    token_web: token,
    txim_sign: signUserSig({
      secret: ctx.config.imSecret,
      sdkAppID: ctx.config.imSdkAppId,
      userID: String(user.id),
      expireSeconds: ctx.config.imSigTtlSeconds,
      // Logout and password changes raise it, voiding every signature issued before (migration 0006).
      generation: user.sig_generation,
      now,
    }),
  };
}
