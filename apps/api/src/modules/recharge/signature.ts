import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox's webhooks carry: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'tifo-signature';

/** How far a webhook's timestamp may be from now: older deliveries are refused (a captured one cannot be replayed later). */
export const SIGNATURE_TOLERANCE_S = 300;

/** Signs a webhook body at a time (unix seconds), Stripe's scheme: the timestamp is inside the MAC. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Why a signature was refused (for the log; the caller only sees WEBHOOK_INVALID). */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a signature header against the exact body: the MAC compared in constant time, the timestamp within
 * the tolerance of `nowSeconds`. Answers null when valid.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_S,
): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'mismatch';
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return 'stale';
  return null;
}
