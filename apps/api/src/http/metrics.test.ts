import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMetrics } from './metrics';

describe('/metrics is for the operator only', () => {
  const app = Fastify();

  beforeAll(async () => {
    installMetrics(app, 'scrape-token');
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers a loopback caller (IPv4 and IPv6) without a token', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('process_cpu');
    }
  });

  it('hides itself from a remote caller, and from one forwarded by a proxy on this host', async () => {
    expect((await get('203.0.113.9')).statusCode).toBe(404);
    expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await get('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('answers a remote caller with the bearer token, and not with a wrong one', async () => {
    expect((await get('203.0.113.9', { authorization: 'Bearer scrape-token' })).statusCode).toBe(200);
    expect((await get('203.0.113.9', { authorization: 'Bearer scrape-tokeN' })).statusCode).toBe(404);
    expect((await get('127.0.0.1', { authorization: 'Bearer wrong' })).statusCode).toBe(404);
  });

  it('accepts no token at all when none is configured', async () => {
    const open = Fastify();
    installMetrics(open);
    expect(
      (
        await open.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: { authorization: 'Bearer ' },
        })
      ).statusCode,
    ).toBe(404);
    await open.close();
  });
});
