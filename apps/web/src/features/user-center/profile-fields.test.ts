import { describe, expect, it } from 'vitest';
import { displayDate, genderKey, isoDate, parseBirthday, signatureOf } from './profile-fields';

describe('profile fields', () => {
  it('maps gender codes', () => {
    expect(genderKey(1)).toBe('gender.male');
    expect(genderKey(undefined)).toBe('gender.secret');
  });
  it('round-trips birthdays', () => {
    expect(isoDate(parseBirthday('1990-05-17')!)).toBe('1990-05-17');
    expect(parseBirthday('17/05/1990')).toBeUndefined();
  });
  it('shows unix seconds, milliseconds and strings as dates', () => {
    const d = new Date(2024, 0, 2, 12);
    expect(displayDate(Math.floor(d.getTime() / 1000))).toBe('2024-01-02');
    expect(displayDate(d.getTime())).toBe('2024-01-02');
    expect(displayDate('')).toBe('');
  });
  it('finds the signature on the user or the profile', () => {
    expect(signatureOf({ profile: { signature: 'hi' } })).toBe('hi');
    expect(signatureOf({ signature: 'top' })).toBe('top');
  });
});
