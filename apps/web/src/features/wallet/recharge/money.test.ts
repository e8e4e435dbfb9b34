import { describe, expect, it } from 'vitest';
import { formatPrice, newRequestId } from './money';

describe('recharge money helpers', () => {
  it('formats minor units in the interface language', () => {
    expect(formatPrice(6800, 'CNY', 'zh-CN')).toBe('¥68.00');
    expect(formatPrice(5490, 'BRL', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 54,90');
  });

  it('makes request ids the API accepts, a new one each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
