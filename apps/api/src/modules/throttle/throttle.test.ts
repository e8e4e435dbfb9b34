import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { MINUTE, Throttle } from './throttle';

describe.each(testDatabases)('Throttle on $name', { timeout: 30_000 }, (database) => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 23, 8, 0, 0);
  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock });
  });
  afterAll(async () => t.close());

  it('lets exactly `max` of 100 parallel takes through, across separate Throttle instances', async () => {
    // Two instances share nothing in memory, like two API processes: the database alone must serialise them.
    const throttles = [new Throttle(t.ctx.db, () => clock), new Throttle(t.ctx.db, () => clock)];
    const limits = [
      { bucket: 'test:parallel', windowMs: MINUTE, max: 7 },
      { bucket: 'test:parallel-wide', windowMs: MINUTE, max: 1000 },
    ];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => throttles[i % 2]!.tryTake(limits)),
    );
    expect(results.filter((r) => r.ok).length).toBe(7);
    expect(await throttles[0]!.count('test:parallel', MINUTE)).toBe(7);
    expect(await throttles[0]!.count('test:parallel-wide', MINUTE)).toBe(7);
  });

  it('names the full limit, refunds tickets and slides the window', async () => {
    const throttle = new Throttle(t.ctx.db, () => clock);
    const limits = [
      { bucket: 'test:a', windowMs: MINUTE, max: 2 },
      { bucket: 'test:b', windowMs: MINUTE, max: Number.POSITIVE_INFINITY },
    ];
    const first = await throttle.take(limits);
    await throttle.take(limits);
    const full = await throttle.tryTake(limits);
    expect(full).toEqual({ ok: false, limit: limits[0] });
    await expect(throttle.take(limits)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await throttle.refund(first);
    expect((await throttle.tryTake(limits)).ok).toBe(true);
    expect(await throttle.count('test:b', MINUTE)).toBe(2);
    clock += MINUTE + 1;
    expect((await throttle.tryTake(limits)).ok).toBe(true);
  });
});
