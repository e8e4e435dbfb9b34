import { describe, expect, it } from 'vitest';
import { isMobile, isPassword, newCaptchaKey } from './validation';

describe('account validation', () => {
  it('accepts phone numbers of 6 to 15 digits', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('+5511987654321')).toBe(true);
    expect(isMobile('12345')).toBe(false);
    expect(isMobile('1380013800a')).toBe(false);
  });
  it('accepts passwords of 6 to 20 characters without spaces', () => {
    expect(isPassword('abc123')).toBe(true);
    expect(isPassword('abc12')).toBe(false);
    expect(isPassword('a'.repeat(21))).toBe(false);
    expect(isPassword('abc 123')).toBe(false);
  });
  it('makes distinct captcha keys', () => {
    expect(newCaptchaKey()).not.toBe(newCaptchaKey());
  });
});
