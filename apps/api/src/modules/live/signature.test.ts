import { describe, expect, it } from 'vitest';
import { signMediaCall, verifyMediaCall } from './signature';
import { hashStreamKey, newStreamKey, openStreamKey, sealStreamKey } from './stream-key';

describe('media call signatures', () => {
  const secret = 'media-test-secret';
  const now = 1_800_000_000_000;
  const call = (over: Partial<Parameters<typeof verifyMediaCall>[1]> = {}) => ({
    timestamp: String(now),
    signature: signMediaCall(secret, now, 'POST', '/internal/media/publish', '{"a":1}'),
    method: 'POST',
    path: '/internal/media/publish',
    rawBody: '{"a":1}',
    ...over,
  });

  it('matches the contract formula', () => {
    // Computed independently: printf '%s' '1800000000000.POST./p.{}' | openssl dgst -sha256 -hmac k
    expect(signMediaCall('k', now, 'POST', '/p', '{}')).toBe(
      'ce9f2976cde924093e316b889ec601488330de15c0a6a528299a496c8153b4e5',
    );
  });

  it('accepts a good call and refuses tampering, staleness and missing headers', () => {
    expect(verifyMediaCall(secret, call(), now)).toBeNull();
    expect(verifyMediaCall(secret, call(), now + 59_000)).toBeNull();
    expect(verifyMediaCall(secret, call(), now + 61_000)).toBe('stale');
    expect(verifyMediaCall(secret, call({ rawBody: '{"a":2}' }), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ path: '/internal/media/unpublish' }), now)).toBe('mismatch');
    expect(verifyMediaCall('other', call(), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ signature: 'zz' }), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ timestamp: undefined }), now)).toBe('missing');
  });
});

describe('stream keys', () => {
  it('are random, hashed for lookup and sealed so only the secret opens them', () => {
    const key = newStreamKey();
    expect(key).toMatch(/^sk_[0-9a-f]{40}$/);
    expect(newStreamKey()).not.toBe(key);
    expect(hashStreamKey(key)).toMatch(/^[0-9a-f]{64}$/);
    const sealed = sealStreamKey('s1', key);
    expect(sealed).not.toContain(key.slice(3));
    expect(openStreamKey('s1', sealed)).toBe(key);
    expect(openStreamKey('s2', sealed)).toBeNull();
    expect(openStreamKey('s1', 'garbage')).toBeNull();
  });
});
