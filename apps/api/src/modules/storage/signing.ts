import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local presigned PUT allows: one key, one content type, at most maxSize bytes, until expires (unix s). */
export interface PutGrant {
  key: string;
  contentType: string;
  maxSize: number;
  expires: number;
}

function mac(secret: string, grant: PutGrant): Buffer {
  // Newline-separated fields: none of them can contain a newline (keys and types are server-made, numbers).
  const text = ['PUT', grant.key, grant.contentType, String(grant.maxSize), String(grant.expires)].join('\n');
  return createHmac('sha256', secret).update(text).digest();
}

/** The query string of a presigned PUT URL. */
export function signPut(secret: string, grant: PutGrant): string {
  const query = new URLSearchParams({
    ct: grant.contentType,
    max: String(grant.maxSize),
    exp: String(grant.expires),
    sig: mac(secret, grant).toString('hex'),
  });
  return query.toString();
}

/** The outcome of checking a PUT's query against its key. */
export type GrantCheck = { ok: true; grant: PutGrant } | { ok: false; reason: 'signature' | 'expired' };

/** Checks a presigned PUT's query (constant-time comparison), then its expiry against `nowSeconds`. */
export function verifyPut(
  secret: string,
  key: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): GrantCheck {
  const { ct, max, exp, sig } = query;
  if (
    typeof ct !== 'string' ||
    typeof max !== 'string' ||
    typeof exp !== 'string' ||
    typeof sig !== 'string'
  ) {
    return { ok: false, reason: 'signature' };
  }
  if (!/^\d{1,12}$/.test(max) || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) {
    return { ok: false, reason: 'signature' };
  }
  const grant: PutGrant = { key, contentType: ct, maxSize: Number(max), expires: Number(exp) };
  if (!timingSafeEqual(mac(secret, grant), Buffer.from(sig, 'hex')))
    return { ok: false, reason: 'signature' };
  if (grant.expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
