import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it('uses ten-thousand units in Chinese and the compact form in Portuguese', () => {
    expect(formatCount(12345, 'zh-CN')).toBe('1.2万');
    expect(formatCount(999, 'zh-CN')).toBe('999');
    expect(formatCount(12345, 'pt-BR')).toMatch(/^12,3\smil$/);
    expect(formatCount(undefined, 'pt-BR')).toBe('0');
  });
});
