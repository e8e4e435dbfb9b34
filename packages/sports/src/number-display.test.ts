import { describe, expect, it } from 'vitest';
import { formatTenThousand } from './number-display';

describe('ten-thousand display', () => {
  it('keeps small numbers as they are', () => {
    expect(formatTenThousand(0)).toBe('0');
    expect(formatTenThousand(9999)).toBe('9999');
    expect(formatTenThousand(12.7)).toBe('12');
  });
  it('divides by 10000 with the suffix', () => {
    expect(formatTenThousand(10000)).toBe('1万');
    expect(formatTenThousand(12345)).toBe('1.2万');
    expect(formatTenThousand(19999)).toBe('1.9万');
    expect(formatTenThousand(1234567)).toBe('123.4万');
  });
  it('takes a suffix and digits', () => {
    expect(formatTenThousand(25000, 'w')).toBe('2.5w');
    expect(formatTenThousand(123456, '万', 2)).toBe('12.34万');
  });
  it('handles negatives and junk', () => {
    expect(formatTenThousand(-25000)).toBe('-2.5万');
    expect(formatTenThousand(Number.NaN)).toBe('0');
  });
});
