import { describe, expect, it } from 'vitest';
import { textWidth, truncateText } from './text-width';

describe('text width', () => {
  it('counts characters above 127 as 2', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('曼联')).toBe(4);
    expect(textWidth('São Paulo')).toBe(10);
    expect(textWidth('')).toBe(0);
  });
  it('leaves texts that fit unchanged', () => {
    expect(truncateText('Chelsea', 7)).toBe('Chelsea');
    expect(truncateText('曼城', 4)).toBe('曼城');
  });
  it('truncates to the width including the ellipsis', () => {
    expect(truncateText('Manchester United', 10)).toBe('Manches...');
    expect(textWidth(truncateText('Manchester United', 10))).toBeLessThanOrEqual(10);
    expect(truncateText('曼彻斯特联队', 7)).toBe('曼彻...');
    expect(truncateText('曼彻斯特联队', 8, '…')).toBe('曼彻斯…');
  });
  it('never exceeds a tiny width', () => {
    expect(truncateText('abcdef', 2)).toBe('');
  });
  it('does not split surrogate pairs', () => {
    expect(truncateText('⚽⚽⚽⚽', 5, '')).toBe('⚽⚽');
  });
});
