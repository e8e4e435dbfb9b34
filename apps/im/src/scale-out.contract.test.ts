import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Broker, BrokerMessage } from './broker/types';
import type { Presence } from './presence/types';
import { MemoryBroker } from './broker/memory';
import { RedisBroker } from './broker/redis';
import { MemoryPresence } from './presence/memory';
import { RedisPresence } from './presence/redis';

interface Impl {
  name: string;
  /** Two brokers standing for two nodes (the memory one is a single node: the same instance). */
  brokers(): [Broker, Broker];
  presence(): Presence;
  /** Two handles on the same presence, as two nodes have (the same instance in memory). */
  presences(): [Presence, Presence];
  cleanup(): Promise<void>;
}

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `imtest:${randomBytes(4).toString('hex')}:`;
const impls: Impl[] = [
  {
    name: 'memory',
    brokers: () => {
      const b = new MemoryBroker();
      return [b, b];
    },
    presence: () => new MemoryPresence(),
    presences: () => {
      const p = new MemoryPresence();
      return [p, p];
    },
    cleanup: async () => undefined,
  },
];
if (redisUrl) {
  impls.push({
    name: 'redis',
    brokers: () => [new RedisBroker(redisUrl, prefix), new RedisBroker(redisUrl, prefix)],
    presence: () => new RedisPresence(redisUrl, prefix),
    presences: () => [new RedisPresence(redisUrl, prefix), new RedisPresence(redisUrl, prefix)],
    cleanup: async () => {
      const p = new RedisPresence(redisUrl, prefix);
      await p.clearPrefix();
      await p.close();
    },
  });
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe.each(impls)('scale-out contract: $name', (impl) => {
  afterAll(() => impl.cleanup());

  it('broker delivers every message, in order, to every subscriber of the channel only', async () => {
    const [a, b] = impl.brokers();
    const gotA: BrokerMessage[] = [];
    const gotB: BrokerMessage[] = [];
    const other: BrokerMessage[] = [];
    await a.subscribe('deliver', (m) => gotA.push(m));
    await b.subscribe('deliver', (m) => gotB.push(m));
    await b.subscribe('elsewhere', (m) => other.push(m));
    const sent: BrokerMessage[] = Array.from({ length: 20 }, (_, i) => ({
      t: 'user',
      userID: `u${i}`,
      frame: `{"n":${i}}`,
    }));
    for (const m of sent) await a.publish('deliver', m);
    await until(() => gotA.length >= 20 && gotB.length >= 20);
    expect(gotA).toEqual(sent);
    expect(gotB).toEqual(sent);
    expect(other).toEqual([]);
    await a.close();
    if (b !== a) await b.close();
  });

  it('presence tracks users by connection and rooms by viewer', async () => {
    const p = impl.presence();
    await p.setOnline('alice', 'n1:1');
    await p.setOnline('alice', 'n2:7');
    await p.setOnline('bob', 'n1:2');
    expect([...(await p.onlineUsers(['alice', 'bob', 'carol']))].sort()).toEqual(['alice', 'bob']);
    await p.setOffline('alice', 'n1:1');
    expect([...(await p.onlineUsers(['alice']))]).toEqual(['alice']);
    await p.setOffline('alice', 'n2:7');
    expect([...(await p.onlineUsers(['alice']))]).toEqual([]);
    await p.joinRoom('room', 'n1:1');
    await p.joinRoom('room', 'n2:1');
    await p.joinRoom('room', 'n2:1');
    expect(await p.roomCount('room')).toBe(2);
    await p.leaveRoom('room', 'n1:1');
    expect(await p.roomCount('room')).toBe(1);
    expect(await p.roomCount('empty')).toBe(0);
    await p.close();
  });

  it("lists a live room's logged-in members once each across connections and nodes, first come first", async () => {
    const [a, b] = impl.presences();
    const room = `members-${Date.now()}`;
    await a.joinRoom(room, 'n1:1', 'alice');
    await b.joinRoom(room, 'n2:1', 'bob');
    await b.joinRoom(room, 'n2:2', 'alice');
    await a.joinRoom(room, 'n1:3');
    await a.joinRoom(room, 'n1:4', 'carol');
    expect(await b.roomUsers(room, 0, 10)).toEqual({ userIDs: ['alice', 'bob', 'carol'], total: 3 });
    expect(await a.roomUsers(room, 1, 1)).toEqual({ userIDs: ['bob'], total: 3 });
    // Alice stays while one of her connections is in; a repeated leave changes nothing.
    await a.leaveRoom(room, 'n1:1', 'alice');
    await a.leaveRoom(room, 'n1:1', 'alice');
    expect((await b.roomUsers(room, 0, 10)).userIDs).toEqual(['alice', 'bob', 'carol']);
    await b.leaveRoom(room, 'n2:2', 'alice');
    expect(await a.roomUsers(room, 0, 10)).toEqual({ userIDs: ['bob', 'carol'], total: 2 });
    expect(await a.roomUsers(room, 5, 10)).toEqual({ userIDs: [], total: 2 });
    expect(await a.roomCount(room)).toBe(3);
    await a.close();
    await b.close();
  });

  it('hands out one broadcast sequence per live room, shared by every node, without gaps or repeats', async () => {
    const [a, b] = impl.presences();
    const room = `bs-${Date.now()}`;
    expect(await a.lastBroadcastSeq(room)).toBe(0);
    const taken = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).takeBroadcastSeq(room)),
    );
    expect([...taken].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await b.lastBroadcastSeq(room)).toBe(40);
    expect(await a.takeBroadcastSeq(`${room}-other`)).toBe(1);
    await a.close();
    if (b !== a) await b.close();
  });

  it('slow mode: one send per interval per user and room across nodes; a returned slot restores the previous time', async () => {
    const [a, b] = impl.presences();
    const room = `sm-${Date.now()}`;
    const first = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).takeSendSlot(room, 'u', 300, 60_000)),
    );
    expect(first.filter((s) => s.waitMs === 0)).toHaveLength(1);
    for (const s of first.filter((x) => x.waitMs > 0)) expect(s.waitMs).toBeLessThanOrEqual(300);
    expect((await a.takeSendSlot(room, 'other', 300, 60_000)).waitMs).toBe(0);
    expect((await b.takeSendSlot(`${room}-2`, 'u', 300, 60_000)).waitMs).toBe(0);
    await new Promise((r) => setTimeout(r, 320));
    const second = await b.takeSendSlot(room, 'u', 300, 60_000);
    expect(second.waitMs).toBe(0);
    expect(second.previous).toBeGreaterThan(0);
    // The send was refused after all (room at capacity): the earlier send counts again, not this one.
    await a.returnSendSlot(room, 'u', second, 60_000);
    expect((await a.takeSendSlot(room, 'u', 300, 60_000)).waitMs).toBe(0);
    // A longer interval set meanwhile still counts from the last accepted send.
    expect((await b.takeSendSlot(room, 'u', 10_000, 60_000)).waitMs).toBeGreaterThan(9_000);
    await a.close();
    if (b !== a) await b.close();
  });
});
