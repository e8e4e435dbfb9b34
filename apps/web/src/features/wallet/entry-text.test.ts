import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './api';
import { entryDetail } from './entry-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction<'wallet'>;

const entry = (kind: LedgerEntry['kind'], memo: Record<string, unknown>): LedgerEntry => ({
  id: 1,
  transfer_id: 1,
  kind,
  state: 'posted',
  currency: 'diamond',
  amount: -1,
  balance_after: 0,
  reversal: false,
  memo,
  created_at: 0,
});

describe('trans-log details', () => {
  it('names the gift and count, the plan and the order from the memo', () => {
    expect(entryDetail(entry('gift', { giftName: '玫瑰', count: 520 }), t, 'zh-CN')).toBe(
      'transLog.giftTo{"name":"玫瑰","count":"520"}',
    );
    expect(entryDetail(entry('vip', { plan: 'svip_quarter' }), t, 'zh-CN')).toBe(
      'transLog.plan{"plan":"SVIP 3M"}',
    );
    expect(entryDetail(entry('recharge', { orderNo: 'R123' }), t, 'zh-CN')).toBe(
      'transLog.order{"no":"R123"}',
    );
  });

  it('says nothing for a memo without details or with unexpected values', () => {
    expect(entryDetail(entry('gift', {}), t, 'zh-CN')).toBe('');
    expect(entryDetail(entry('vip', { plan: { toString: 'x' } }), t, 'zh-CN')).toBe('');
    expect(entryDetail(entry('withdraw', { withdrawId: 3 }), t, 'zh-CN')).toBe('');
    expect(entryDetail(entry('vip', { plan: 'vip___proto__' }), t, 'zh-CN')).toBe(
      'transLog.plan{"plan":"VIP"}',
    );
  });
});
