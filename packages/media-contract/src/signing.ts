// The signature of every call between the API and the media service, both ways (README "Signing"). Both are Node
// services, so node:crypto is fine here.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed call's timestamp may be from the receiver's clock. */
export const SIGNATURE_WINDOW_MS = 60_000;

/** The header carrying the call's timestamp (unix ms). */
export const TIMESTAMP_HEADER = 'x-tifo-timestamp';
/** The header carrying the call's signature (hex). */
export const SIGNATURE_HEADER = 'x-tifo-signature';

/** hex(HMAC-SHA256(secret, `${timestamp}.${method}.${path}.${rawBody}`)), the contract's signature. */
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

/** The two headers of a call signed at `now`. */
export function signedHeaders(
  secret: string,
  method: string,
  path: string,
  rawBody: string,
  now = Date.now(),
): Record<typeof TIMESTAMP_HEADER | typeof SIGNATURE_HEADER, string> {
  return {
    [TIMESTAMP_HEADER]: String(now),
    [SIGNATURE_HEADER]: signMediaCall(secret, now, method, path, rawBody),
  };
}

/** Why a signed call was refused. */
export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/** A received call as the check needs it: the two headers as they came, and the exact bytes of the body. */
export interface ReceivedCall {
  timestamp: unknown;
  signature: unknown;
  method: string;
  /** The path without its query. */
  path: string;
  rawBody: string;
}

/**
 * Checks a call's signature headers against the raw body: the timestamp must be within SIGNATURE_WINDOW_MS of
 * `now`, and the signature must match in constant time. Null when the call is good.
 */
export function verifyMediaCall(
  secret: string,
  call: ReceivedCall,
  now = Date.now(),
): SignatureProblem | null {
  if (typeof call.timestamp !== 'string' || typeof call.signature !== 'string') return 'missing';
  if (!/^\d{1,16}$/.test(call.timestamp) || !/^[0-9a-f]{64}$/i.test(call.signature)) return 'mismatch';
  const timestamp = Number(call.timestamp);
  if (Math.abs(now - timestamp) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(signMediaCall(secret, timestamp, call.method, call.path, call.rawBody), 'hex');
  const given = Buffer.from(call.signature, 'hex');
  return timingSafeEqual(expected, given) ? null : 'mismatch';
}
