import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/modules/ledger';
import type { Ledger } from '../src/modules/ledger';
import { testDatabases } from './databases';
import { createTestUser } from './sports-helpers';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';

interface TransLog {
  list: Array<{
    id: number;
    kind: string;
    state: string;
    currency: string;
    amount: number;
    balance_after: number;
    reversal: boolean;
    memo: Record<string, unknown>;
    created_at: number;
  }>;
  next_cursor: number | null;
}

describe.each(testDatabases)('wallet calls and user info balances on $name', (database) => {
  let t: TestApp;
  let ledger: Ledger;
  let fan: { userId: number; token: string };
  let anchor: { userId: number; token: string };

  const rateBefore = process.env.LEDGER_ANCHOR_POINT_CASH_RATE;
  beforeAll(async () => {
    // The ledger's settings come from the process environment (as the other modules' settings).
    process.env.LEDGER_ANCHOR_POINT_CASH_RATE = '0.07';
    t = await startTestApp(database, { now: () => 1_764_000_000_000 });
    ledger = ledgerOf(t.ctx);
    fan = await createTestUser(t, 'wallet_fan');
    anchor = await createTestUser(t, 'wallet_anchor');
    const fromClearing = (amount: number) => [
      {
        currency: 'diamond' as const,
        from: { system: 'recharge_clearing' as const },
        to: { userId: fan.userId },
        amount,
      },
    ];
    await ledger.transfer({
      key: 'w:r1',
      kind: 'recharge',
      postings: fromClearing(600),
      memo: { orderNo: 'R1' },
    });
    await ledger.transfer({
      key: 'w:r2',
      kind: 'recharge',
      postings: fromClearing(400),
      memo: { orderNo: 'R2' },
    });
    await ledger.transfer({
      key: 'w:g0',
      kind: 'grant',
      postings: [
        { currency: 'gold', from: { system: 'promotions' }, to: { userId: fan.userId }, amount: 30 },
      ],
      memo: { task: 'checkin' },
    });
    for (let i = 1; i <= 3; i++) {
      await ledger.transfer({
        key: `w:gift${i}`,
        kind: 'gift',
        memo: { giftId: 9, giftName: 'rose', count: i },
        postings: [
          { currency: 'diamond', from: { userId: fan.userId }, to: { system: 'revenue' }, amount: 100 * i },
          {
            currency: 'anchor_point',
            from: { system: 'anchor_payable' },
            to: { userId: anchor.userId },
            amount: 50 * i,
          },
        ],
      });
    }
    await ledger.transfer({
      key: 'w:hold',
      kind: 'withdraw',
      pending: true,
      postings: [
        {
          currency: 'anchor_point',
          from: { userId: anchor.userId },
          to: { system: 'payout_clearing' },
          amount: 100,
        },
      ],
    });
  }, 60_000);
  afterAll(async () => {
    if (rateBefore === undefined) delete process.env.LEDGER_ANCHOR_POINT_CASH_RATE;
    else process.env.LEDGER_ANCHOR_POINT_CASH_RATE = rateBefore;
    await t?.close();
  });

  it('getBalances answers the caller’s balances, holds, recharge total and cash value', async () => {
    const fanRes = await t.post('/api/wallet/getBalances', { token: fan.token });
    expect(fanRes).toMatchObject({
      status: 0,
      data: { diamond: 400, diamond_held: 0, diamond_total: 1000, gold: 30, anchor_point: 0, money: 0 },
    });
    const anchorRes = await t.get('/api/wallet/getBalances', { token: anchor.token });
    // 300 points earned, 100 held by the withdrawal: 200 * 0.07 = 14.00.
    expect(anchorRes.data).toMatchObject({
      anchor_point: 200,
      anchor_point_held: 100,
      money: 14,
      anchor_point_rate: 0.07,
    });
    expect(await t.post('/api/wallet/getBalances')).toMatchObject({ status: 2, code: 'LOGIN_REQUIRED' });
  });

  it('user info carries the ledger balances', async () => {
    const info = await t.post<Record<string, unknown>>('/webapi/User/getUserInfo', { token: fan.token });
    expect(info.data).toMatchObject({ gold: 30, diamond: 400, diamond_total: 1000, money: 0 });
    expect(typeof info.data.gift_spend).toBe('number');
    const anchorInfo = await t.post<Record<string, unknown>>('/webapi/User/getUserInfo', {
      token: anchor.token,
    });
    expect(anchorInfo.data).toMatchObject({ diamond: 0, diamond_total: 0, money: 14, anchor_point: 200 });
  });

  it('getTransLog pages newest first and filters by currency and kind', async () => {
    const first = await t.post<TransLog>('/api/wallet/getTransLog', { token: fan.token, limit: 2 });
    expect(first.status).toBe(0);
    expect(first.data.list.map((e) => [e.kind, e.currency, e.amount, e.balance_after])).toEqual([
      ['gift', 'diamond', -300, 400],
      ['gift', 'diamond', -200, 700],
    ]);
    expect(first.data.list[0]).toMatchObject({
      state: 'posted',
      reversal: false,
      memo: { giftName: 'rose', count: 3 },
      created_at: 1_764_000_000,
    });
    const rest = await t.get<TransLog>('/api/wallet/getTransLog', {
      token: fan.token,
      limit: '10',
      cursor: String(first.data.next_cursor),
    });
    expect(rest.data.list.map((e) => [e.kind, e.amount])).toEqual([
      ['gift', -100],
      ['grant', 30],
      ['recharge', 400],
      ['recharge', 600],
    ]);
    expect(rest.data.next_cursor).toBeNull();
    const gold = await t.post<TransLog>('/api/wallet/getTransLog', { token: fan.token, currency: 'gold' });
    expect(gold.data.list.map((e) => e.amount)).toEqual([30]);
    const recharges = await t.post<TransLog>('/api/wallet/getTransLog', {
      token: fan.token,
      kind: 'recharge',
      currency: '',
    });
    expect(recharges.data.list.map((e) => e.memo.orderNo)).toEqual(['R2', 'R1']);
    const held = await t.post<TransLog>('/api/wallet/getTransLog', { token: anchor.token, kind: 'withdraw' });
    expect(held.data.list).toMatchObject([{ state: 'pending', amount: -100, balance_after: 200 }]);
  });

  it('refuses bad filters and no login with clear codes', async () => {
    for (const body of [
      { currency: 'euro' },
      { kind: 'theft' },
      { limit: 0 },
      { limit: 101 },
      { cursor: -1 },
      { cursor: 'x' },
    ]) {
      expect(await t.post('/api/wallet/getTransLog', { token: fan.token, ...body })).toMatchObject({
        status: 1,
        code: 'INVALID_INPUT',
      });
    }
    expect(await t.post('/api/wallet/getTransLog', {})).toMatchObject({ status: 2, code: 'LOGIN_REQUIRED' });
  });
});
