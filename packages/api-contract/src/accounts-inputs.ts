// The accounts calls' input pieces (accounts.ts): credentials and the editable profile fields, with the text
// rules they apply (the API's profile code uses the same helpers).
import { textWidth } from '@tifo/sports';
import { z } from 'zod';

export { textWidth };

/** Passwords: 6 to 20 characters without whitespace (the web app's rule). */
export const passwordInput = z.string().min(6).max(20).regex(/^\S+$/, 'must not contain spaces');

/** SMS codes: 4 to 8 digits (ours are 6); numbers are accepted. */
export const smsCodeInput = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits'));

/** A user id as clients send it (number or numeric text). */
export const userIdInput = z.coerce.number<number>().int().positive();

/** Parses YYYY-MM-DD into a real calendar date, or null. */
export function parseBirthday(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/**
 * A complete tag or comment (`<img src=x onerror=...>`, `</b>`, `<!-- -->`): a `<` that starts one as HTML parsers
 * see it (a letter, `/`, `!` or `?` next), so `<3` or `2 < 3 > 1` stay text.
 */
const TAG = /<[A-Za-z!/?][^<>]*>/g;
/** What is left of a tag without its `>` at the end of the text (`<img src=x onerror=alert(1)`). */
const OPEN_TAG_AT_END = /<[A-Za-z!/?][^<>]*$/;
/** Control characters (C0, DEL, C1) and the bidirectional overrides that reorder what follows them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Free text as plain text: markup is removed on input, so a signature is stored without its
 * `<img onerror=...>` and no client that renders it as HTML by mistake can run it. Tags go (repeatedly, so
 * `<<b>img ...>` cannot rebuild one), then control characters; runs of white space become one space. A lone `<`
 * or `>` in text (`i <3 football`) stays.
 */
export function toPlainText(text: string): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(TAG, '');
  }
  return out.replace(OPEN_TAG_AT_END, '').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
}

/** A free-text field of at most `max` characters, stored as plain text. */
const plainText = (max: number) => z.string().transform(toPlainText).pipe(z.string().max(max));

const birthday = z
  .string()
  .trim()
  .refine((v) => v === '' || parseBirthday(v) !== null, 'must be a date YYYY-MM-DD')
  .refine(
    (v) => v === '' || (v >= '1900-01-01' && Date.parse(`${v}T00:00:00Z`) <= Date.now()),
    'must be in the past',
  );

const avatar = z
  .string()
  .trim()
  .max(512)
  .refine((v) => v === '' || /^(https?:\/\/|\/)[^\s"'<>]+$/.test(v), 'must be an http(s) URL or a path');

/**
 * editUserInfo fields, all optional: nick name 2-24 display width (a CJK character counts 2; markup and control
 * characters refused: a name is shown exactly as typed, or not at all), signature up to 60 characters (plain
 * text: markup removed), gender 0 unknown / 1 male / 2 female, birthday YYYY-MM-DD in the past ('' clears), city and
 * career up to 32 characters (plain text), height 50-250 cm and weight 20-300 kg (0 clears).
 */
export const editProfileFields = {
  nick_name: z
    .string()
    .trim()
    .refine((v) => textWidth(v) >= 2 && textWidth(v) <= 24, 'must be 2-24 wide (a CJK character counts 2)')
    .refine(
      (v) => !/[<>]/.test(v) && v.replace(INVISIBLE, '') === v,
      'must not contain control characters or < >',
    )
    .optional(),
  signature: plainText(60).optional(),
  avatar: avatar.optional(),
  gender: z.coerce
    .number<number>()
    .int()
    .refine((v) => v === 0 || v === 1 || v === 2, 'must be 0, 1 or 2')
    .optional(),
  birthday: birthday.optional(),
  city: plainText(32).optional(),
  career: plainText(32).optional(),
  height: z.coerce
    .number<number>()
    .int()
    .refine((v) => v === 0 || (v >= 50 && v <= 250), 'must be 50-250 (cm) or 0')
    .optional(),
  weight: z.coerce
    .number<number>()
    .int()
    .refine((v) => v === 0 || (v >= 20 && v <= 300), 'must be 20-300 (kg) or 0')
    .optional(),
};
