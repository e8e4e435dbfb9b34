import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address';

const upgrade = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the client address of an upgrade', () => {
  it('is the socket address when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddressResolver(false)(upgrade('198.51.100.7', '1.2.3.4'))).toBe('198.51.100.7');
  });

  it('is what a trusted front reports, and a claim the front only relayed is not believed', () => {
    const resolve = clientAddressResolver('loopback');
    // A browser behind the front: the front (loopback) appended the browser's address.
    expect(resolve(upgrade('127.0.0.1', '203.0.113.5'))).toBe('203.0.113.5');
    // The browser claimed 1.2.3.4 itself; the front appended its real address.
    expect(resolve(upgrade('127.0.0.1', '1.2.3.4, 203.0.113.5'))).toBe('203.0.113.5');
    // Not through the front: the socket.
    expect(resolve(upgrade('198.51.100.7', '1.2.3.4'))).toBe('198.51.100.7');
  });

  it('is the first forwarded address when every proxy is trusted (TRUST_PROXY=true)', () => {
    expect(clientAddressResolver(true)(upgrade('127.0.0.1', '203.0.113.5, 10.0.0.1'))).toBe('203.0.113.5');
  });
});
