import type { UserInfo } from '../../api/types';

/** Gender codes as stored in the profile. */
export const GENDERS = [
  { value: 0, label: 'gender.secret' },
  { value: 1, label: 'gender.male' },
  { value: 2, label: 'gender.female' },
] as const;

/** The i18n key of a gender code. */
export function genderKey(value: number | undefined): string {
  return GENDERS.find((g) => g.value === Number(value ?? 0))?.label ?? 'gender.secret';
}

/** The signature, wherever the server put it. */
export function signatureOf(user: {
  signature?: UserInfo['signature'];
  profile?: Pick<UserInfo['profile'], 'signature'>;
}): string {
  return user.signature || user.profile?.signature || '';
}

/** Formats a date as YYYY-MM-DD in local time. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Parses a YYYY-MM-DD birthday; anything else yields undefined. */
export function parseBirthday(text: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Unix seconds, milliseconds or a date string -> a display date (YYYY-MM-DD), '' when unknown. */
export function displayDate(value: string | number | undefined): string {
  if (value === undefined || value === '' || value === 0) return '';
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return isoDate(new Date(n < 1e12 ? n * 1000 : n));
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : isoDate(parsed);
}
