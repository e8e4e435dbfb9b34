import { createHmac, timingSafeEqual } from 'node:crypto';

/** Largest clock difference accepted between the two services (the contract in apps/api/src/modules/live/README.md). */
export const SIGNATURE_WINDOW_MS = 60_000;

/** hex(HMAC-SHA256(secret, `${timestamp}.${method}.${path}.${rawBody}`)), the contract's signature. */
export function signRequest(
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

/** Headers for one signed call. */
export function signedHeaders(
  secret: string,
  method: string,
  path: string,
  rawBody: string,
  now = Date.now(),
) {
  return {
    'x-tifo-timestamp': String(now),
    'x-tifo-signature': signRequest(secret, now, method, path, rawBody),
  };
}

/** True when the headers carry a fresh, correct signature of this request. */
export function verifyRequest(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  method: string,
  path: string,
  rawBody: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return false;
  const ts = Number(timestamp);
  if (Math.abs(now - ts) > SIGNATURE_WINDOW_MS) return false;
  const expected = Buffer.from(signRequest(secret, ts, method, path, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
