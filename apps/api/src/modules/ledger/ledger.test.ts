import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { openLedgerFixture } from '../../../test/ledger-helpers';
import type { LedgerFixture } from '../../../test/ledger-helpers';
import { ApiError } from '../../http/api-error';
import type { Posting } from './types';

const recharge = (userId: number, amount: number): Posting => ({
  currency: 'diamond',
  from: { system: 'recharge_clearing' },
  to: { userId },
  amount,
});

const gift = (sender: number, anchor: number, price: number, ratio: number): Posting[] => [
  { currency: 'diamond', from: { userId: sender }, to: { system: 'revenue' }, amount: price },
  {
    currency: 'anchor_point',
    from: { system: 'anchor_payable' },
    to: { userId: anchor },
    amount: Math.floor(price * ratio),
  },
];

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
}

describe.each(testDatabases)('ledger on $name', (database) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(database, () => 1_700_000_000_000);
  }, 30_000);
  afterAll(async () => f?.close());

  it('credits a recharge and a gift moves diamonds to revenue and anchor points to the anchor', async () => {
    const r = await f.ledger.transfer({
      key: 'r1',
      kind: 'recharge',
      postings: [recharge(1, 1000)],
      memo: { orderNo: 'A1' },
    });
    expect(r).toMatchObject({
      key: 'r1',
      kind: 'recharge',
      state: 'posted',
      replayed: false,
      memo: { orderNo: 'A1' },
    });
    const g = await f.ledger.transfer({
      key: 'g1',
      kind: 'gift',
      postings: gift(1, 2, 520, 0.4),
      memo: { giftId: 7 },
    });
    expect(g.state).toBe('posted');
    expect(await f.ledger.balances(1)).toEqual({
      diamond: { available: 480, held: 0 },
      gold: { available: 0, held: 0 },
      anchor_point: { available: 0, held: 0 },
      test_diamond: { available: 0, held: 0 },
      test_point: { available: 0, held: 0 },
    });
    expect((await f.ledger.balances(2)).anchor_point).toEqual({ available: 208, held: 0 });
    expect(await f.ledger.summary(1)).toMatchObject({ diamondTotal: 1000 });
    const report = await f.ledger.reconcile();
    expect(report.problems).toEqual([]);
    expect(report.systemBalances).toMatchObject({
      'recharge_clearing/diamond': -1000,
      'revenue/diamond': 520,
      'anchor_payable/anchor_point': -208,
    });
  });

  it('refuses an overdraft with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const error = await f.ledger
      .transfer({ key: 'g2', kind: 'gift', postings: gift(1, 2, 481, 0.5) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', data: { currency: 'diamond' } });
    expect((await f.ledger.balances(1)).diamond.available).toBe(480);
    expect((await f.ledger.balances(2)).anchor_point.available).toBe(208);
    // A user never credited has no account: spending from it is refused too.
    expect(await codeOf(f.ledger.transfer({ key: 'g3', kind: 'gift', postings: gift(99, 2, 2, 0.5) }))).toBe(
      'INSUFFICIENT_FUNDS',
    );
    // The refused key was not used up.
    expect(
      (await f.ledger.transfer({ key: 'g2', kind: 'gift', postings: gift(1, 2, 480, 0.5) })).replayed,
    ).toBe(false);
    expect((await f.ledger.balances(1)).diamond.available).toBe(0);
    expect((await f.ledger.reconcile()).ok).toBe(true);
  });

  it('answers a retry with the first result and refuses the same key with other content', async () => {
    const first = await f.ledger.transfer({ key: 'r2', kind: 'recharge', postings: [recharge(3, 50)] });
    const again = await f.ledger.transfer({
      key: 'r2',
      kind: 'recharge',
      postings: [recharge(3, 50)],
      memo: { retry: 1 },
    });
    expect(again).toMatchObject({ id: first.id, replayed: true, createdAt: first.createdAt, memo: {} });
    expect((await f.ledger.balances(3)).diamond.available).toBe(50);
    expect(
      await codeOf(f.ledger.transfer({ key: 'r2', kind: 'recharge', postings: [recharge(3, 51)] })),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(await codeOf(f.ledger.transfer({ key: 'r2', kind: 'grant', postings: [recharge(3, 50)] }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    const both = await Promise.all(
      [1, 2, 3].map(() => f.ledger.transfer({ key: 'r3', kind: 'recharge', postings: [recharge(3, 5)] })),
    );
    expect(new Set(both.map((r) => r.id)).size).toBe(1);
    expect(both.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await f.ledger.balances(3)).diamond.available).toBe(55);
  });

  it('holds a withdrawal, posts it or voids it, idempotently', async () => {
    await f.ledger.transfer({
      key: 'a1',
      kind: 'grant',
      postings: [
        { currency: 'anchor_point', from: { system: 'anchor_payable' }, to: { userId: 4 }, amount: 300 },
      ],
    });
    const hold = (key: string, amount: number) =>
      f.ledger.transfer({
        key,
        kind: 'withdraw',
        pending: true,
        postings: [
          { currency: 'anchor_point', from: { userId: 4 }, to: { system: 'payout_clearing' }, amount },
        ],
      });
    expect((await hold('w1', 100)).state).toBe('pending');
    expect((await hold('w2', 150)).state).toBe('pending');
    expect(await codeOf(hold('w3', 51))).toBe('INSUFFICIENT_FUNDS');
    expect((await f.ledger.balances(4)).anchor_point).toEqual({ available: 50, held: 250 });
    expect((await f.ledger.reconcile()).problems).toEqual([]);

    expect(await f.ledger.post('w1')).toMatchObject({ state: 'posted', replayed: false });
    expect(await f.ledger.post('w1')).toMatchObject({ state: 'posted', replayed: true });
    expect(await f.ledger.void('w2')).toMatchObject({ state: 'voided', replayed: false });
    expect(await f.ledger.void('w2')).toMatchObject({ state: 'voided', replayed: true });
    expect(await codeOf(f.ledger.void('w1'))).toBe('TRANSFER_NOT_PENDING');
    expect(await codeOf(f.ledger.post('w2'))).toBe('TRANSFER_NOT_PENDING');
    expect(await codeOf(f.ledger.post('nope'))).toBe('TRANSFER_NOT_FOUND');
    expect((await f.ledger.balances(4)).anchor_point).toEqual({ available: 200, held: 0 });
    // A replay of the hold answers the transfer as it is now.
    expect(await hold('w2', 150)).toMatchObject({ state: 'voided', replayed: true });
    const report = await f.ledger.reconcile();
    expect(report.problems).toEqual([]);
    expect(report.systemBalances['payout_clearing/anchor_point']).toBe(100);
  });

  it('refuses bad postings with INVALID_INPUT', async () => {
    const bad: Array<Partial<Posting>> = [
      { amount: 0 },
      { amount: 1.5 },
      { amount: -3 },
      { currency: 'euro' as 'gold' },
      { from: { userId: 5 }, to: { userId: 5 } },
      { from: { system: 'bank' as 'revenue' } },
      { to: { userId: 0 } },
    ];
    for (const change of bad) {
      const posting = { ...recharge(5, 10), ...change };
      expect(
        await codeOf(
          f.ledger.transfer({ key: `bad-${JSON.stringify(change)}`, kind: 'grant', postings: [posting] }),
        ),
      ).toBe('INVALID_INPUT');
    }
    expect(await codeOf(f.ledger.transfer({ key: 'empty', kind: 'grant', postings: [] }))).toBe(
      'INVALID_INPUT',
    );
    expect(await codeOf(f.ledger.transfer({ key: '', kind: 'grant', postings: [recharge(5, 1)] }))).toBe(
      'INVALID_INPUT',
    );
    expect(
      await codeOf(f.ledger.transfer({ key: 'k', kind: 'loot' as 'grant', postings: [recharge(5, 1)] })),
    ).toBe('INVALID_INPUT');
    expect(
      await codeOf(f.ledger.transfer({ key: 'p', kind: 'grant', pending: true, postings: [recharge(5, 1)] })),
    ).toBe('INVALID_INPUT');
  });

  it("runs inside the caller's transaction and undoes its own changes when refused there", async () => {
    await f.ledger.transfer({
      key: 'gold1',
      kind: 'grant',
      postings: [{ currency: 'gold', from: { system: 'promotions' }, to: { userId: 6 }, amount: 30 }],
    });
    const spend = (key: string, gold: number) => ({
      key,
      kind: 'shop' as const,
      postings: [
        { currency: 'gold' as const, from: { userId: 6 }, to: { system: 'revenue' as const }, amount: gold },
        { currency: 'gold' as const, from: { system: 'promotions' as const }, to: { userId: 7 }, amount: 1 },
      ],
    });
    await f.db.kysely.transaction().execute(async (trx) => {
      // Accounts change in user order: user 6's debit is refused before user 7 is credited.
      expect(await codeOf(f.ledger.transfer(spend('s1', 31), { trx }))).toBe('INSUFFICIENT_FUNDS');
      const ok = await f.ledger.transfer(spend('s1', 20), { trx });
      expect(ok.replayed).toBe(false);
      expect((await f.ledger.balances(6, { trx })).gold.available).toBe(10);
    });
    // A refusal after an earlier credit in the same transfer (user 7 < user 8 is debited second).
    await f.db.kysely.transaction().execute(async (trx) => {
      const postings: Posting[] = [
        { currency: 'gold', from: { system: 'promotions' }, to: { userId: 7 }, amount: 5 },
        { currency: 'gold', from: { userId: 8 }, to: { system: 'revenue' }, amount: 5 },
      ];
      expect(await codeOf(f.ledger.transfer({ key: 's2', kind: 'shop', postings }, { trx }))).toBe(
        'INSUFFICIENT_FUNDS',
      );
    });
    expect((await f.ledger.balances(7)).gold.available).toBe(1);
    expect(await codeOf(f.ledger.transfer(spend('s2', 1)))).toBe('resolved');
    // A rolled-back caller takes the ledger's changes with it.
    await expect(
      f.db.kysely.transaction().execute(async (trx) => {
        await f.ledger.transfer(spend('s3', 5), { trx });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect((await f.ledger.balances(6)).gold.available).toBe(9);
    expect((await f.ledger.reconcile()).problems).toEqual([]);
  });

  it('lists a user’s entries newest first, filtered, a page at a time', async () => {
    for (let i = 1; i <= 5; i++)
      await f.ledger.transfer({
        key: `h${i}`,
        kind: 'recharge',
        postings: [recharge(9, i * 10)],
        memo: { n: i },
      });
    await f.ledger.transfer({
      key: 'hg',
      kind: 'gift',
      postings: gift(9, 2, 15, 0.5),
      memo: { giftName: 'rose' },
    });
    const first = await f.ledger.history(9, { limit: 4 });
    expect(first.list.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['gift', -15, 135],
      ['recharge', 50, 150],
      ['recharge', 40, 100],
      ['recharge', 30, 60],
    ]);
    expect(first.list[0]).toMatchObject({
      currency: 'diamond',
      state: 'posted',
      memo: { giftName: 'rose' },
      reversal: false,
    });
    const second = await f.ledger.history(9, { limit: 4, cursor: first.nextCursor! });
    expect(second.list.map((e) => e.amount)).toEqual([20, 10]);
    expect(second.nextCursor).toBeNull();
    expect((await f.ledger.history(9, { limit: 10, kind: 'gift' })).list).toHaveLength(1);
    expect((await f.ledger.history(9, { limit: 10, currency: 'gold' })).list).toHaveLength(0);
    const w = await f.ledger.history(4, { limit: 10, kind: 'withdraw' });
    expect(w.list.map((e) => [e.state, e.amount, e.reversal])).toEqual([
      ['voided', 150, true],
      ['voided', -150, false],
      ['posted', -100, false],
    ]);
  });
});
