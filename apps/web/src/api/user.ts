import type { ApiInput } from './call';
import { api } from './call';
import { apiUrl } from './client';

export type { SentCode } from '@tifo/api-contract';

/** URL of the image captcha tied to a client-chosen key (GET /api/user/smsCaptcha?code=). */
export function captchaImageUrl(key: string, bust: number): string {
  return apiUrl(`/api/user/smsCaptcha?code=${encodeURIComponent(key)}&t=${bust}`);
}

/** Image-captcha fields: the typed text and the key the image was fetched with. */
export interface CaptchaInput {
  captcha: string;
  code: string;
}

/** POST /webapi/user/sendCode: SMS code for registration. */
export function sendRegisterCode(input: ApiInput<'/webapi/user/sendCode'>) {
  return api('/webapi/user/sendCode', input);
}

/** POST /api/user/sendVerifyCode: SMS code for password reset and phone binding (image captcha always). */
export function sendVerifyCode(input: ApiInput<'/api/user/sendVerifyCode'>) {
  return api('/api/user/sendVerifyCode', input);
}

/** POST /webapi/user/regist: creates the account and returns the logged-in user. */
export function register(input: ApiInput<'/webapi/user/regist'>) {
  return api('/webapi/user/regist', input);
}

/**
 * POST /webapi/user/login with mobile or account and password; the image captcha too once the server answered
 * CAPTCHA_REQUIRED (many failed logins on the account from everywhere).
 */
export function login(input: ApiInput<'/webapi/user/login'>) {
  return api('/webapi/user/login', input);
}

/** POST /webapi/User/getUserInfo: the current user (status 2 when the token is gone). */
export function getUserInfo() {
  return api('/webapi/User/getUserInfo', {}, { hideLoading: true });
}

/** Editable profile fields. */
export type EditUserInput = ApiInput<'/api/user/editUserInfo'>;

/** POST /api/user/editUserInfo: answers the user info after the edit. */
export function editUserInfo(input: EditUserInput) {
  return api('/api/user/editUserInfo', { ...input });
}

/** POST /webapi/user/forgetPwd: sets a new password with an SMS code. */
export function forgetPassword(input: ApiInput<'/webapi/user/forgetPwd'>) {
  return api('/webapi/user/forgetPwd', input);
}

/** POST /api/User/bindPhone: answers the user info with the new mobile. */
export function bindPhone(input: ApiInput<'/api/User/bindPhone'>) {
  return api('/api/User/bindPhone', input);
}

/** POST /api/user/updateThirdMember: refreshes third_member after login. */
export function updateThirdMember() {
  return api('/api/user/updateThirdMember', {}, { hideLoading: true, noToast: true });
}

/** POST /webapi/user/logout. */
export function logout() {
  return api('/webapi/user/logout', {}, { noToast: true });
}
