import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireMessage } from '@tifo/protocol';
import type { Connection } from '../gateway/connection';
import { MemoryPresence } from '../presence/memory';
import type { LiveOptions } from './live-options';
import { LiveRooms } from './rooms';
import { liveTestMessage } from './test-message';

/** A viewer that records the frames written to it. */
function viewer(n: number) {
  const frames: Buffer[] = [];
  const conn = {
    key: `viewer-${n}`,
    liveRooms: new Set<string>(),
    unlimitedLive: false,
    sendFrame: (frame: Buffer) => frames.push(frame),
    offerLiveFrame: (frame: Buffer) => (frames.push(frame), true),
  };
  return { conn: conn as unknown as Connection, frames };
}

/** Messages in a written frame (the frame's JSON starts after its 2 to 10 byte header). */
function messagesIn(frame: Buffer): string[] {
  const json = frame.subarray(frame.indexOf('{')).toString();
  const body = (JSON.parse(json) as { body: { messageList: WireMessage[] } }).body;
  return body.messageList.map((m) => m.ID);
}

/** A viewer whose live frames go to `take` (given the room's clock at the write); every frame is accepted. */
function liveViewer(n: number, take: (frame: Buffer, now: number) => void): Connection {
  const conn = {
    key: `v-${n}`,
    liveRooms: new Set<string>(),
    unlimitedLive: false,
    offerLiveFrame: (frame: Buffer, now: number) => (take(frame, now), true),
  };
  return conn as unknown as Connection;
}

/** Enqueues `count` numbered messages `everyMs` apart, noting in `sentAt` when each was sent by `clock`. */
async function sendNumbered(
  live: LiveRooms,
  sentAt: Map<string, number>,
  count: number,
  everyMs: number,
  clock = () => performance.now(),
): Promise<void> {
  for (let n = 0; n < count; n++) {
    const m = liveTestMessage(`m${n}`, { broadcastSequence: await live.takeSeq('room') });
    sentAt.set(m.ID, clock());
    live.enqueue('room', m);
    sleep(everyMs);
  }
}

// Fake clocks (timers and performance.now) make the batch timing exact whatever the machine's load.
const sleep = (ms: number) => vi.advanceTimersByTime(ms);
let rooms: LiveRooms | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  rooms?.close();
  vi.useRealTimers();
});

function start(options: Partial<LiveOptions> = {}) {
  rooms = new LiveRooms(new MemoryPresence(), {
    tickMs: 40,
    maxTickMs: 200,
    writesPerSecond: 1000,
    shedThreshold: 100,
    userMessagesPerSecond: 1000,
    ...options,
  });
  return rooms;
}

