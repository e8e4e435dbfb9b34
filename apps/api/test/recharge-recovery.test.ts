import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from './account-helpers';
import { testDatabases } from './databases';
import {
  bootApp,
  createOrder,
  createSharedDatabase,
  diamonds,
  pressCheckout,
  transfersWithKey,
  type SharedDatabase,
} from './recharge-helpers';
import type { TestApp } from './test-app';

// Crashes between the payment and the credit, simulated: the sandbox takes the payment but its webhook never
// arrives (RECHARGE_SANDBOX_WEBHOOK_URL points at a closed port), or the order was marked paid and the process
// died before the credit. The API is then restarted on the same database; recovery at start-up settles the
// orders from the provider's state, exactly once.
const DEAD_WEBHOOK = {
  RECHARGE_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:1/webhook',
  RECHARGE_RECOVERY_INTERVAL_MS: '0',
};
const TTL_MS = 30 * 60_000;

describe.each(testDatabases)('recharge recovery on $name', (database) => {
  let db: SharedDatabase;
  let clock: number;
  const now = () => clock;
  let apps: TestApp[] = [];
  const boot = async () => {
    const t = await bootApp(db, { now, env: DEAD_WEBHOOK });
    apps.push(t);
    return t;
  };
  const crash = async (t: TestApp) => {
    await t.close();
    apps = apps.filter((a) => a !== t);
  };

  beforeEach(async () => {
    clock = Date.parse('2026-06-01T12:00:00Z');
    db = await createSharedDatabase(database);
  });
  afterEach(async () => {
    for (const t of apps) await t.close();
    apps = [];
    await db.drop();
  });

  it('credits exactly once a payment whose webhook was lost, after a restart', async () => {
    const first = await boot();
    const user = await registerUser(first, '13900000001');
    const order = await createOrder(first, user.data.token, 700, 'crash-0001');
    const pressed = await pressCheckout(first, order.data.checkout_url, 'approve');
    expect(pressed.location).toContain('checkout=approved');
    const row = () =>
      first.ctx.db.kysely
        .selectFrom('recharge_orders')
        .select('state')
        .where('order_no', '=', order.data.order_no)
        .executeTakeFirstOrThrow();
    // Paid at the provider; the API never heard of it.
    expect((await row()).state).toBe('created');
    expect(await diamonds(first, user.data.id)).toBe(0);
    await crash(first);

    const second = await boot();
    const after = await second.ctx.db.kysely
      .selectFrom('recharge_orders')
      .select('state')
      .where('order_no', '=', order.data.order_no)
      .executeTakeFirstOrThrow();
    expect(after.state).toBe('credited');
    expect(await diamonds(second, user.data.id)).toBe(700);
    // Another pass, and a third start, change nothing.
    expect((await second.app.recharge.recover()).credited).toBe(0);
    await crash(second);
    const third = await boot();
    expect(await diamonds(third, user.data.id)).toBe(700);
    expect(await transfersWithKey(third, `recharge:${order.data.order_no}`)).toBe(1);
    const sources = await third.ctx.db.kysely
      .selectFrom('recharge_order_events')
      .select(['to_state', 'source'])
      .where('order_no', '=', order.data.order_no)
      .orderBy('id')
      .execute();
    expect(sources).toEqual([
      { to_state: 'created', source: 'user' },
      { to_state: 'paid', source: 'recovery' },
      { to_state: 'credited', source: 'recovery' },
    ]);
  });

  it('credits an order the crash left paid but not credited', async () => {
    const first = await boot();
    const user = await registerUser(first, '13900000002');
    const order = await createOrder(first, user.data.token, 300, 'crash-0002');
    await pressCheckout(first, order.data.checkout_url, 'approve');
    // The process died between the created -> paid transaction and the credit's.
    await first.ctx.db.kysely
      .updateTable('recharge_orders')
      .set({ state: 'paid', paid_at: clock })
      .where('order_no', '=', order.data.order_no)
      .execute();
    await crash(first);
    const second = await boot();
    expect(await diamonds(second, user.data.id)).toBe(300);
    const state = await second.post<{ state: string }>('/api/recharge/getOrder', {
      token: user.data.token,
      order_no: order.data.order_no,
    });
    expect(state.data.state).toBe('credited');
  });

  it('expires unpaid orders past their expiry, closing the checkout so it can no longer be paid', async () => {
    const first = await boot();
    const user = await registerUser(first, '13900000003');
    const unpaid = await createOrder(first, user.data.token, 60, 'expire-0001');
    const paidLate = await createOrder(first, user.data.token, 60, 'expire-0002');
    // Abandon: back to the app, the order stays pending.
    const abandoned = await pressCheckout(first, unpaid.data.checkout_url, 'abandon');
    expect(abandoned.location).toContain('checkout=abandoned');
    // The second is paid just before the expiry; its webhook is lost.
    clock += TTL_MS - 1000;
    await pressCheckout(first, paidLate.data.checkout_url, 'approve');
    await crash(first);

    clock += 2000;
    const second = await boot();
    const states = await second.ctx.db.kysely
      .selectFrom('recharge_orders')
      .select(['client_request_id', 'state'])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { client_request_id: 'expire-0001', state: 'expired' },
      { client_request_id: 'expire-0002', state: 'credited' },
    ]);
    expect(await diamonds(second, user.data.id)).toBe(60);
    // The expired checkout refuses a payment now.
    await pressCheckout(second, unpaid.data.checkout_url, 'approve');
    const page = await second.app.inject({ method: 'GET', url: unpaid.data.checkout_url });
    expect(page.body).toContain('data-state="expired"');
    expect(await diamonds(second, user.data.id)).toBe(60);
    const order = await second.post<{ state: string; result: string }>('/api/recharge/getOrder', {
      token: user.data.token,
      order_no: unpaid.data.order_no,
    });
    expect(order.data).toMatchObject({ state: 'expired', result: 'failed' });
  });

  it('settles an open order when its owner polls it, without waiting for recovery', async () => {
    const first = await boot();
    const user = await registerUser(first, '13900000004');
    const order = await createOrder(first, user.data.token, 60, 'poll-0001');
    await pressCheckout(first, order.data.checkout_url, 'approve');
    const polled = await first.post<{ state: string }>('/api/recharge/getOrder', {
      token: user.data.token,
      order_no: order.data.order_no,
    });
    expect(polled.data.state).toBe('credited');
    expect(await diamonds(first, user.data.id)).toBe(60);
  });
});
