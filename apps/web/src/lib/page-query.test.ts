import { afterEach, describe, expect, it } from 'vitest';
import { capturePageQuery, currentQuery, parseQuery, withoutKeys } from './page-query';

describe('parseQuery', () => {
  it('parses key=value pairs, decoding values', () => {
    expect(parseQuery('?a=1&b=x%20y&c&d=')).toEqual({ a: '1', b: 'x y', c: '', d: '' });
  });
  it('keeps malformed escapes as they are', () => {
    expect(parseQuery('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });
  it('answers inherited names only when the URL has them', () => {
    const query = parseQuery('?__proto__=x&constructor=y');
    expect(query.constructor).toBe('y');
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
    expect(parseQuery('?a=1').toString).toBeUndefined();
    expect(parseQuery('?a=1').hasOwnProperty).toBeUndefined();
  });
});

describe('the token of the entry URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is removed from the address bar, the other parameters, hash and state kept', () => {
    window.history.replaceState({ idx: 3 }, '', '/m/score?lang=pt-br&token=s3cr%2Bet&uid=42#top');
    const query = capturePageQuery();
    expect(query.token).toBe('s3cr+et');
    expect(window.location.pathname).toBe('/m/score');
    expect(window.location.search).toBe('?lang=pt-br&uid=42');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ idx: 3 });
    // Requests still carry it (page-query overrides of spec section 5), from memory.
    expect(currentQuery().token).toBe('s3cr+et');
    expect(currentQuery().uid).toBe('42');
    expect(window.location.href).not.toContain('s3cr');
  });

  it('leaves a URL without a token exactly as it is', () => {
    window.history.replaceState(null, '', '/m/score?a=1&&b=2');
    let replaced = false;
    capturePageQuery({
      location: window.location,
      history: { state: null, replaceState: () => (replaced = true) },
    });
    expect(replaced).toBe(false);
    expect(currentQuery().token).toBeUndefined();
  });

  it('removes every token parameter, however it is spelled in the URL', () => {
    expect(withoutKeys('?token=a&x=1&tok%65n=b&token', new Set(['token']))).toBe('?x=1');
    expect(withoutKeys('?token=a', new Set(['token']))).toBe('');
  });
});
