import { z } from 'zod';
import { parseBirthday } from './profile';

/** Display width: characters above code 127 count 2, others 1 (spec section 5's text length helper). */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! > 127 ? 2 : 1;
  return width;
}

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
 * editUserInfo fields, all optional: nick name 2-24 display width (a CJK character counts 2), signature up to
 * 60 characters, gender 0 unknown / 1 male / 2 female, birthday YYYY-MM-DD in the past ('' clears), city and
 * career up to 32 characters, height 50-250 cm and weight 20-300 kg (0 clears).
 */
export const editProfileFields = {
  nick_name: z
    .string()
    .trim()
    .refine((v) => textWidth(v) >= 2 && textWidth(v) <= 24, 'must be 2-24 wide (a CJK character counts 2)')
    .refine(
      (v) => ![...v].some((c) => c < ' ' || c === '<' || c === '>'),
      'must not contain control characters or < >',
    )
    .optional(),
  signature: z.string().trim().max(60).optional(),
  avatar: avatar.optional(),
  gender: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1 || v === 2, 'must be 0, 1 or 2')
    .optional(),
  birthday: birthday.optional(),
  city: z.string().trim().max(32).optional(),
  career: z.string().trim().max(32).optional(),
  height: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 50 && v <= 250), 'must be 50-250 (cm) or 0')
    .optional(),
  weight: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 20 && v <= 300), 'must be 20-300 (kg) or 0')
    .optional(),
};

/** The validated edit. */
export type ProfileEdit = z.infer<z.ZodObject<typeof editProfileFields>>;
