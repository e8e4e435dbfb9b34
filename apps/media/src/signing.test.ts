import { describe, expect, it } from 'vitest';
import { signRequest, signedHeaders, verifyRequest } from './signing';

describe('signed server-to-server calls', () => {
  const secret = 's3cret';
  const body = '{"streamKey":"abc"}';

  it('accepts its own signature and refuses any change of method, path, body, secret or time', () => {
    const now = 1_700_000_000_000;
    const h = signedHeaders(secret, 'POST', '/internal/media/publish', body, now);
    const headers = { timestamp: h['x-tifo-timestamp'], signature: h['x-tifo-signature'] };
    expect(verifyRequest(secret, headers, 'POST', '/internal/media/publish', body, now)).toBe(true);
    expect(verifyRequest(secret, headers, 'GET', '/internal/media/publish', body, now)).toBe(false);
    expect(verifyRequest(secret, headers, 'POST', '/internal/media/unpublish', body, now)).toBe(false);
    expect(verifyRequest(secret, headers, 'POST', '/internal/media/publish', body + ' ', now)).toBe(false);
    expect(verifyRequest('other', headers, 'POST', '/internal/media/publish', body, now)).toBe(false);
    expect(verifyRequest(secret, headers, 'POST', '/internal/media/publish', body, now + 61_000)).toBe(false);
    expect(verifyRequest(secret, headers, 'POST', '/internal/media/publish', body, now - 59_000)).toBe(true);
  });

  it('matches the contract formula exactly (the API computes the same bytes)', () => {
    // Independent reference value: printf '1.POST./p.{}' | openssl dgst -sha256 -hmac k
    expect(signRequest('k', 1, 'POST', '/p', '{}')).toBe(
      'e57c70510182df0e692aa38227bd1b8812c3afd7d1309c83fe4d5abd63217184',
    );
  });

  it('refuses missing or malformed headers without throwing', () => {
    expect(verifyRequest(secret, { timestamp: undefined, signature: undefined }, 'POST', '/', '')).toBe(
      false,
    );
    expect(verifyRequest(secret, { timestamp: 'x', signature: 'zz' }, 'POST', '/', '')).toBe(false);
    expect(verifyRequest(secret, { timestamp: String(Date.now()), signature: 'ab' }, 'POST', '/', '')).toBe(
      false,
    );
  });
});
