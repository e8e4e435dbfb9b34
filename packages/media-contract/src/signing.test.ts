import { describe, expect, it } from 'vitest';
import { signMediaCall, signedHeaders, verifyMediaCall } from './signing';

describe('signed calls between the API and the media service', () => {
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

  it('matches the contract formula exactly (both services compute the same bytes)', () => {
    // Independent reference values: printf '1.POST./p.{}' | openssl dgst -sha256 -hmac k
    expect(signMediaCall('k', 1, 'POST', '/p', '{}')).toBe(
      'e57c70510182df0e692aa38227bd1b8812c3afd7d1309c83fe4d5abd63217184',
    );
    // printf '%s' '1800000000000.POST./p.{}' | openssl dgst -sha256 -hmac k
    expect(signMediaCall('k', now, 'POST', '/p', '{}')).toBe(
      'ce9f2976cde924093e316b889ec601488330de15c0a6a528299a496c8153b4e5',
    );
  });

  it('accepts a good call and refuses tampering, staleness and missing headers', () => {
    expect(verifyMediaCall(secret, call(), now)).toBeNull();
    expect(verifyMediaCall(secret, call(), now + 59_000)).toBeNull();
    expect(verifyMediaCall(secret, call(), now - 59_000)).toBeNull();
    expect(verifyMediaCall(secret, call(), now + 61_000)).toBe('stale');
    expect(verifyMediaCall(secret, call({ rawBody: '{"a":2}' }), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ path: '/internal/media/unpublish' }), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ method: 'GET' }), now)).toBe('mismatch');
    expect(verifyMediaCall('other', call(), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ signature: 'zz' }), now)).toBe('mismatch');
    expect(verifyMediaCall(secret, call({ timestamp: undefined }), now)).toBe('missing');
  });

  it('signs with headers the check accepts, and refuses malformed headers without throwing', () => {
    const h = signedHeaders(secret, 'POST', '/internal/media/publish', '{}', now);
    const headers = { timestamp: h['x-tifo-timestamp'], signature: h['x-tifo-signature'] };
    expect(
      verifyMediaCall(
        secret,
        { ...headers, method: 'POST', path: '/internal/media/publish', rawBody: '{}' },
        now,
      ),
    ).toBeNull();
    expect(
      verifyMediaCall(secret, { timestamp: 'x', signature: 'zz', method: 'POST', path: '/', rawBody: '' }),
    ).toBe('mismatch');
    expect(
      verifyMediaCall(secret, {
        timestamp: String(Date.now()),
        signature: 'ab',
        method: 'POST',
        path: '/',
        rawBody: '',
      }),
    ).toBe('mismatch');
    expect(
      verifyMediaCall(secret, {
        timestamp: undefined,
        signature: undefined,
        method: 'POST',
        path: '/',
        rawBody: '',
      }),
    ).toBe('missing');
  });
});
