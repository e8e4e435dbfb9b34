import { z } from 'zod';

/** Passwords: 6 to 20 characters without whitespace (the web app's rule). */
export const passwordInput = z.string().min(6).max(20).regex(/^\S+$/, 'must not contain spaces');

/** SMS codes: 4 to 8 digits (ours are 6); numbers are accepted. */
export const smsCodeInput = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits'));

/** A user id as clients send it (number or numeric text). */
export const userIdInput = z.coerce.number().int().positive();
