import { describe, expect, it } from 'vitest';
import { hashStreamKey, newStreamKey, openStreamKey, sealStreamKey } from './stream-key';

// The media calls' signature is tested with the contract (packages/media-contract/src/signing.test.ts).
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
