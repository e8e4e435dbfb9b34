import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed call's timestamp may be from the receiver's clock (media contract: 60 s). */
export const SIGNATURE_WINDOW_MS = 60_000;

/** The headers of a signed server-to-server call between the API and the media service. */
export const TIMESTAMP_HEADER = 'x-tifo-timestamp';
export const SIGNATURE_HEADER = 'x-tifo-signature';

/** hex(HMAC-SHA256(secret, `${timestamp}.${method}.${path}.${rawBody}`)), as the media contract defines it. */
export function signMediaCall(
  secret: string,
  timestamp: number,
  method: string,
  path: string,
  rawBody: string,
): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.${method.toUpperCase()}.${path}.${rawBody}`)
    .digest('hex');
}

/** The two headers for a call signed now. */
export function signedHeaders(
  secret: string,
  method: string,
  path: string,
  rawBody: string,
  now: number,
): Record<string, string> {
  return {
    [TIMESTAMP_HEADER]: String(now),
    [SIGNATURE_HEADER]: signMediaCall(secret, now, method, path, rawBody),
  };
}

/** Why a signed call was refused, or null when it is good. */
export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/**
 * Checks a call's signature headers against the raw body: the timestamp must be within 60 s of `now`, and the
 * signature must match in constant time.
 */
export function verifyMediaCall(
  secret: string,
  call: { timestamp: unknown; signature: unknown; method: string; path: string; rawBody: string },
  now: number,
): SignatureProblem | null {
  if (typeof call.timestamp !== 'string' || typeof call.signature !== 'string') return 'missing';
  if (!/^\d{1,16}$/.test(call.timestamp) || !/^[0-9a-f]{64}$/i.test(call.signature)) return 'mismatch';
  const timestamp = Number(call.timestamp);
  if (Math.abs(now - timestamp) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(signMediaCall(secret, timestamp, call.method, call.path, call.rawBody), 'hex');
  const given = Buffer.from(call.signature, 'hex');
  return timingSafeEqual(expected, given) ? null : 'mismatch';
}
