import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a user signature vouches for. */
export interface UserSigClaims {
  /** The messaging user ID (the product's user id as text, or a guest id). */
  userID: string;
  /** The application the signature is valid for. */
  sdkAppID: number;
  /** Issue time, seconds since the epoch. */
  issuedAt: number;
  /** Expiry time, seconds since the epoch. */
  expiresAt: number;
  /**
   * The user's signature generation when it was issued (0 when absent). The API raises a user's generation at
   * logout and password change and tells the messaging service, which then refuses older signatures.
   */
  generation: number;
}

/** Why a signature was refused; the messaging service maps these to its error codes. */
export type UserSigProblem = 'malformed' | 'bad-signature' | 'expired' | 'wrong-app' | 'wrong-user';

/** The outcome of verifying a signature. */
export type UserSigResult = { ok: true; claims: UserSigClaims } | { ok: false; problem: UserSigProblem };

const VERSION = 1;

function hmac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * Signs a user ID for one application: base64url(JSON claims) + '.' + base64url(HMAC-SHA256).
 * The API issues these as `txim_sign`; the messaging service verifies them at login and on the admin API.
 */
export function signUserSig(options: {
  secret: string;
  sdkAppID: number;
  userID: string;
  expireSeconds: number;
  /** The user's current signature generation (see UserSigClaims.generation); 0 when omitted. */
  generation?: number;
  now?: number;
}): string {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const body = {
    v: VERSION,
    id: options.userID,
    app: options.sdkAppID,
    iat: issuedAt,
    exp: issuedAt + options.expireSeconds,
    // Omitted at 0 so signatures issued before generations existed read the same.
    ...(options.generation ? { gen: options.generation } : {}),
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${hmac(options.secret, payload).toString('base64url')}`;
}

function readClaims(payload: string): UserSigClaims | null {
  try {
    const raw: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Record<string, unknown>;
    if (r.v !== VERSION || typeof r.id !== 'string' || typeof r.app !== 'number') return null;
    if (typeof r.iat !== 'number' || typeof r.exp !== 'number') return null;
    const generation = r.gen === undefined ? 0 : r.gen;
    if (typeof generation !== 'number' || !Number.isSafeInteger(generation) || generation < 0) return null;
    return { userID: r.id, sdkAppID: r.app, issuedAt: r.iat, expiresAt: r.exp, generation };
  } catch {
    return null;
  }
}

/** Verifies a signature: the HMAC first (constant time), then the application, the user and the expiry. */
export function verifyUserSig(options: {
  secret: string;
  userSig: string;
  sdkAppID: number;
  userID?: string;
  now?: number;
}): UserSigResult {
  const parts = options.userSig.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, problem: 'malformed' };
  const [payload, signature] = parts as [string, string];
  const expected = hmac(options.secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: 'bad-signature' };
  }
  const claims = readClaims(payload);
  if (!claims) return { ok: false, problem: 'malformed' };
  if (claims.sdkAppID !== options.sdkAppID) return { ok: false, problem: 'wrong-app' };
  if (options.userID !== undefined && claims.userID !== options.userID)
    return { ok: false, problem: 'wrong-user' };
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (claims.expiresAt <= nowSeconds) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}