describe('live-room batches', () => {
  it('spaces batches out as viewers on the node grow, between tickMs and maxTickMs', async () => {
    const live = start();
    expect(live.flushInterval()).toBe(40);
    for (let i = 0; i < 100; i++) await live.join(viewer(i).conn, 'room');
    // 100 viewers at 1,000 writes per second: a batch every 100 ms at most.
    expect(live.flushInterval()).toBe(100);
    for (let i = 100; i < 1000; i++) await live.join(viewer(i).conn, 'room');
    expect(live.flushInterval()).toBe(200);
    for (const c of live.viewers('room')) await live.leave(c, 'room');
    expect(live.flushInterval()).toBe(40);
  });

  it('writes a quiet room at once and gathers a busy room into one batch per interval', async () => {
    const live = start({ tickMs: 40, maxTickMs: 40 });
    const v = viewer(1);
    await live.join(v.conn, 'room');
    live.enqueue('room', liveTestMessage('first'));
    sleep(10);
    // The room had written nothing for longer than the interval: the first check (every 10 ms) sends it.
    expect(v.frames.map(messagesIn)).toEqual([['first']]);
    live.enqueue('room', liveTestMessage('a'));
    live.enqueue('room', liveTestMessage('b'));
    // Then the room's grid: the next batch at its next point, within an interval and a check.
    sleep(50);
    expect(v.frames.map(messagesIn)).toEqual([['first'], ['a', 'b']]);
    // Busy: a message every 5 ms for 400 ms goes out in one batch per interval (40 ms), not one per message.
    const before = v.frames.length;
    for (let n = 0; n < 80; n++) {
      live.enqueue('room', liveTestMessage(`m${n}`));
      sleep(5);
    }
    sleep(50);
    expect(v.frames.slice(before).flatMap(messagesIn)).toHaveLength(80);
    expect(v.frames.length - before).toBeGreaterThanOrEqual(10);
    expect(v.frames.length - before).toBeLessThanOrEqual(12);
  });

  it('sends each batch in sequence order with the same bytes to every viewer; long poll reads by sequence', async () => {
    const live = start();
    const a = viewer(1);
    const b = viewer(2);
    await live.join(a.conn, 'room');
    await live.join(b.conn, 'room');
    const numbered = async (text: string) =>
      liveTestMessage(text, { broadcastSequence: await live.takeSeq('room') });
    const [x, y, z] = [await numbered('x'), await numbered('y'), await numbered('z')];
    // Two nodes' messages can reach this node out of order.
    live.enqueue('room', y);
    live.enqueue('room', x);
    sleep(10);
    expect(a.frames).toHaveLength(1);
    expect(a.frames[0]).toBe(b.frames[0]);
    expect(a.frames.map(messagesIn)).toEqual([['x', 'y']]);
    live.enqueue('room', z);
    sleep(50);
    expect((await live.poll('room', 0, 0)).map((m) => m.broadcastSequence)).toEqual([1, 2, 3]);
    expect((await live.poll('room', 2, 0)).map((m) => m.broadcastSequence)).toEqual([3]);
    expect(await live.nextSeq('room')).toBe(4);
    expect((await live.join(viewer(3).conn, 'room')).nextBroadcastSeq).toBe(4);
  });

  it('spreads a busy room over cohorts: every message once and in order, one write per interval, no wait past an interval and a check', async () => {
    // 1,000 viewers at 5,000 writes per second: a 200 ms interval, 8 cohorts of 125.
    const live = start({ tickMs: 40, maxTickMs: 200, writesPerSecond: 5000, cohorts: 8 });
    const viewers = Array.from({ length: 1000 }, (_, i) => {
      const got: Array<{ at: number; ids: string[] }> = [];
      const conn = liveViewer(i, (frame) => got.push({ at: performance.now(), ids: messagesIn(frame) }));
      return { conn, got };
    });
    for (const v of viewers) await live.join(v.conn, 'room');
    expect(live.flushInterval()).toBe(200);
    const sentAt = new Map<string, number>();
    // 40 messages a second for 2 s.
    await sendNumbered(live, sentAt, 80, 25);
    sleep(500);
    const firstWrites = new Set<number>();
    let worst = 0;
    for (const v of viewers) {
      const ids = v.got.flatMap((b) => b.ids);
      expect(ids).toEqual([...sentAt.keys()]);
      for (const b of v.got) for (const id of b.ids) worst = Math.max(worst, b.at - sentAt.get(id)!);
      // One write per interval in the busy stretch: 2 s of messages in about 10 to 12 writes.
      expect(v.got.length).toBeLessThanOrEqual(13);
      firstWrites.add(Math.round(v.got[1]!.at));
    }
    // The waits are bounded by the interval and one check (20 ms), not by the whole room's fan-out.
    expect(worst).toBeLessThanOrEqual(200 + 20);
    // After the first (everyone at once), the cohorts' batches go out at different times.
    expect(firstWrites.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps the cohorts apart when writing takes time: a late check does not bunch them for good', async () => {
    // Writes that take time: each moves the room's clock 0.1 ms (1,000 viewers: 100 ms for the whole room, 12.5 ms
    // per cohort). Counted from each cohort's last batch, the cohorts written late in one check stayed together,
    // and soon half the room or more was written in every check.
    let extra = 0;
    const live = start({
      tickMs: 40,
      maxTickMs: 200,
      writesPerSecond: 5000,
      cohorts: 8,
      now: () => performance.now() + extra,
    });
    const writesAt = new Map<number, number>();
    const waits: number[] = [];
    const sentAt = new Map<string, number>();
    const viewers = Array.from({ length: 1000 }, (_, i) =>
      liveViewer(i, (frame, now) => {
        writesAt.set(now, (writesAt.get(now) ?? 0) + 1);
        extra += 0.1;
        const at = performance.now() + extra;
        for (const id of messagesIn(frame)) waits.push(at - sentAt.get(id)!);
      }),
    );
    for (const v of viewers) await live.join(v, 'room');
    await sendNumbered(live, sentAt, 120, 25, () => performance.now() + extra);
    // Past the first second (the first message goes to everyone at once): no check writes more than two cohorts.
    const checks = [...writesAt].filter(([at]) => at > Math.min(...writesAt.keys()) + 1000);
    expect(checks.length).toBeGreaterThan(20);
    expect(Math.max(...checks.map(([, n]) => n))).toBeLessThanOrEqual(250);
    // Most messages wait no longer than an interval, a check and two cohorts' writes.
    waits.sort((a, b) => a - b);
    expect(waits[Math.floor(waits.length * 0.99)]).toBeLessThanOrEqual(200 + 10 + 25);
  });

  it('serves the cohort that has waited longest first when a room falls behind its grid', async () => {
    // 1,000 viewers in 8 cohorts of 125 on a 20 ms grid, but a check (every 5 ms) may write only one cohort: the
    // node can write 4 cohorts per interval and the grid asks for 8. Taken in index order, cohorts 0-3 were due
    // again by the time the check came round and cohorts 4-7 got nothing while messages kept coming.
    const live = start({ tickMs: 20, maxTickMs: 20, writesPerSecond: 1000, cohorts: 8 });
    const sentAt = new Map<string, number>();
    const waits: number[] = [];
    const viewers = Array.from({ length: 1000 }, (_, i) => {
      const got: string[] = [];
      const conn = liveViewer(i, (frame) => {
        for (const id of messagesIn(frame)) {
          got.push(id);
          waits.push(performance.now() - sentAt.get(id)!);
        }
      });
      return { conn, got };
    });
    for (const v of viewers) await live.join(v.conn, 'room');
    await sendNumbered(live, sentAt, 100, 10);
    sleep(100);
    for (const v of viewers) expect(v.got).toEqual([...sentAt.keys()]);
    // Every cohort is written once per round of 8 checks (40 ms): no message waits much longer than a round.
    expect(Math.max(...waits)).toBeLessThanOrEqual(8 * 5 + 10);
  });

  it('writes a large room that was quiet a cohort per check, and a small one at once', async () => {
    // 1,000 viewers, 8 cohorts of 125; a check every 5 ms may write 5,000 x 5 ms = 25 sockets: one cohort a check.
    const live = start({ tickMs: 40, maxTickMs: 200, writesPerSecond: 5000, cohorts: 8 });
    const got = (n: number) => Array.from({ length: n }, (_, i) => viewer(i));
    const big = got(1000);
    const small = got(20);
    for (const v of big) await live.join(v.conn, 'big');
    for (const v of small) await live.join(v.conn, 'small');
    live.enqueue('big', liveTestMessage('goal'));
    live.enqueue('small', liveTestMessage('goal'));
    const reached = (vs: typeof big) => vs.filter((v) => v.frames.length > 0).length;
    sleep(5);
    expect(reached(small)).toBe(20);
    expect(reached(big)).toBe(125);
    for (let check = 2; check <= 8; check++) {
      sleep(5);
      expect(reached(big)).toBe(125 * check);
    }
    expect(big.every((v) => v.frames.length === 1 && messagesIn(v.frames[0]!)[0] === 'goal')).toBe(true);
  });
});
