import { describe, expect, it } from 'vitest';
import { signUserSig, verifyUserSig } from './user-sig';

const secret = 'test-secret';
const now = 1_800_000_000_000;

describe('user signatures', () => {
  const sig = signUserSig({ secret, sdkAppID: 1400000001, userID: '42', expireSeconds: 3600, now });

  it('verifies a fresh signature and returns its claims', () => {
    const result = verifyUserSig({ secret, userSig: sig, sdkAppID: 1400000001, userID: '42', now });
    expect(result).toEqual({
      ok: true,
      claims: {
        userID: '42',
        sdkAppID: 1400000001,
        issuedAt: now / 1000,
        expiresAt: now / 1000 + 3600,
        generation: 0,
      },
    });
  });

  it('refuses a signature made with another secret', () => {
    const forged = signUserSig({
      secret: 'other',
      sdkAppID: 1400000001,
      userID: '42',
      expireSeconds: 3600,
      now,
    });
    expect(verifyUserSig({ secret, userSig: forged, sdkAppID: 1400000001, now })).toEqual({
      ok: false,
      problem: 'bad-signature',
    });
  });

  it('refuses a tampered payload', () => {
    const [, mac] = sig.split('.');
    const payload = Buffer.from(
      JSON.stringify({ v: 1, id: '1', app: 1400000001, iat: 0, exp: 9e9 }),
    ).toString('base64url');
    expect(verifyUserSig({ secret, userSig: `${payload}.${mac}`, sdkAppID: 1400000001, now }).ok).toBe(false);
  });

  it('refuses expiry, another app, another user and garbage', () => {
    const later = now + 3600 * 1000;
    expect(verifyUserSig({ secret, userSig: sig, sdkAppID: 1400000001, now: later })).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(verifyUserSig({ secret, userSig: sig, sdkAppID: 1, now })).toEqual({
      ok: false,
      problem: 'wrong-app',
    });
    expect(verifyUserSig({ secret, userSig: sig, sdkAppID: 1400000001, userID: '7', now })).toEqual({
      ok: false,
      problem: 'wrong-user',
    });
    expect(verifyUserSig({ secret, userSig: 'nonsense', sdkAppID: 1400000001, now })).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('carries the signature generation', () => {
    const later = signUserSig({
      secret,
      sdkAppID: 1400000001,
      userID: '42',
      expireSeconds: 60,
      generation: 3,
      now,
    });
    const result = verifyUserSig({ secret, userSig: later, sdkAppID: 1400000001, now });
    expect(result.ok && result.claims.generation).toBe(3);
  });
});
