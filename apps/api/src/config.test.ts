import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to the listening address and accepts an http(s) URL without its trailing slash', () => {
    expect(loadConfig({ PORT: '3400' }).publicUrl).toBe('http://localhost:3400');
    expect(loadConfig({ PORT: '3400', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:3400');
    expect(loadConfig({ HOST: '::1', PORT: '80' }).publicUrl).toBe('http://[::1]:80');
    expect(loadConfig({ PUBLIC_URL: 'https://tifo.example/' }).publicUrl).toBe('https://tifo.example');
    expect(loadConfig({ PUBLIC_URL: 'https://cdn.example/tifo//' }).publicUrl).toBe(
      'https://cdn.example/tifo',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('SMS_IP_PER_HOUR and SMS_IP_PER_DAY', () => {
  it('default to 20 and 100 codes per address, and take a configured figure of at least 1', () => {
    expect(loadConfig({}).smsPerIp).toEqual({ hour: 20, day: 100 });
    expect(loadConfig({ SMS_IP_PER_HOUR: '200', SMS_IP_PER_DAY: '900' }).smsPerIp).toEqual({
      hour: 200,
      day: 900,
    });
    expect(loadConfig({ SMS_IP_PER_HOUR: '0', SMS_IP_PER_DAY: 'many' }).smsPerIp).toEqual({
      hour: 1,
      day: 100,
    });
  });
});

describe('RECHARGE_PROVIDERS and TIFO_DEMO_SITE', () => {
  const providers = (env: NodeJS.ProcessEnv) => loadConfig(env).payments.providers;

  it('runs the sandbox by default only in development and tests', () => {
    expect(providers({ NODE_ENV: 'development' })).toEqual(['sandbox']);
    expect(providers({ VITEST: '1' })).toEqual(['sandbox']);
    expect(providers({ NODE_ENV: 'production' })).toEqual([]);
    expect(providers({})).toEqual([]);
    expect(providers({ NODE_ENV: 'development', RECHARGE_PROVIDERS: '' })).toEqual([]);
  });

  it('refuses to start with the sandbox named outside development, unless the site is a demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', RECHARGE_PROVIDERS: 'sandbox' })).toThrow(
      /TIFO_DEMO_SITE=1/,
    );
    expect(() => loadConfig({ RECHARGE_PROVIDERS: ' sandbox ' })).toThrow(/TIFO_DEMO_SITE/);
    const demo = loadConfig({ NODE_ENV: 'production', RECHARGE_PROVIDERS: 'sandbox', TIFO_DEMO_SITE: '1' });
    expect(demo.payments).toEqual({ providers: ['sandbox'], demoSite: true });
    // The demo flag alone runs nothing: the sandbox is enabled by name.
    expect(providers({ NODE_ENV: 'production', TIFO_DEMO_SITE: '1' })).toEqual([]);
  });

  it('names an unknown provider', () => {
    expect(() => loadConfig({ VITEST: '1', RECHARGE_PROVIDERS: 'sandbox,stripe' })).toThrow(/stripe/);
  });
});
