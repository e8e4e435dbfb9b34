import { describe, expect, it } from 'vitest';
import type { Withdrawal } from './api';
import { pastRecords, withdrawBlock } from './withdraw-rules';

const info = { open: null, rate: 0.1, anchor_point: 1000, min_points: 100 };
const request = (id: number) => ({ id, state: 'review' }) as unknown as Withdrawal;

describe('withdrawBlock', () => {
  it('names why the button is disabled, first what to fix first', () => {
    expect(withdrawBlock({ ...info, open: request(1) }, '300')).toBe('open');
    expect(withdrawBlock({ ...info, rate: 0 }, '300')).toBe('unavailable');
    expect(withdrawBlock({ ...info, anchor_point: 50 }, '')).toBe('notEnough');
    expect(withdrawBlock(info, '')).toBe('enterPoints');
    expect(withdrawBlock(info, '99')).toBe('tooFew');
    expect(withdrawBlock(info, '1001')).toBe('tooMany');
    expect(withdrawBlock(info, '300')).toBeNull();
  });
});

describe('pastRecords', () => {
  it('does not say "no withdrawals" under a request in progress', () => {
    expect(pastRecords([request(1)], request(1))).toEqual({
      past: [],
      emptyKey: 'withdraw.noEarlierRecords',
    });
    expect(pastRecords([], null)).toEqual({ past: [], emptyKey: 'withdraw.noRecords' });
    expect(pastRecords([request(1), request(2)], request(1)).past.map((w) => w.id)).toEqual([2]);
  });
});
