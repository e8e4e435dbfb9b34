import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ONLINE_BATCH, RoomOnlineCounts, type OnlineFetch } from './online-counts';

// The chat online counts behind the room lists: one batched call per TTL whatever the requests, stale answers
// served at once while a refresh runs, unseen rooms waited for, failures that never fail a list.

function setup(options: { active?: number[]; fail?: () => boolean; counts?: (id: number) => number } = {}) {
  const clock = { now: 0 };
  let active = options.active ?? [1, 2, 3];
  const asked: number[][] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const fetch: OnlineFetch = async (ids) => {
    asked.push(ids);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    if (options.fail?.()) throw new Error('messaging down');
    return new Map(ids.map((id) => [id, options.counts?.(id) ?? id * 10]));
  };
  const counts = new RoomOnlineCounts({
    fetch,
    activeRooms: async () => active,
    log: pino({ level: 'silent' }),
    clock: () => clock.now,
    ttlMs: 5000,
    maxStaleMs: 30_000,
    wantedForMs: 60_000,
  });
  return {
    counts,
    clock,
    asked,
    setActive: (ids: number[]) => (active = ids),
    holdNext: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

describe('RoomOnlineCounts', () => {
  it('answers every room of one batched call, and asks again only after the TTL', async () => {
    const s = setup();
    expect(await s.counts.of([1, 2])).toEqual(
      new Map([
        [1, 10],
        [2, 20],
      ]),
    );
    expect(s.asked).toEqual([[1, 2, 3]]);
    // Many requests, cards and pages within the TTL: no new call.
    for (let i = 0; i < 50; i++) await s.counts.of([3, 1]);
    s.clock.now = 4999;
    await s.counts.of([2]);
    expect(s.counts.calls).toBe(1);
    s.clock.now = 5000;
    await s.counts.of([2]);
    expect(s.counts.calls).toBe(2);
  });

  it('serves the last snapshot at once while a refresh runs; unseen rooms wait for one', async () => {
    const s = setup();
    await s.counts.of([1]);
    s.clock.now = 6000;
    s.holdNext();
    // The refresh is held: a known room is answered from the snapshot without waiting.
    expect((await s.counts.of([1])).get(1)).toBe(10);
    s.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A room that just went live is not in the snapshot: its request waits for the refresh in flight.
    s.clock.now = 11_000;
    s.setActive([1, 2, 3, 4]);
    s.holdNext();
    const justLive = s.counts.of([4]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    s.release();
    expect((await justLive).get(4)).toBe(40);
    // An offline room's page (not an active room): asked for, it joins the refresh its request starts.
    s.clock.now = 16_500;
    expect((await s.counts.of([9])).get(9)).toBe(90);
    expect(s.asked.at(-1)).toEqual([1, 2, 3, 4, 9]);
    // Rooms nobody asked about for a minute leave the refreshes (active ones stay).
    s.clock.now = 90_000;
    await s.counts.of([1]);
    expect(s.asked.at(-1)).toEqual([1, 2, 3, 4]);
  });

  it('splits more rooms than one call takes', async () => {
    const active = Array.from({ length: ONLINE_BATCH + 20 }, (_, i) => i + 1);
    const s = setup({ active });
    const got = await s.counts.of([ONLINE_BATCH + 20]);
    expect(got.get(ONLINE_BATCH + 20)).toBe((ONLINE_BATCH + 20) * 10);
    expect(s.asked.map((ids) => ids.length)).toEqual([ONLINE_BATCH, 20]);
  });

  it('keeps the last counts while the service fails, then reads 0; never throws', async () => {
    let down = false;
    const s = setup({ fail: () => down });
    await s.counts.of([1]);
    down = true;
    s.clock.now = 10_000;
    expect((await s.counts.of([1])).get(1)).toBe(10);
    s.clock.now = 20_000;
    expect((await s.counts.of([1])).get(1)).toBe(10);
    // 30 s after the last answer the counts are dropped rather than shown stale.
    s.clock.now = 31_000;
    await s.counts.of([1]);
    expect((await s.counts.of([1])).get(1)).toBe(0);
    down = false;
    s.clock.now = 40_000;
    expect((await s.counts.of([1])).get(1)).toBe(10);
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RoomOnlineCounts persist', () => {
  it('stores only the counts that changed, and zeros for rooms that left or a service gone too long', async () => {
    const stored: Array<Map<number, number>> = [];
    const clock = { now: 0 };
    let counts = new Map([
      [1, 10],
      [2, 20],
    ]);
    let down = false;
    const online = new RoomOnlineCounts({
      fetch: async (ids) => {
        if (down) throw new Error('messaging down');
        return new Map(ids.filter((id) => counts.has(id)).map((id) => [id, counts.get(id)!]));
      },
      activeRooms: async () => [...counts.keys()],
      log: pino({ level: 'silent' }),
      clock: () => clock.now,
      ttlMs: 5000,
      maxStaleMs: 30_000,
      persist: async (changed) => void stored.push(changed),
    });
    await online.of([1, 2]);
    expect(stored).toEqual([
      new Map([
        [1, 10],
        [2, 20],
      ]),
    ]);
    // Room 1 unchanged, room 2 gone (offline): only room 2's zero is stored.
    counts = new Map([[1, 10]]);
    clock.now = 5000;
    await online.of([1]);
    await online.of([1]);
    clock.now = 10_000;
    await online.of([1]);
    // That refresh runs behind the answer (the snapshot was usable): let it finish.
    await settle();
    expect(stored.slice(1)).toEqual([new Map([[2, 0]])]);
    // The service stops answering: after maxStaleMs the stored counts go to zero too.
    down = true;
    clock.now = 45_000;
    await online.of([1]);
    await settle();
    expect(stored.at(-1)).toEqual(new Map([[1, 0]]));
  });

  it('serves the snapshot when storing fails', async () => {
    const online = new RoomOnlineCounts({
      fetch: async (ids) => new Map(ids.map((id) => [id, 7])),
      activeRooms: async () => [1],
      log: pino({ level: 'silent' }),
      clock: () => 0,
      persist: async () => {
        throw new Error('database busy');
      },
    });
    expect(await online.of([1])).toEqual(new Map([[1, 7]]));
  });
});
