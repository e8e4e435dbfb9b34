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
