import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/modules/ledger';
import { DAY_MS } from '../src/modules/vip/rules';
import { testDatabases } from './databases';
import { createTestUser, SPORTS_NOW } from './sports-helpers';
import { startTestApp, type TestApp } from './test-app';
import { fundUser, planId, requestId, type BuyAnswer } from './vip-helpers';

// VIP plans against the real ledger on each database: the price leaves once per request, the expiries extend from
// the later of now and the current expiry, user info follows, refusals move nothing.

const sec = (ms: number) => Math.floor(ms / 1000);

describe.each(testDatabases)('VIP plans on $name', { timeout: 60_000 }, (database) => {
  let t: TestApp;
  const clock = { now: SPORTS_NOW };
  let fan: { userId: number; token: string };
  const plans: Record<string, number> = {};

  const buy = (token: string, code: string, request = requestId()) =>
    t.post<BuyAnswer>('/api/vip/buyVip', { token, plan_id: plans[code], request_id: request });
  const userInfo = async (token: string) =>
    (await t.post<Record<string, unknown>>('/webapi/User/getUserInfo', { token })).data;
  const diamonds = async (userId: number) => (await ledgerOf(t.ctx).balances(userId)).diamond.available;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock.now });
    fan = await createTestUser(t, 'vip_fan');
    for (const code of ['vip_month', 'vip_quarter', 'vip_year', 'svip_month', 'svip_quarter', 'svip_year'])
      plans[code] = await planId(t, code);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists six plans in the caller language, with the caller standing when logged in', async () => {
    const guest = await t.get<{ list: Array<{ code: string; name: string; price: number }>; mine: null }>(
      '/api/vip/getVipPlans',
    );
    expect(guest.data.list.map((p) => p.code)).toEqual([
      'vip_month',
      'vip_quarter',
      'vip_year',
      'svip_month',
      'svip_quarter',
      'svip_year',
    ]);
    expect(guest.data.list[0]).toMatchObject({ name: 'VIP 月卡', price: 300, days: 30, level: 1 });
    expect(guest.data.mine).toBeNull();
    const pt = await t.post<{ list: Array<{ name: string }>; mine: { diamond: number; vip_level: number } }>(
      '/api/vip/getVipPlans',
      { token: fan.token, lang: 'pt-br' },
    );
    expect(pt.data.list[0]!.name).toBe('VIP mensal');
    expect(pt.data.mine).toMatchObject({ diamond: 0, vip_level: 0 });
  });

  it('refuses without diamonds, an unknown plan, no login and a bad request id; nothing moves', async () => {
    expect((await buy(fan.token, 'vip_month')).code).toBe('INSUFFICIENT_FUNDS');
    expect(
      (await t.post('/api/vip/buyVip', { token: fan.token, plan_id: 999, request_id: requestId() })).code,
    ).toBe('VIP_PLAN_NOT_FOUND');
    expect(
      (await t.post('/api/vip/buyVip', { plan_id: plans.vip_month, request_id: requestId() })).code,
    ).toBe('LOGIN_REQUIRED');
    expect((await buy(fan.token, 'vip_month', 'short')).code).toBe('INVALID_INPUT');
    const info = await userInfo(fan.token);
    expect(info).toMatchObject({ vip_level: 0, isVIP: false, is_no_popad: 0, vip_date: 0 });
    const rows = await t.ctx.db.kysely.selectFrom('vip_purchases').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('buys a month of VIP for its price: vip_date, level, isVIP and no pop-up ads follow', async () => {
    await fundUser(t, fan.userId, 'diamond', 5000);
    const res = await buy(fan.token, 'vip_month');
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({
      vip_level: 1,
      isVIP: true,
      vip_date: sec(clock.now + 30 * DAY_MS),
      svip_date: 0,
      diamond: 4700,
      replayed: false,
    });
    expect(await diamonds(fan.userId)).toBe(4700);
    expect(await userInfo(fan.token)).toMatchObject({
      vip_level: 1,
      isVIP: true,
      is_no_popad: 1,
      vip_date: sec(clock.now + 30 * DAY_MS),
      diamond: 4700,
    });
    const entries = await ledgerOf(t.ctx).history(fan.userId, { kind: 'vip', limit: 10 });
    expect(entries.list).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ amount: -300, currency: 'diamond', state: 'posted' });
    expect(entries.list[0]!.memo).toMatchObject({ plan: 'vip_month', days: 30, level: 1 });
  });

  it('a double tap buys once, sequential or concurrent; the same id for another plan conflicts', async () => {
    const before = await diamonds(fan.userId);
    const request = requestId();
    const first = await buy(fan.token, 'vip_quarter', request);
    const again = await buy(fan.token, 'vip_quarter', request);
    expect(first.data.replayed).toBe(false);
    expect(again.data).toMatchObject({ replayed: true, purchase_id: first.data.purchase_id });
    expect(again.data.vip_date).toBe(first.data.vip_date);
    // Extended from the running expiry, not from now.
    expect(first.data.vip_date).toBe(sec(clock.now + 120 * DAY_MS));
    expect(await diamonds(fan.userId)).toBe(before - 800);

    const tap = requestId();
    const both = await Promise.all([buy(fan.token, 'vip_month', tap), buy(fan.token, 'vip_month', tap)]);
    expect(both.map((r) => r.status)).toEqual([0, 0]);
    expect(both.filter((r) => r.data.replayed)).toHaveLength(1);
    expect(both[0]!.data.vip_date).toBe(both[1]!.data.vip_date);
    expect(both[0]!.data.vip_date).toBe(sec(clock.now + 150 * DAY_MS));
    expect(await diamonds(fan.userId)).toBe(before - 800 - 300);

    expect((await buy(fan.token, 'vip_year', tap)).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await diamonds(fan.userId)).toBe(before - 800 - 300);
  });

  it('a lapsed VIP extends from now; SVIP carries vip_date along and the level follows the dates', async () => {
    const created = await createTestUser(t, 'vip_other');
    const other = { ...created };
    await fundUser(t, other.userId, 'diamond', 2500);
    await buy(other.token, 'vip_month');
    clock.now += 45 * DAY_MS;
    try {
      // Sessions last 30 days: log in again after the jump.
      other.token = await t.ctx.sessions.create(other.userId, 3);
      expect(await userInfo(other.token)).toMatchObject({ isVIP: false, vip_level: 0, is_no_popad: 0 });
      const renewed = await buy(other.token, 'vip_month');
      expect(renewed.data.vip_date).toBe(sec(clock.now + 30 * DAY_MS));

      const svip = await buy(other.token, 'svip_month');
      expect(svip.data).toMatchObject({
        vip_level: 2,
        svip_date: sec(clock.now + 30 * DAY_MS),
        // vip_date already ran to the same day: it stays.
        vip_date: sec(clock.now + 30 * DAY_MS),
      });
      const more = await buy(other.token, 'svip_month');
      expect(more.data).toMatchObject({
        svip_date: sec(clock.now + 60 * DAY_MS),
        vip_date: sec(clock.now + 60 * DAY_MS),
      });
      expect(await diamonds(other.userId)).toBe(2500 - 300 - 300 - 750 - 750);
      // Not enough left for another SVIP month: refused, the dates stay.
      expect((await buy(other.token, 'svip_month')).code).toBe('INSUFFICIENT_FUNDS');
      expect(await userInfo(other.token)).toMatchObject({
        vip_level: 2,
        svip_date: sec(clock.now + 60 * DAY_MS),
      });

      const card = await t.get<Record<string, unknown>>('/api/vip/getVipUser', {
        uid: String(other.userId),
      });
      expect(card.data).toMatchObject({
        uid: other.userId,
        nick_name: 'vip_other',
        vip_level: 2,
        isVIP: true,
        svip_date: sec(clock.now + 60 * DAY_MS),
      });
      clock.now += 61 * DAY_MS;
      const lapsed = await t.get<Record<string, unknown>>('/api/vip/getVipUser', {
        uid: String(other.userId),
      });
      expect(lapsed.data).toMatchObject({ vip_level: 0, isVIP: false, vip_date: 0, svip_date: 0 });
    } finally {
      clock.now = SPORTS_NOW;
    }
    expect((await t.get('/api/vip/getVipUser', { uid: '999999' })).code).toBe('USER_NOT_FOUND');
  });

  it('leaves the books balanced', async () => {
    const report = await ledgerOf(t.ctx).reconcile();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
