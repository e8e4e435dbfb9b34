import { apiUrl, request } from './client';
import type { UserInfo } from './types';

/** URL of the image captcha tied to a client-chosen key (GET /api/user/smsCaptcha?code=). */
export function captchaImageUrl(key: string, bust: number): string {
  return apiUrl(`/api/user/smsCaptcha?code=${encodeURIComponent(key)}&t=${bust}`);
}

/** Image-captcha fields: the typed text and the key the image was fetched with. */
export interface CaptchaInput {
  captcha: string;
  code: string;
}

/** Answer of the SMS-code calls: how long the code lives and how long until another may be sent. */
export interface SentCode {
  expire_seconds?: number;
  resend_seconds?: number;
}

/** POST /webapi/user/sendCode: SMS code for registration. */
export function sendRegisterCode(input: { mobile: string } & CaptchaInput): Promise<SentCode> {
  return request('/webapi/user/sendCode', input);
}

/** POST /api/user/sendVerifyCode: SMS code for password reset and phone binding (image captcha always). */
export function sendVerifyCode(input: { mobile: string } & CaptchaInput): Promise<SentCode> {
  return request('/api/user/sendVerifyCode', input);
}

/** POST /webapi/user/regist: creates the account and returns the logged-in user. */
export function register(input: {
  mobile: string;
  password: string;
  sms_code: string;
  invite_code?: string;
  channel_code?: string;
}): Promise<UserInfo> {
  return request('/webapi/user/regist', input);
}

/**
 * POST /webapi/user/login with mobile or account and password; the image captcha too once the server answered
 * CAPTCHA_REQUIRED (many failed logins on the account from everywhere).
 */
export function login(
  input: { account: string; password: string } & Partial<CaptchaInput>,
): Promise<UserInfo> {
  return request('/webapi/user/login', input);
}

/** POST /webapi/User/getUserInfo: the current user (status 2 when the token is gone). */
export function getUserInfo(): Promise<UserInfo> {
  return request('/webapi/User/getUserInfo', {}, { hideLoading: true });
}

/** Editable profile fields. */
export interface EditUserInput {
  nick_name?: string;
  /** A URL of our storage (the avatar upload). */
  avatar?: string;
  signature?: string;
  gender?: number;
  birthday?: string;
  city?: string;
}

/** POST /api/user/editUserInfo. */
export function editUserInfo(input: EditUserInput): Promise<unknown> {
  return request('/api/user/editUserInfo', { ...input });
}

/** POST /webapi/user/forgetPwd: sets a new password with an SMS code. */
export function forgetPassword(input: {
  mobile: string;
  sms_code: string;
  password: string;
}): Promise<unknown> {
  return request('/webapi/user/forgetPwd', input);
}

/** POST /api/User/bindPhone. */
export function bindPhone(input: { mobile: string; sms_code: string }): Promise<unknown> {
  return request('/api/User/bindPhone', input);
}

/** POST /api/user/updateThirdMember: refreshes third_member after login. */
export function updateThirdMember(): Promise<{ third_member?: unknown }> {
  return request('/api/user/updateThirdMember', {}, { hideLoading: true, noToast: true });
}

/** POST /webapi/user/logout. */
export function logout(): Promise<unknown> {
  return request('/webapi/user/logout', {}, { noToast: true });
}
