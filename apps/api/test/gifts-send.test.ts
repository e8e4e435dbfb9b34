import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantBagGift } from '../src/modules/gifts';
import { levelForSpend } from '../src/modules/gifts/rules';
import { ledgerOf } from '../src/modules/ledger';
import { testDatabases } from './databases';
import { fund, giftId, liveAnchor, requestId, type SendAnswer } from './gifts-helpers';
import { createAnchor, MEDIA_SECRET, type TestClock } from './live-helpers';
import { createTestUser, SPORTS_NOW } from './sports-helpers';
import { startTestApp, type TestApp } from './test-app';

// Sending gifts against the real ledger on each database: every rule's code, the money moved once per request,
// the bag first, the counters on users, combos and the ranking. The messaging service is absent here: the
// animation's post fails and is only logged (gifts-room.test.ts covers the room message).

describe.each(testDatabases)('gifts on $name', { timeout: 60_000 }, (database) => {
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  let anchor: Awaited<ReturnType<typeof liveAnchor>>;
  let fan: { userId: number; token: string };
  let rose = 0;
  let heart = 0;

  const send = (token: string, body: Record<string, unknown>) =>
    t.post<SendAnswer>('/api/live/sendGift', {
      liveid: anchor.roomId,
      request_id: requestId(),
      token,
      ...body,
    });

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock.now, env: { MEDIA_SECRET } });
    anchor = await liveAnchor(t, clock, 'gift_anchor');
    fan = await createTestUser(t, 'gift_fan');
    rose = await giftId(t, 'rose');
    heart = await giftId(t, 'heart');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists twelve gifts with prices and the spec quantities, named in the caller language', async () => {
    const zh = await t.get<{
      list: Array<{ code: string; name: string; price: number }>;
      quantities: number[];
    }>('/api/gift/getGiftList');
    expect(zh.data.list).toHaveLength(12);
    expect(zh.data.quantities).toEqual([1, 10, 66, 88, 100, 520, 1314]);
    expect(zh.data.list.find((g) => g.code === 'rose')).toMatchObject({ name: '玫瑰', price: 1 });
    const pt = await t.get<{ list: Array<{ code: string; name: string }> }>('/api/gift/getGiftList', {
      lang: 'pt-br',
    });
    expect(pt.data.list.find((g) => g.code === 'rose')?.name).toBe('Rosa');
  });

  it('refuses each bad send with its own code and moves nothing', async () => {
    expect(
      (
        await t.post('/api/live/sendGift', {
          liveid: anchor.roomId,
          gift_id: rose,
          count: 1,
          request_id: requestId(),
        })
      ).code,
    ).toBe('LOGIN_REQUIRED');
    expect((await send(fan.token, { gift_id: rose, count: 7 })).code).toBe('GIFT_COUNT_INVALID');
    expect((await send(fan.token, { gift_id: 99999, count: 1 })).code).toBe('GIFT_NOT_FOUND');
    expect((await send(fan.token, { gift_id: rose, count: 1, liveid: 99999 })).code).toBe('ROOM_NOT_FOUND');
    expect((await send(anchor.token, { gift_id: rose, count: 1 })).code).toBe('SELF_GIFT');
    expect((await send(fan.token, { gift_id: rose, count: 1, request_id: 'x' })).code).toBe('INVALID_INPUT');
    expect((await send(fan.token, { gift_id: rose, count: 'many' })).code).toBe('INVALID_INPUT');
    const offline = await createAnchor(t, 'gift_offline');
    expect((await send(fan.token, { gift_id: rose, count: 1, liveid: offline.roomId })).code).toBe(
      'ROOM_NOT_LIVE',
    );
    const broke = await send(fan.token, { gift_id: rose, count: 1 });
    expect(broke.code).toBe('INSUFFICIENT_FUNDS');
    const sends = await t.ctx.db.kysely.selectFrom('gift_sends').select('id').execute();
    expect(sends).toHaveLength(0);
  });

  it('sends 520 roses: diamonds to revenue, the anchor share as points, spend and levels raised', async () => {
    await fund(t, fan.userId, 'diamond', 1000);
    const sent = await send(fan.token, { gift_id: rose, count: 520 });
    expect(sent.status).toBe(0);
    expect(sent.data).toMatchObject({
      count: 520,
      from_bag: 0,
      paid: 520,
      value: 5200,
      anchor_points: 260,
      combo: 1,
    });
    expect(sent.data.balances.diamond).toBe(480);
    expect(sent.data.gift_spend).toBe(5200);
    expect(sent.data.user_level).toBe(levelForSpend(5200));
    expect(sent.data.user_level).toBe(4);
    const ledger = ledgerOf(t.ctx);
    expect((await ledger.balances(anchor.userId)).anchor_point.available).toBe(260);
    const anchorRow = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['anchor_point', 'anchor_level'])
      .where('id', '=', anchor.userId)
      .executeTakeFirstOrThrow();
    expect(anchorRow).toEqual({ anchor_point: 260, anchor_level: 3 });
    const fanRow = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['gift_spend', 'user_level'])
      .where('id', '=', fan.userId)
      .executeTakeFirstOrThrow();
    expect({ ...fanRow, gift_spend: Number(fanRow.gift_spend) }).toEqual({ gift_spend: 5200, user_level: 4 });
    expect((await ledger.reconcile()).ok).toBe(true);
  });

  it('answers a retry with the first send, a double tap sends once, another gift under the same id conflicts', async () => {
    const id = requestId();
    const first = await send(fan.token, { gift_id: rose, count: 10, request_id: id });
    const again = await send(fan.token, { gift_id: rose, count: 10, request_id: id });
    expect(again.data.replayed).toBe(true);
    expect(again.data.send_id).toBe(first.data.send_id);
    expect(again.data.balances.diamond).toBe(first.data.balances.diamond);
    const tap = requestId();
    const both = await Promise.all(
      [0, 1].map(() => send(fan.token, { gift_id: rose, count: 1, request_id: tap })),
    );
    expect(both.map((r) => r.status)).toEqual([0, 0]);
    expect(both[0]!.data.send_id).toBe(both[1]!.data.send_id);
    expect(both.map((r) => r.data.replayed).sort()).toEqual([false, true]);
    const after = await ledgerOf(t.ctx).balances(fan.userId);
    expect(after.diamond.available).toBe(first.data.balances.diamond - 1);
    const conflict = await send(fan.token, { gift_id: rose, count: 66, request_id: id });
    expect(conflict.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it("uses the anchor's own sharing_ratio over the default, and gold gifts earn no points", async () => {
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ sharing_ratio: 70 })
      .where('id', '=', anchor.userId)
      .execute();
    const before = (await ledgerOf(t.ctx).balances(anchor.userId)).anchor_point.available;
    const sent = await send(fan.token, { gift_id: rose, count: 88 });
    expect(sent.data.anchor_points).toBe(61);
    expect((await ledgerOf(t.ctx).balances(anchor.userId)).anchor_point.available).toBe(before + 61);
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ sharing_ratio: null })
      .where('id', '=', anchor.userId)
      .execute();
    await fund(t, fan.userId, 'gold', 100);
    const gold = await send(fan.token, { gift_id: heart, count: 10 });
    expect(gold.data).toMatchObject({ paid: 100, anchor_points: 0, value: 100 });
    expect(gold.data.balances.gold).toBe(0);
    expect((await send(fan.token, { gift_id: heart, count: 1 })).code).toBe('INSUFFICIENT_FUNDS');
  });

  it('sends from the bag first and pays only what the bag does not cover', async () => {
    const viewer = await createTestUser(t, 'gift_bagger');
    expect(
      await grantBagGift(
        t.ctx.db,
        { userId: viewer.userId, giftId: rose, quantity: 15, reason: 'test', key: 'bag-1' },
        clock.now,
      ),
    ).toBe(true);
    expect(
      await grantBagGift(
        t.ctx.db,
        { userId: viewer.userId, giftId: rose, quantity: 15, reason: 'test', key: 'bag-1' },
        clock.now,
      ),
    ).toBe(false);
    const bag = await t.post<{ list: Array<{ gift_id: number; quantity: number }> }>('/api/gift/getUserBag', {
      token: viewer.token,
    });
    expect(bag.data.list).toEqual([expect.objectContaining({ gift_id: rose, quantity: 15 })]);
    const free = await send(viewer.token, { gift_id: rose, count: 10 });
    expect(free.data).toMatchObject({ from_bag: 10, paid: 0, anchor_points: 0, bag_left: 5, gift_spend: 0 });
    // 5 left in the bag, 61 to pay, and no diamonds: refused, the bag untouched.
    expect((await send(viewer.token, { gift_id: rose, count: 66 })).code).toBe('INSUFFICIENT_FUNDS');
    await fund(t, viewer.userId, 'diamond', 61);
    const mixed = await send(viewer.token, { gift_id: rose, count: 66 });
    expect(mixed.data).toMatchObject({ from_bag: 5, paid: 61, bag_left: 0, anchor_points: 30 });
    expect(mixed.data.balances.diamond).toBe(0);
  });

  it('counts repeated sends within 5 s as one combo, and starts a new one after', async () => {
    await fund(t, fan.userId, 'diamond', 10);
    clock.now += 60_000;
    const a = await send(fan.token, { gift_id: rose, count: 1 });
    clock.now += 2000;
    const b = await send(fan.token, { gift_id: rose, count: 1 });
    clock.now += 4000;
    const c = await send(fan.token, { gift_id: rose, count: 1, combo_id: b.data.combo_id });
    expect([a.data.combo, b.data.combo, c.data.combo]).toEqual([1, 2, 3]);
    expect(new Set([a.data.combo_id, b.data.combo_id, c.data.combo_id]).size).toBe(1);
    clock.now += 6000;
    const d = await send(fan.token, { gift_id: rose, count: 1 });
    expect(d.data.combo).toBe(1);
    expect(d.data.combo_id).not.toBe(a.data.combo_id);
  });

  it('ranks the room by gift value, today and all time, with the caller place', async () => {
    const today = await t.post<{
      list: Array<{ uid: number; value: number; rank: number }>;
      mine: { rank: number } | null;
    }>('/api/live/getLiveContribution', { liveid: anchor.roomId, range: 'today', token: fan.token });
    expect(today.status).toBe(0);
    const uids = today.data.list.map((r) => r.uid);
    expect(uids[0]).toBe(fan.userId);
    expect(today.data.list[0]!.value).toBeGreaterThan(today.data.list[1]!.value);
    expect(today.data.mine?.rank).toBe(1);
    // A day later, today's ranking is empty and all time keeps everyone.
    clock.now += 24 * 3600 * 1000;
    const next = await t.post<{ list: unknown[] }>('/api/live/getLiveContribution', {
      liveid: anchor.roomId,
      range: 'today',
    });
    expect(next.data.list).toEqual([]);
    const all = await t.post<{ list: Array<{ uid: number }> }>('/api/live/getLiveContribution', {
      liveid: anchor.roomId,
      range: 'all',
    });
    expect(all.data.list.map((r) => r.uid)).toEqual(uids);
    expect(
      (await t.post('/api/live/getLiveContribution', { liveid: anchor.roomId, range: 'week' })).code,
    ).toBe('INVALID_INPUT');
    expect((await t.post('/api/live/getLiveContribution', { liveid: 99999 })).code).toBe('ROOM_NOT_FOUND');
    expect((await ledgerOf(t.ctx).reconcile()).ok).toBe(true);
  });
});
