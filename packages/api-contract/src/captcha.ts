// Image captchas (apps/api/src/modules/captcha). The image itself (GET /api/user/smsCaptcha?code=<key>) is a raw
// route, an SVG and not an envelope, so it has no endpoint here: only the key the calls that check a captcha take.
import { z } from 'zod';

/** A client-chosen captcha key: 8-64 URL-safe characters. */
export const captchaKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
