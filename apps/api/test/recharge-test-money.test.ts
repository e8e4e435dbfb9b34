import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/modules/ledger';
import { testDatabases } from './databases';
import { fund, giftId, liveAnchor, requestId, type SendAnswer } from './gifts-helpers';
import { MEDIA_SECRET, type TestClock } from './live-helpers';
import {
  bootApp,
  createOrder,
  createSharedDatabase,
  eventFor,
  postWebhook,
  pressCheckout,
  sandboxOf,
  type SharedDatabase,
} from './recharge-helpers';
import { createTestUser } from './sports-helpers';
import type { TestApp } from './test-app';

// Issue 28, 2.1: sandbox payments are test money. A self-approved sandbox checkout credits test diamonds; gifts
// paid with them give the anchor test points, which no withdrawal takes; and a production configuration runs
// no sandbox at all, so a buyer's own approval (or its signed webhook) credits nothing.

/** Real time: the sandbox's webhook timestamps and the media calls' signatures both follow it. */
const clock: TestClock = {
  get now() {
    return Date.now();
  },
};

const PRODUCTION = { VITEST: '', NODE_ENV: 'production', MEDIA_SECRET };

describe.each(testDatabases)('test money on $name', { timeout: 60_000 }, (database) => {
  let db: SharedDatabase;
  let t: TestApp;
  let payer: { userId: number; token: string };
  let anchor: Awaited<ReturnType<typeof liveAnchor>>;
  let rose = 0;
  /** A checkout the payer opened in development and never decided: production is asked to approve it. */
  let leftOpen = { orderNo: '', checkoutUrl: '' };

  const balances = async (userId: number) => ledgerOf(t.ctx).balances(userId);
  const send = (count: number) =>
    t.post<SendAnswer>('/api/live/sendGift', {
      token: payer.token,
      liveid: anchor.roomId,
      gift_id: rose,
      count,
      request_id: requestId(),
    });

  beforeAll(async () => {
    db = await createSharedDatabase(database);
    t = await bootApp(db, { listen: true, env: { MEDIA_SECRET } });
    payer = await createTestUser(t, 'tm_payer');
    anchor = await liveAnchor(t, clock, 'tm_anchor');
    rose = await giftId(t, 'rose');
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('credits a self-approved sandbox order as test diamonds, labelled as test money', async () => {
    const made = await createOrder(t, payer.token, 700, 'tm-press-01');
    expect(made.data).toMatchObject({ state: 'created', test_money: true });
    const page = await t.app.inject({ method: 'GET', url: made.data.checkout_url });
    expect(page.body).toContain('测试资金');
    expect((await pressCheckout(t, made.data.checkout_url, 'approve')).status).toBe(303);
    await sandboxOf(t).settle();
    const order = await t.post('/api/recharge/getOrder', {
      token: payer.token,
      order_no: made.data.order_no,
    });
    expect(order.data).toMatchObject({ state: 'credited', test_money: true });
    const mine = await balances(payer.userId);
    expect(mine.test_diamond.available).toBe(700);
    expect(mine.diamond.available).toBe(0);
    // The screens show what can be spent, and how much of it is test money.
    const wallet = await t.post('/api/wallet/getBalances', { token: payer.token });
    expect(wallet.data).toMatchObject({ diamond: 700, test_diamond: 700, diamond_total: 700 });
    const info = await t.post('/api/recharge/getRechargeInfo', { token: payer.token });
    expect(info.data).toMatchObject({ balance: { diamond: 700, test_diamond: 700 } });
  });

  it('gives the anchor test points for a gift paid with test diamonds; no withdrawal takes them', async () => {
    const sent = await send(520);
    expect(sent.status).toBe(0);
    expect(sent.data).toMatchObject({ paid: 520, anchor_points: 0, balances: { diamond: 180 } });
    const earned = await balances(anchor.userId);
    expect(earned.test_point.available).toBe(260);
    expect(earned.anchor_point.available).toBe(0);
    const wallet = await t.post('/api/wallet/getBalances', { token: anchor.token });
    expect(wallet.data).toMatchObject({ anchor_point: 0, test_point: 260, money: 0 });
    const withdraw = await t.post('/api/wallet/applyWithdraw', {
      token: anchor.token,
      points: 200,
      method: 'alipay',
      account: 'anchor@example.com',
      request_id: requestId(),
    });
    expect(withdraw.code).toBe('INSUFFICIENT_FUNDS');
    expect(await t.ctx.db.kysely.selectFrom('withdrawals').selectAll().execute()).toHaveLength(0);
  });

  it('spends test diamonds first; only the part paid with real diamonds earns real anchor points', async () => {
    await fund(t, payer.userId, 'diamond', 1000);
    const sent = await send(520);
    expect(sent.data).toMatchObject({ paid: 520, anchor_points: 170, balances: { diamond: 660 } });
    const mine = await balances(payer.userId);
    expect(mine.test_diamond.available).toBe(0);
    expect(mine.diamond.available).toBe(660);
    const earned = await balances(anchor.userId);
    expect(earned.test_point.available).toBe(260 + 90);
    expect(earned.anchor_point.available).toBe(170);
    expect((await ledgerOf(t.ctx).reconcile()).ok).toBe(true);
  });

  it('runs no sandbox in production: a self-approval and its signed webhook credit nothing', async () => {
    const open = await createOrder(t, payer.token, 300, 'tm-press-02');
    leftOpen = { orderNo: open.data.order_no, checkoutUrl: open.data.checkout_url };
    const signed = sandboxOf(t).signedWebhook(
      await eventFor(t, leftOpen.orderNo, 'payment.succeeded', 'evt_tm_prod'),
    );
    await t.close();

    t = await bootApp(db, { env: PRODUCTION });
    expect(t.app.recharge.sandbox).toBeNull();
    const approve = await pressCheckout(t, leftOpen.checkoutUrl, 'approve');
    expect(approve.status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: leftOpen.checkoutUrl })).statusCode).toBe(404);
    const hook = await postWebhook(t, signed.body, signed.headers);
    expect(hook.status).toBe(400);
    expect(hook.json.code).toBe('WEBHOOK_INVALID');
    const order = await t.post('/api/recharge/getOrder', { token: payer.token, order_no: leftOpen.orderNo });
    expect(order.data).toMatchObject({ state: 'created' });
    const info = await t.post<{ methods: unknown[] }>('/api/recharge/getRechargeInfo', {
      token: payer.token,
    });
    expect(info.data.methods).toEqual([]);
    const again = await t.post('/api/recharge/createOrder', {
      token: payer.token,
      package_id: 1,
      method: 'sandbox',
      request_id: 'tm-press-03',
    });
    expect(again.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const mine = await balances(payer.userId);
    expect(mine.diamond.available + mine.test_diamond.available).toBe(660);
  });
});
