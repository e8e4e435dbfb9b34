import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, SITE_STORAGE_KEY, knownSource, resolveSiteCode, storeKey } from './site';

describe('resolveSiteCode', () => {
  it('takes ?site= and remembers it', () => {
    localStorage.clear();
    expect(resolveSiteCode({ site: 'xzb' }, localStorage)).toBe('xzb');
    expect(localStorage.getItem(SITE_STORAGE_KEY)).toBe('xzb');
    expect(resolveSiteCode({}, localStorage, 'kqb')).toBe('xzb');
  });
  it('falls back to the build default, then pq8', () => {
    localStorage.clear();
    expect(resolveSiteCode({}, localStorage, 'kqb')).toBe('kqb');
    expect(resolveSiteCode({}, localStorage)).toBe(DEFAULT_SITE);
  });
  it('ignores malformed codes', () => {
    localStorage.clear();
    expect(resolveSiteCode({ site: '../x' }, localStorage)).toBe(DEFAULT_SITE);
  });
  it('prefixes the store key with the site', () => {
    expect(storeKey('xzb')).toBe('xzb-tifo');
  });
});

describe('knownSource', () => {
  it("answers the spec's codes and nothing a plain object inherits", () => {
    expect(knownSource('qutu')).toBe(9);
    expect(knownSource('pq8')).toBeUndefined();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      // These pass the site-code pattern, so ?site=<name> reaches the lookup.
      expect(resolveSiteCode({ site: name }, undefined), name).toBe(name);
      expect(knownSource(name), name).toBeUndefined();
    }
  });
});
