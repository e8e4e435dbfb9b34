// Accounts (apps/api/src/modules/accounts): registration, login, the user's own info and profile, password and
// phone, other users' public fields, and guest messaging identities.
import { z } from 'zod';
import { editProfileFields, passwordInput, smsCodeInput, userIdInput } from './accounts-inputs';
import { captchaKey } from './captcha';
import { endpoint } from './endpoint';
import { siteSelector } from './inputs';
import { mobileInput } from './sms';

export {
  editProfileFields,
  parseBirthday,
  passwordInput,
  smsCodeInput,
  textWidth,
  toPlainText,
  userIdInput,
} from './accounts-inputs';

const vipLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The profile part of user info (age and constellation derived from the birthday; 0 and '' when unknown). */
export const userProfileSchema = z.object({
  uid: z.number(),
  age: z.number(),
  birthday: z.string(),
  career: z.string(),
  city: z.string(),
  constellation: z.string(),
  /** 0 unknown, 1 male, 2 female. */
  gender: z.number(),
  height: z.number(),
  weight: z.number(),
  photos: z.array(z.string()),
  signature: z.string(),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/**
 * The user info of spec section 3, for the user themself (login, registration, getUserInfo, the edits): numbers
 * are numbers, times are epoch seconds (0 when never), `token`/`token_web` the caller's session token,
 * `txim_sign` a messaging signature for the user's id.
 */
export const userInfoSchema = z.object({
  id: z.number(),
  uid: z.number(),
  account: z.string(),
  /** '' when no phone is bound. */
  mobile: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  signature: z.string(),
  isLogin: z.boolean(),
  /** VIP now (vip_level above 0 and vip_date ahead). */
  isVIP: z.boolean(),
  /** The level held now: 2 while svip_date is ahead, 1 while vip_date is, else 0. */
  vip_level: vipLevel,
  vip_date: z.number(),
  svip_date: z.number(),
  user_level: z.number(),
  point: z.number(),
  gold: z.number(),
  /** Spendable diamonds, test diamonds included (`test_diamond` says how many). */
  diamond: z.number(),
  test_diamond: z.number(),
  /** Diamonds ever credited by recharges. */
  diamond_total: z.number(),
  /** The anchor points' cash value. */
  money: z.number(),
  /** The anchor's points available to withdraw. */
  anchor_point: z.number(),
  /** The anchor's test points (gifts paid with test diamonds): never withdrawable, not in `money`. */
  test_point: z.number(),
  gift_spend: z.number(),
  attent_count: z.number(),
  fans_count: z.number(),
  moment_count: z.number(),
  visitor_count: z.number(),
  agentid: z.number(),
  guildid: z.number(),
  anchor_level: z.number(),
  app_reg_id: z.string(),
  auth_time: z.number(),
  is_youliao: z.number(),
  is_anchor: z.number(),
  is_anchor_admin: z.number(),
  is_operate: z.number(),
  /** 1 for VIPs: no QR-code ads. */
  is_no_qrad: z.number(),
  /** 1 for VIPs: no pop-up ads (the room's pre-roll is skipped). */
  is_no_popad: z.number(),
  sharing_ratio: z.number(),
  status: z.number(),
  tags: z.array(z.string()),
  invite: z.object({
    invite_code: z.string(),
    /** Invite profit in diamonds: today's (UTC+8) and all-time. */
    profit: z.number(),
    total_profit: z.number(),
    uid: z.number(),
    invited_count: z.number(),
  }),
  profile: userProfileSchema,
  regist_time: z.number(),
  last_login: z.number(),
  last_online: z.number(),
  login_platform: z.number(),
  online_status: z.literal(1),
  /** The third-party membership record as stored. */
  third_member: z.string(),
  token: z.string(),
  token_web: z.string(),
  txim_sign: z.string(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/**
 * A user as someone else sees them (getUserBasicInfo). Anonymous callers get the chat card only (the fields up
 * to anchor_level); logged-in callers also the profile and presence; the user sees their own birthday and exact
 * last_online too. Never mobile, account, balances or tokens.
 */
export const userBasicInfoSchema = z.object({
  id: z.number(),
  uid: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  user_level: z.number(),
  vip_level: z.number(),
  isVIP: z.boolean(),
  is_anchor: z.number(),
  anchor_level: z.number(),
  signature: z.string().optional(),
  gender: z.number().optional(),
  tags: z.array(z.string()).optional(),
  /** 1 online, 2 offline, 3 never logged in. */
  online_status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  last_online: z.number().optional(),
  profile: userProfileSchema.omit({ birthday: true }).extend({ birthday: z.string().optional() }).optional(),
});
export type UserBasicInfo = z.output<typeof userBasicInfoSchema>;

/** Platforms (spec section 7): 1 iOS app, 3 H5; anything else is recorded as H5. */
const platform = z.coerce.number<number>().int().optional();

/** `/webapi/user/regist`. */
export const regist = endpoint({
  path: '/webapi/user/regist',
  method: 'POST',
  auth: 'none',
  summary: 'Register with mobile, password and the SMS code; returns the logged-in user info',
  input: z.object({
    ...siteSelector,
    platform,
    mobile: mobileInput,
    password: passwordInput,
    sms_code: smsCodeInput,
    invite_code: z.string().trim().max(16).optional(),
    channel_code: z.string().trim().max(64).optional(),
  }),
  output: userInfoSchema,
});

/** `/webapi/user/login`: the captcha only after many failures on the account (CAPTCHA_REQUIRED). */
export const login = endpoint({
  path: '/webapi/user/login',
  method: ['GET', 'POST'],
  auth: 'none',
  summary:
    'Log in with account name or mobile and password (captcha and its key `code` when CAPTCHA_REQUIRED); returns user info',
  input: z.object({
    platform,
    account: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().min(1).max(64)),
    password: z.string().min(1).max(64),
    // Needed only after many failures on the account from everywhere (CAPTCHA_REQUIRED; login-throttle.ts).
    captcha: z.string().min(1).max(16).optional(),
    code: captchaKey.optional(),
  }),
  output: userInfoSchema,
});

/** `/webapi/user/logout`: succeeds without a session, so a stale client can always log out. */
export const logout = endpoint({
  path: '/webapi/user/logout',
  method: 'POST',
  auth: 'optional',
  summary:
    "End the current session and the user's chat sessions (succeeds without one, so a stale client can always log out)",
  input: z.object({}),
  output: z.null(),
});

/** `/webapi/user/forgetPwd`. */
export const forgetPwd = endpoint({
  path: '/webapi/user/forgetPwd',
  method: 'POST',
  auth: 'none',
  summary: 'Set a new password with an SMS code from sendVerifyCode; all sessions end',
  input: z.object({ mobile: mobileInput, sms_code: smsCodeInput, password: passwordInput }),
  output: z.null(),
});

/** `/webapi/User/getUserInfo` (the spec's capital U). */
export const getUserInfo = endpoint({
  path: '/webapi/User/getUserInfo',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: 'The logged-in user info (status 2 without a valid token)',
  input: z.object({}),
  output: userInfoSchema,
});

/** `/api/user/editUserInfo`: answers the user info after the edit. */
export const editUserInfo = endpoint({
  path: '/api/user/editUserInfo',
  method: 'POST',
  auth: 'required',
  summary:
    'Edit profile fields (nick_name, signature, avatar, gender, birthday, city, career, height, weight)',
  input: z.object(editProfileFields),
  output: userInfoSchema,
});

/** `/api/user/changePwd`. */
export const changePwd = endpoint({
  path: '/api/user/changePwd',
  method: 'POST',
  auth: 'required',
  summary: 'Change the password (old one required); other sessions end',
  input: z.object({ old_password: z.string().min(1).max(64), new_password: passwordInput }),
  output: z.null(),
});

/** `/api/User/bindPhone`: answers the user info with the new mobile. */
export const bindPhone = endpoint({
  path: '/api/User/bindPhone',
  method: 'POST',
  auth: 'required',
  summary: 'Bind or change the mobile with an SMS code sent by sendVerifyCode while logged in',
  input: z.object({ mobile: mobileInput, sms_code: smsCodeInput }),
  output: userInfoSchema,
});

/** `/api/user/updateThirdMember`. */
export const updateThirdMember = endpoint({
  path: '/api/user/updateThirdMember',
  method: 'POST',
  auth: 'required',
  summary: "The user's third-party membership record as stored (refreshed by clients after login)",
  input: z.object({}),
  output: z.object({ third_member: z.string() }),
});

/** `/api/user/getUserLastOnline`: others' to 5 minutes. */
export const getUserLastOnline = endpoint({
  path: '/api/user/getUserLastOnline',
  method: 'POST',
  auth: 'required',
  summary: "A user's last activity time (epoch seconds; 0 if never): login required, others' to 5 minutes",
  input: z.object({ userid: userIdInput }),
  output: z.object({ userid: z.number(), last_online: z.number() }),
});

/** `/api/user/getUserBasicInfo`. */
export const getUserBasicInfo = endpoint({
  path: '/api/user/getUserBasicInfo',
  method: 'POST',
  auth: 'optional',
  summary: "A user's public fields: a guest sees the chat card only, users more, the user all of their own",
  input: z.object({ id: userIdInput }),
  output: userBasicInfoSchema,
});

/** `/api/user/getGuestInfo`: a guest's messaging identity for a day. */
export const getGuestInfo = endpoint({
  path: '/api/user/getGuestInfo',
  method: 'POST',
  auth: 'none',
  summary: 'A new guest messaging identity: userid, txim_sign and its expiry (epoch seconds)',
  input: z.object({}),
  output: z.object({ userid: z.string(), txim_sign: z.string(), expire_time: z.number() }),
});
