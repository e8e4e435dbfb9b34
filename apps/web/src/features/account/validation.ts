// Client-side checks that save a round trip; the server stays the authority (spec section 5).

/** Phone numbers: 6 to 15 digits, an optional leading +. */
export const MOBILE_PATTERN = /^\+?\d{6,15}$/;
/** SMS codes: 4 to 8 digits. */
export const SMS_CODE_PATTERN = /^\d{4,8}$/;
/** Password length bounds. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** True for an acceptable phone number. */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim());
}

/** True for an acceptable password. */
export function isPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && !/\s/.test(value);
}

/** A fresh key to tie an image captcha to this form. */
export function newCaptchaKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
