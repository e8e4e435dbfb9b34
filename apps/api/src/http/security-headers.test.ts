import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler';
import { contentSecurityPolicy, installSecurityHeaders } from './security-headers';

describe('security headers', () => {
  // Behind a reverse proxy on loopback, as TRUST_PROXY=loopback configures it.
  const app = Fastify({ trustProxy: 'loopback' });

  beforeAll(async () => {
    installErrorHandling(app);
    installSecurityHeaders(app, { extraConnectSources: 'https://api2.example.com' });
    app.get('/page', async () => 'ok');
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a strict policy and the other headers on every answer, 404s included', async () => {
    for (const url of ['/page', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self' https://api2.example.com;");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only over HTTPS: a trusted proxy saying https, not plain HTTP or an untrusted claim', async () => {
    const plain = await app.inject({ method: 'GET', url: '/page' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.inject({
      method: 'GET',
      url: '/page',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await app.inject({
      method: 'GET',
      url: '/page',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows inline style attributes but no inline style elements or scripts', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("style-src-elem 'self';");
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
    expect(csp).toContain("connect-src 'self';");
  });
});
