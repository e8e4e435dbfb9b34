import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/modules/ledger';
import { registerUser } from './account-helpers';
import { testDatabases } from './databases';
import {
  bootApp,
  createOrder,
  createSharedDatabase,
  diamonds,
  eventFor,
  postWebhook,
  pressCheckout,
  realDiamonds,
  sandboxOf,
  transfersWithKey,
  withOneSignatureDigitChanged,
  type SharedDatabase,
} from './recharge-helpers';
import type { TestApp } from './test-app';

// The whole recharge flow through HTTP: packages, orders, the sandbox's hosted checkout and signed webhooks
// (delivered over HTTP to the listening server), invite profits, refunds, and bad input.
describe.each(testDatabases)('recharge on $name', (database) => {
  let db: SharedDatabase;
  let t: TestApp;
  let inviter: { id: number; token: string };
  let payer: { id: number; token: string };

  beforeAll(async () => {
    db = await createSharedDatabase(database);
    t = await bootApp(db, { listen: true });
    const a = await registerUser(t, '13800000001');
    inviter = { id: a.data.id, token: a.data.token };
    const inviteCode = (a.data.invite as { invite_code: string }).invite_code;
    const b = await registerUser(t, '13800000002', 'secret123', { invite_code: inviteCode });
    payer = { id: b.data.id, token: b.data.token };
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('shows the packages in the visitor currency, the sandbox method, a zero balance', async () => {
    const zh = await t.post<Record<string, unknown>>('/api/recharge/getRechargeInfo', { token: payer.token });
    expect(zh.status).toBe(0);
    expect(zh.data).toMatchObject({ currency: 'CNY', balance: { diamond: 0 }, open_order: null });
    expect(zh.data.methods).toEqual([{ code: 'sandbox', name: '沙箱支付（测试）', test_money: true }]);
    expect(zh.data.packages).toContainEqual(
      expect.objectContaining({ diamonds: 680, bonus: 20, total: 700, price: 6800, amount: '68.00' }),
    );
    const pt = await t.post<{ currency: string; packages: Array<{ currency: string }> }>(
      '/api/recharge/getRechargeInfo',
      { token: payer.token, lang: 'pt-br' },
    );
    expect(pt.data.currency).toBe('BRL');
    expect(pt.data.packages.every((p) => p.currency === 'BRL')).toBe(true);
    expect((await t.post('/api/recharge/getRechargeInfo', {})).code).toBe('LOGIN_REQUIRED');
  });

  let firstOrder = '';

  it('pays through the hosted checkout: approve sends a signed webhook, the diamonds and invite profit arrive', async () => {
    const made = await createOrder(t, payer.token, 700, 'press-0001');
    expect(made.status).toBe(0);
    expect(made.data).toMatchObject({ state: 'created', result: 'pending', diamonds: 700, price: 6800 });
    firstOrder = made.data.order_no;
    const page = await t.app.inject({ method: 'GET', url: made.data.checkout_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(firstOrder);
    expect(page.body).toContain('¥68.00');
    expect(page.body).toContain('确认支付');

    const open = await t.post<{ order_no: string }>('/api/recharge/getOpenOrder', { token: payer.token });
    expect(open.data.order_no).toBe(firstOrder);

    const pressed = await pressCheckout(t, made.data.checkout_url, 'approve');
    expect(pressed.status).toBe(303);
    expect(pressed.location).toBe(
      `/m/recharge/result?order_no=${firstOrder}&from=checkout&checkout=approved`,
    );
    const order = await t.post<{ state: string; result: string }>('/api/recharge/getOrder', {
      token: payer.token,
      order_no: firstOrder,
    });
    expect(order.data).toMatchObject({ state: 'credited', result: 'success', test_money: true });
    expect(await diamonds(t, payer.id)).toBe(700);
    expect(await diamonds(t, inviter.id)).toBe(70);
    // Sandbox money is test money: the payer and the inviter got no real diamonds.
    expect(await realDiamonds(t, payer.id)).toBe(0);
    expect(await realDiamonds(t, inviter.id)).toBe(0);
    const log = await t.ctx.db.kysely
      .selectFrom('recharge_order_events')
      .select(['from_state', 'to_state', 'source'])
      .where('order_no', '=', firstOrder)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { from_state: '', to_state: 'created', source: 'user' },
      { from_state: 'created', to_state: 'paid', source: 'webhook' },
      { from_state: 'paid', to_state: 'credited', source: 'webhook' },
    ]);
    // Pressing again changes nothing (the checkout is decided).
    expect((await pressCheckout(t, made.data.checkout_url, 'approve')).status).toBe(303);
    expect(await diamonds(t, payer.id)).toBe(700);
    expect((await t.post('/api/recharge/getOpenOrder', { token: payer.token })).data).toBeNull();
  });

  it('shows the invite profit in user info and the profit calls', async () => {
    const info = await t.post<{ invite: Record<string, number> }>('/webapi/User/getUserInfo', {
      token: inviter.token,
    });
    expect(info.data.invite).toMatchObject({ profit: 70, total_profit: 70 });
    const list = await t.post<{ total: number; total_profit: number; list: Array<Record<string, unknown>> }>(
      '/api/user/getProfitList',
      { token: inviter.token },
    );
    expect(list.data).toMatchObject({ total: 1, total_profit: 70, profit: 70 });
    expect(list.data.list[0]).toMatchObject({ order_no: firstOrder, uid: payer.id, amount: 700, profit: 70 });
    const types = await t.post<{ list: Array<{ type: string; share_percent: number }> }>(
      '/api/user/getProfitConsumeType',
      {},
    );
    expect(types.data.list.map((x) => x.type)).toEqual(['all', 'recharge']);
    expect(types.data.list[1]!.share_percent).toBe(10);
    expect((await t.post('/api/user/getProfitList', { token: payer.token })).data).toMatchObject({
      total: 0,
    });
  });

  it('answers a double-click with the same order, and refuses a reused request id for another package', async () => {
    const [a, b] = await Promise.all([
      createOrder(t, payer.token, 60, 'press-0002'),
      createOrder(t, payer.token, 60, 'press-0002'),
    ]);
    expect(a.status).toBe(0);
    expect(b.data.order_no).toBe(a.data.order_no);
    expect(b.data.checkout_url).toBe(a.data.checkout_url);
    const again = await createOrder(t, payer.token, 60, 'press-0002');
    expect(again.data.order_no).toBe(a.data.order_no);
    const other = await createOrder(t, payer.token, 300, 'press-0002');
    expect(other).toMatchObject({
      status: 1,
      code: 'ORDER_REQUEST_CONFLICT',
      data: { order_no: a.data.order_no },
    });
    const rows = await t.ctx.db.kysely
      .selectFrom('recharge_orders')
      .select('id')
      .where('client_request_id', '=', 'press-0002')
      .execute();
    expect(rows).toHaveLength(1);
    // Declining it: the order fails, no diamonds move.
    const pressed = await pressCheckout(t, a.data.checkout_url, 'decline');
    expect(pressed.location).toContain('checkout=declined');
    const order = await t.post<{ state: string; failure_reason: string }>('/api/recharge/getOrder', {
      token: payer.token,
      order_no: a.data.order_no,
    });
    expect(order.data).toMatchObject({ state: 'failed', failure_reason: 'declined' });
    expect(await diamonds(t, payer.id)).toBe(700);
  });

  it('refuses forged webhooks and answers replays without changing anything', async () => {
    const sandbox = sandboxOf(t);
    const recorded = await t.ctx.db.kysely
      .selectFrom('recharge_webhook_events')
      .select('event_id')
      .where('order_no', '=', firstOrder)
      .executeTakeFirstOrThrow();
    const event = await eventFor(t, firstOrder, 'payment.succeeded', recorded.event_id);
    const { body, headers } = sandbox.signedWebhook(event);
    const replay = await postWebhook(t, body, headers);
    expect(replay.status).toBe(200);
    expect(replay.json.data).toEqual({ replayed: true, state: 'credited' });
    expect(await diamonds(t, payer.id)).toBe(700);
    expect(await transfersWithKey(t, `recharge:${firstOrder}`)).toBe(1);

    const fresh = sandbox.signedWebhook({ ...event, id: 'evt_forged_1' });
    const forgeries: Array<[string, Record<string, string>]> = [
      [fresh.body, { ...fresh.headers, 'tifo-signature': withOneSignatureDigitChanged(fresh.headers) }],
      [fresh.body.replace('"amountMinor":6800', '"amountMinor":1'), fresh.headers],
      [fresh.body, { 'content-type': 'application/json' }],
      [
        sandbox.signedWebhook({ ...event, id: 'evt_old' }, t.ctx.now() - 3600_000).body,
        sandbox.signedWebhook({ ...event, id: 'evt_old' }, t.ctx.now() - 3600_000).headers,
      ],
      ['not json', { 'content-type': 'application/json', 'tifo-signature': 't=1,v1=00' }],
    ];
    for (const [forgedBody, forgedHeaders] of forgeries) {
      const res = await postWebhook(t, forgedBody, forgedHeaders);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('WEBHOOK_INVALID');
    }
    // Correctly signed but not matching the order (amount): refused too.
    const wrong = sandbox.signedWebhook({ ...event, id: 'evt_wrong_amount', amountMinor: 1 });
    expect((await postWebhook(t, wrong.body, wrong.headers)).json.code).toBe('WEBHOOK_INVALID');
    expect(await diamonds(t, payer.id)).toBe(700);
  });

  it('settles events that arrive out of order', async () => {
    const sandbox = sandboxOf(t);
    // A stale failure after the success changes nothing.
    const one = await createOrder(t, payer.token, 300, 'press-0003');
    const ok = sandbox.signedWebhook(await eventFor(t, one.data.order_no, 'payment.succeeded', 'evt_ooo_1'));
    const late = sandbox.signedWebhook(await eventFor(t, one.data.order_no, 'payment.failed', 'evt_ooo_2'));
    expect((await postWebhook(t, ok.body, ok.headers)).json.data.state).toBe('credited');
    expect((await postWebhook(t, late.body, late.headers)).json.data).toEqual({
      replayed: false,
      state: 'credited',
    });
    expect(await diamonds(t, payer.id)).toBe(1000);
    // A failure first, then the success: the money arrived after all, so it is credited.
    const two = await createOrder(t, payer.token, 300, 'press-0004');
    const fail = sandbox.signedWebhook(await eventFor(t, two.data.order_no, 'payment.failed', 'evt_ooo_3'));
    const succ = sandbox.signedWebhook(
      await eventFor(t, two.data.order_no, 'payment.succeeded', 'evt_ooo_4'),
    );
    expect((await postWebhook(t, fail.body, fail.headers)).json.data.state).toBe('failed');
    expect((await postWebhook(t, succ.body, succ.headers)).json.data.state).toBe('credited');
    expect(await diamonds(t, payer.id)).toBe(1300);
    expect(await diamonds(t, inviter.id)).toBe(130);
  });

  it('lets an operator refund a credited order (diamonds and invite profit back), once', async () => {
    const refund = () => t.post('/api/recharge/refundOrder', { token: inviter.token, order_no: firstOrder });
    expect((await refund()).code).toBe('FORBIDDEN');
    await t.ctx.db.kysely.updateTable('users').set({ is_operate: 1 }).where('id', '=', inviter.id).execute();
    const done = await refund();
    expect(done).toMatchObject({ status: 0, data: { state: 'refunded', result: 'refunded' } });
    expect(await diamonds(t, payer.id)).toBe(600);
    expect(await diamonds(t, inviter.id)).toBe(60);
    expect((await refund()).code).toBe('ORDER_STATE');
    const info = await t.post<{ invite: Record<string, number> }>('/webapi/User/getUserInfo', {
      token: inviter.token,
    });
    expect(info.data.invite.total_profit).toBe(60);
    // A refund of diamonds already spent is refused by the ledger; the order stays credited.
    const spent = await t.ctx.db.kysely
      .selectFrom('recharge_orders')
      .select('order_no')
      .where('client_request_id', '=', 'press-0003')
      .executeTakeFirstOrThrow();
    await ledgerOf(t.ctx).transfer({
      key: 'test:spend-all',
      kind: 'shop',
      postings: [
        { currency: 'test_diamond', from: { userId: payer.id }, to: { system: 'revenue' }, amount: 600 },
      ],
    });
    const refused = await t.post('/api/recharge/refundOrder', {
      token: inviter.token,
      order_no: spent.order_no,
    });
    expect(refused.code).toBe('INSUFFICIENT_FUNDS');
    const still = await t.post<{ state: string }>('/api/recharge/getOrder', {
      token: payer.token,
      order_no: spent.order_no,
    });
    expect(still.data.state).toBe('credited');
  });

  it('gives bad input clear codes', async () => {
    const base = { token: payer.token, method: 'sandbox', request_id: 'press-bad-01' };
    expect((await t.post('/api/recharge/createOrder', { ...base, package_id: 999999 })).code).toBe(
      'PACKAGE_NOT_FOUND',
    );
    const info = await t.post<{ packages: Array<{ id: number }> }>('/api/recharge/getRechargeInfo', {
      token: payer.token,
    });
    const id = info.data.packages[0]!.id;
    expect(
      (await t.post('/api/recharge/createOrder', { ...base, package_id: id, method: 'paypal' })).code,
    ).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(
      (await t.post('/api/recharge/createOrder', { ...base, package_id: id, request_id: 'x' })).code,
    ).toBe('INVALID_INPUT');
    // A BRL package asked for by a Chinese-language visitor is not on sale to them.
    const pt = await t.post<{ packages: Array<{ id: number }> }>('/api/recharge/getRechargeInfo', {
      token: payer.token,
      lang: 'pt-br',
    });
    expect(
      (await t.post('/api/recharge/createOrder', { ...base, package_id: pt.data.packages[0]!.id })).code,
    ).toBe('PACKAGE_NOT_FOUND');
    expect(
      (await t.post('/api/recharge/getOrder', { token: inviter.token, order_no: firstOrder })).code,
    ).toBe('ORDER_NOT_FOUND');
    expect((await t.post('/api/recharge/getOrder', { token: payer.token, order_no: 'nope' })).code).toBe(
      'INVALID_INPUT',
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/api/recharge/sandbox/checkout/cs_test_nope' });
    expect(unknown.statusCode).toBe(404);
    expect((await postWebhook(t, '{}', { 'content-type': 'application/json' })).status).toBe(400);
    const list = await t.post<{ total: number }>('/api/recharge/getOrderList', { token: payer.token });
    expect(list.data.total).toBe(4);
  });

  it('limits open orders per user', async () => {
    const c = await registerUser(t, '13800000003');
    for (let i = 0; i < 5; i++)
      expect((await createOrder(t, c.data.token, 60, `open-limit-${i}`)).status).toBe(0);
    expect((await createOrder(t, c.data.token, 60, 'open-limit-5')).code).toBe('ORDER_OPEN_LIMIT');
  });

  it('credits once when webhooks, polling and recovery race for the same payment', async () => {
    const c = await registerUser(t, '13800000004');
    const made = await createOrder(t, c.data.token, 1340, 'race-0001');
    // Paid at the provider without a webhook yet; then every path learns of it at once.
    await t.ctx.db.kysely
      .updateTable('recharge_sandbox_sessions')
      .set({ state: 'paid' })
      .where('order_no', '=', made.data.order_no)
      .execute();
    const sandbox = sandboxOf(t);
    const hooks = await Promise.all(
      [1, 2, 3].map(async (i) =>
        sandbox.signedWebhook(await eventFor(t, made.data.order_no, 'payment.succeeded', `evt_race_${i}`)),
      ),
    );
    await Promise.all([
      ...hooks.map((h) => postWebhook(t, h.body, h.headers)),
      t.app.recharge.recover(),
      t.app.recharge.settler.sync(
        await t.ctx.db.kysely
          .selectFrom('recharge_orders')
          .selectAll()
          .where('order_no', '=', made.data.order_no)
          .executeTakeFirstOrThrow(),
        'query',
      ),
      t.post('/api/recharge/getOrder', { token: c.data.token, order_no: made.data.order_no }),
    ]);
    expect(await diamonds(t, c.data.id)).toBe(1340);
    expect(await transfersWithKey(t, `recharge:${made.data.order_no}`)).toBe(1);
    const moves = await t.ctx.db.kysely
      .selectFrom('recharge_order_events')
      .select('to_state')
      .where('order_no', '=', made.data.order_no)
      .execute();
    expect(moves.map((m) => m.to_state)).toEqual(['created', 'paid', 'credited']);
  });

  it('leaves the books balanced', async () => {
    const report = await ledgerOf(t.ctx).reconcile();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
