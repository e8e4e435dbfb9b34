import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAnchor } from '../src/modules/live';
import { ledgerOf } from '../src/modules/ledger';
import { testDatabases } from './databases';
import { createTestUser } from './sports-helpers';
import { startTestApp, type TestApp } from './test-app';
import { fundUser, requestId } from './vip-helpers';

// Withdrawals against the real ledger on each database: the hold (anchor -> payout_clearing, pending), the
// operators' review (approve keeps it held, dispatch posts it, cancel voids it), balances checked at each step,
// one open request at a time, operator authority, and the command line.

const RATE_ENV = 'LEDGER_ANCHOR_POINT_CASH_RATE';

interface WithdrawAnswer {
  id: number;
  points: number;
  money: number;
  state: string;
  state_label: string;
  account: string;
  steps: Array<{ state: string; label: string }>;
  replayed: boolean;
}

describe.each(testDatabases)('withdrawals on $name', { timeout: 60_000 }, (database) => {
  let t: TestApp;
  let anchor: { userId: number; token: string };
  let fan: { userId: number; token: string };
  let operator: { userId: number; token: string };
  const savedRate = process.env[RATE_ENV];

  const apply = (token: string, points: number, request = requestId()) =>
    t.post<WithdrawAnswer>('/api/wallet/applyWithdraw', {
      token,
      points,
      method: 'alipay',
      account: 'anchor@example.com',
      request_id: request,
    });
  const review = (token: string, id: number, action: string) =>
    t.post<WithdrawAnswer>('/api/wallet/reviewWithdraw', { token, id, action });
  const points = async (userId: number) => (await ledgerOf(t.ctx).balances(userId)).anchor_point;

  beforeAll(async () => {
    process.env[RATE_ENV] = '0.1';
    t = await startTestApp(database);
    anchor = await createTestUser(t, 'wd_anchor');
    await makeAnchor(t.ctx.db, anchor.userId, t.ctx.now());
    fan = await createTestUser(t, 'wd_fan');
    operator = await createTestUser(t, 'wd_operator');
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ is_operate: 1 })
      .where('id', '=', operator.userId)
      .execute();
    await fundUser(t, anchor.userId, 'anchor_point', 1000);
    await fundUser(t, fan.userId, 'anchor_point', 1000);
  });
  afterAll(async () => {
    if (savedRate === undefined) delete process.env[RATE_ENV];
    else process.env[RATE_ENV] = savedRate;
    await t?.close();
  });

  it('refuses non-anchors, amounts out of range, bad input and missing points; nothing is held', async () => {
    expect((await apply(fan.token, 500)).code).toBe('NOT_ANCHOR');
    expect((await apply(anchor.token, 99)).code).toBe('WITHDRAW_AMOUNT_INVALID');
    expect((await apply(anchor.token, 2_000_000)).code).toBe('WITHDRAW_AMOUNT_INVALID');
    expect((await apply(anchor.token, 5000)).code).toBe('INSUFFICIENT_FUNDS');
    const badMethod = await t.post('/api/wallet/applyWithdraw', {
      token: anchor.token,
      points: 200,
      method: 'cash',
      account: 'x@y.z',
      request_id: requestId(),
    });
    expect(badMethod.code).toBe('INVALID_INPUT');
    expect(
      (
        await t.post('/api/wallet/applyWithdraw', {
          points: 200,
          method: 'pix',
          account: 'chave-pix',
          request_id: requestId(),
        })
      ).code,
    ).toBe('LOGIN_REQUIRED');
    expect(await points(anchor.userId)).toEqual({ available: 1000, held: 0 });
    expect(await t.ctx.db.kysely.selectFrom('withdrawals').selectAll().execute()).toHaveLength(0);
  });

  it('holds the points under review; a retry answers the same request; a second one waits its turn', async () => {
    const request = requestId();
    const first = await apply(anchor.token, 300, request);
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({
      points: 300,
      money: 30,
      state: 'review',
      state_label: '审核中',
      account: 'an***om',
      replayed: false,
    });
    expect(first.data.steps.map((s) => s.state)).toEqual(['review']);
    const again = await apply(anchor.token, 300, request);
    expect(again.data).toMatchObject({ id: first.data.id, replayed: true });
    expect((await apply(anchor.token, 301, request)).code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await apply(anchor.token, 200)).code).toBe('WITHDRAW_OPEN_EXISTS');
    expect(await points(anchor.userId)).toEqual({ available: 700, held: 300 });
    const info = await t.post<{ open: { id: number } | null; anchor_point: number; money: number }>(
      '/api/wallet/getWithdrawInfo',
      { token: anchor.token },
    );
    expect(info.data).toMatchObject({ anchor_point: 700, money: 70, open: { id: first.data.id } });
    const entries = await ledgerOf(t.ctx).history(anchor.userId, { kind: 'withdraw', limit: 10 });
    expect(entries.list).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ amount: -300, state: 'pending', currency: 'anchor_point' });
  });

  it('lets only operators review: approve keeps the hold, dispatch posts it, a settled request stays', async () => {
    const [open] = (
      await t.post<{ list: WithdrawAnswer[] }>('/api/wallet/getWithdrawQueue', { token: operator.token })
    ).data.list;
    expect(open).toMatchObject({ state: 'review', account: 'anchor@example.com' });
    const id = open!.id;
    expect((await t.post('/api/wallet/getWithdrawQueue', { token: anchor.token })).code).toBe('FORBIDDEN');
    expect((await review(anchor.token, id, 'approve')).code).toBe('FORBIDDEN');
    expect((await review(fan.token, id, 'dispatch')).code).toBe('FORBIDDEN');
    expect((await review(operator.token, id, 'dispatch')).code).toBe('WITHDRAW_STATE');
    expect((await review(operator.token, 999_999, 'approve')).code).toBe('WITHDRAW_NOT_FOUND');

    const approved = await review(operator.token, id, 'approve');
    expect(approved.data).toMatchObject({ state: 'dispatching', state_label: '发放中', replayed: false });
    expect((await review(operator.token, id, 'approve')).data.replayed).toBe(true);
    expect(await points(anchor.userId)).toEqual({ available: 700, held: 300 });

    const dispatched = await review(operator.token, id, 'dispatch');
    expect(dispatched.data).toMatchObject({ state: 'dispatched', state_label: '已发放' });
    expect(dispatched.data.steps.map((s) => s.state)).toEqual(['review', 'dispatching', 'dispatched']);
    expect(await points(anchor.userId)).toEqual({ available: 700, held: 0 });
    expect((await review(operator.token, id, 'cancel')).code).toBe('WITHDRAW_STATE');
    const entries = await ledgerOf(t.ctx).history(anchor.userId, { kind: 'withdraw', limit: 10 });
    expect(entries.list.map((e) => [e.amount, e.state])).toEqual([[-300, 'posted']]);
  });

  it('cancel voids the hold: the points return, with a reversal entry', async () => {
    const second = await apply(anchor.token, 200);
    expect(second.data.state).toBe('review');
    expect(await points(anchor.userId)).toEqual({ available: 500, held: 200 });
    await review(operator.token, second.data.id, 'approve');
    const cancelled = await review(operator.token, second.data.id, 'cancel');
    expect(cancelled.data).toMatchObject({ state: 'cancelled', state_label: '已取消' });
    expect(await points(anchor.userId)).toEqual({ available: 700, held: 0 });
    const entries = await ledgerOf(t.ctx).history(anchor.userId, { kind: 'withdraw', limit: 10 });
    expect(entries.list.map((e) => [e.amount, e.state, e.reversal])).toEqual([
      [200, 'voided', true],
      [-200, 'voided', false],
      [-300, 'posted', false],
    ]);
    // The trans-log shows each request's step beside its entries; other kinds and currencies filter out.
    const log = await t.post<{
      list: Array<{ kind: string; amount: number; withdraw_state?: string; withdraw_label?: string }>;
      next_cursor: number | null;
    }>('/api/wallet/getTransLog', { token: anchor.token, currency: 'anchor_point', kind: 'withdraw' });
    expect(log.data.list.map((e) => [e.amount, e.withdraw_state, e.withdraw_label])).toEqual([
      [200, 'cancelled', '已取消'],
      [-200, 'cancelled', '已取消'],
      [-300, 'dispatched', '已发放'],
    ]);
    const all = await t.post<{ list: Array<{ kind: string }> }>('/api/wallet/getTransLog', {
      token: anchor.token,
      kind: '',
      limit: 2,
    });
    expect(all.data.list).toHaveLength(2);
    const diamonds = await t.post<{ list: unknown[] }>('/api/wallet/getTransLog', {
      token: anchor.token,
      currency: 'diamond',
    });
    expect(diamonds.data.list).toEqual([]);
    const mine = await t.post<{ total: number; list: WithdrawAnswer[] }>('/api/wallet/getWithdrawList', {
      token: anchor.token,
    });
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((w) => w.state)).toEqual(['cancelled', 'dispatched']);
  });

  it('two concurrent requests of one anchor: one opens, the other waits its turn', async () => {
    const both = await Promise.all([apply(anchor.token, 100), apply(anchor.token, 150)]);
    expect(both.filter((r) => r.status === 0)).toHaveLength(1);
    expect(both.filter((r) => r.code === 'WITHDRAW_OPEN_EXISTS')).toHaveLength(1);
    const opened = both.find((r) => r.status === 0)!.data;
    expect(await points(anchor.userId)).toEqual({ available: 700 - opened.points, held: opened.points });
    await review(operator.token, opened.id, 'cancel');
    expect(await points(anchor.userId)).toEqual({ available: 700, held: 0 });
  });

  it('refuses new requests while the cash rate is set to 0 (withdrawals off)', async () => {
    process.env[RATE_ENV] = '0';
    try {
      expect((await apply(anchor.token, 100)).code).toBe('WITHDRAW_UNAVAILABLE');
    } finally {
      process.env[RATE_ENV] = '0.1';
    }
  });

  it.runIf(database.name === 'sqlite')('npm run withdraw lists, approves and dispatches', async () => {
    const opened = await apply(anchor.token, 100);
    const run = async (...args: string[]) => {
      const out = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/cli/withdraw.ts'), ...args],
        { env: { ...process.env, DATA_DIR: t.ctx.config.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      );
      return out.stdout;
    };
    expect(await run('list')).toContain(`#${opened.data.id} uid ${anchor.userId} 100 points = 10.00 CNY`);
    expect(await run('approve', String(opened.data.id))).toContain('dispatching');
    expect(await run('dispatch', String(opened.data.id))).toContain('dispatched');
    await expect(run('cancel', String(opened.data.id))).rejects.toThrow(/WITHDRAW_STATE/);
    expect(await points(anchor.userId)).toEqual({ available: 600, held: 0 });
  });

  it('leaves the books balanced', async () => {
    const report = await ledgerOf(t.ctx).reconcile();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
