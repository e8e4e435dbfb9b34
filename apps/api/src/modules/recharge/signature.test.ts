import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './signature';

const secret = 'whsec_test';
const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', orderNo: 'RABC123' });
const now = 1_800_000_000;

describe('webhook signature', () => {
  it('accepts its own signature over the exact body within the tolerance', () => {
    expect(verifyWebhook(secret, body, signWebhook(secret, body, now), now)).toBeNull();
    expect(verifyWebhook(secret, body, signWebhook(secret, body, now - 299), now)).toBeNull();
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhook(secret, body.replace('RABC123', 'RABC124'), header, now)).toBe('mismatch');
    expect(verifyWebhook('other', body, header, now)).toBe('mismatch');
    expect(verifyWebhook(secret, body, undefined, now)).toBe('missing');
    expect(verifyWebhook(secret, body, 't=abc,v1=00', now)).toBe('malformed');
    expect(verifyWebhook(secret, body, `t=${now}`, now)).toBe('malformed');
  });

  it('refuses a moved timestamp (the MAC covers it) and a stale one (a captured webhook replayed later)', () => {
    const header = signWebhook(secret, body, now);
    const moved = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyWebhook(secret, body, moved, now)).toBe('mismatch');
    expect(verifyWebhook(secret, body, signWebhook(secret, body, now - 301), now)).toBe('stale');
    expect(verifyWebhook(secret, body, signWebhook(secret, body, now + 301), now)).toBe('stale');
  });
});
