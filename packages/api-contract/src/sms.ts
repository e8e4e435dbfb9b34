// SMS verification codes (apps/api/src/modules/sms): both calls need the image captcha (captcha.ts).
import { z } from 'zod';
import { captchaKey } from './captcha';
import { endpoint } from './endpoint';
import { siteSelector } from './inputs';

/** Phone numbers: 6 to 15 digits with an optional leading + (as the web app checks); numbers are accepted. */
export const mobileInput = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\+?\d{6,15}$/, 'must be 6-15 digits with an optional +'));

/** What a client learns after a code is sent: how long it lives, and how long until another may be sent. */
export const sentCodeSchema = z.object({ expire_seconds: z.number(), resend_seconds: z.number() });
export type SentCode = z.output<typeof sentCodeSchema>;

/** `/webapi/user/sendCode`: a registration code (refused when the mobile has an account). */
export const sendCode = endpoint({
  path: '/webapi/user/sendCode',
  method: 'POST',
  auth: 'none',
  summary: 'Send a registration SMS code (needs the image captcha text and its key `code`)',
  input: z.object({
    ...siteSelector,
    mobile: mobileInput,
    captcha: z.string().min(1).max(16),
    code: captchaKey,
  }),
  output: sentCodeSchema,
});

/** `/api/user/sendVerifyCode`: logged in, a code to bind this phone; logged out, one to reset the password. */
export const sendVerifyCode = endpoint({
  path: '/api/user/sendVerifyCode',
  method: 'POST',
  auth: 'optional',
  summary:
    'Send an SMS code (image captcha text and its key `code`): logged in, to bind this phone; logged out, to reset the password',
  input: z.object({
    ...siteSelector,
    mobile: mobileInput,
    captcha: z.string().min(1).max(16).optional(),
    code: captchaKey.optional(),
  }),
  output: sentCodeSchema,
});
