import { describe, expect, it } from 'vitest';
import { parseQuery } from './page-query';

describe('parseQuery', () => {
  it('parses key=value pairs, decoding values', () => {
    expect(parseQuery('?a=1&b=x%20y&c&d=')).toEqual({ a: '1', b: 'x y', c: '', d: '' });
  });
  it('keeps malformed escapes as they are', () => {
    expect(parseQuery('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });
});
