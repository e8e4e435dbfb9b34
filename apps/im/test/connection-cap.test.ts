import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from './harness';

// IM_MAX_CONNECTIONS_PER_ADDRESS: one client address (as the API's /im proxy names it in X-Forwarded-For, or a
// direct peer's socket) holds at most that many sockets; beyond, the upgrade is refused with 429 before the
// handshake. Other addresses, and local tools without the proxy header, are not affected.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ maxConnectionsPerAddress: 3 });
});
afterAll(() => h.close());

const open: WebSocket[] = [];
afterAll(() => open.forEach((ws) => ws.terminate()));

/** Opens a socket as the proxy would for `address`; resolves its HTTP status (101 when upgraded). */
function connect(address: string | null): Promise<{ status: number; retryAfter?: string; ws: WebSocket }> {
  const headers = address === null ? {} : { 'x-forwarded-for': address };
  const ws = new WebSocket(`ws://127.0.0.1:${h.server.port}/im`, { headers });
  open.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (_req, res) =>
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], ws }),
    );
    ws.once('error', reject);
  });
}

describe('connections per address', () => {
  it('refuses the 4th socket of an address with 429 and Retry-After, and lets it in again after a close', async () => {
    const flood = await Promise.all(Array.from({ length: 10 }, () => connect('198.51.100.7')));
    expect(flood.filter((c) => c.status === 101)).toHaveLength(3);
    const refused = flood.find((c) => c.status === 429);
    expect(refused?.retryAfter).toBe('30');
    // Another address is not affected, nor is a local tool that connects without the proxy's header.
    expect((await connect('203.0.113.5')).status).toBe(101);
    for (let i = 0; i < 5; i++) expect((await connect(null)).status).toBe(101);
    // A socket that closes gives its place back.
    const first = flood.find((c) => c.status === 101)!.ws;
    await new Promise<void>((resolve) => {
      first.once('close', () => resolve());
      first.close();
    });
    await expect.poll(async () => (await connect('198.51.100.7')).status).toBe(101);
  });
});
