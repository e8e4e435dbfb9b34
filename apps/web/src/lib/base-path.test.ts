import { describe, expect, it } from 'vitest';
import { withBase, withoutBase } from './base-path';

describe('base path helpers', () => {
  it('prefixes in-app paths with /m/ once', () => {
    expect(withBase('/login')).toBe('/m/login');
    expect(withBase('login?x=1')).toBe('/m/login?x=1');
    expect(withBase('/m/login')).toBe('/m/login');
    expect(withBase('https://example.com/a')).toBe('https://example.com/a');
  });
  it('strips /m for the router', () => {
    expect(withoutBase('/m/info?x=1')).toBe('/info?x=1');
    expect(withoutBase('/m')).toBe('/');
    expect(withoutBase('/info')).toBe('/info');
  });
});
