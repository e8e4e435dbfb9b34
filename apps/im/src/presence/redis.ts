import { Redis } from 'ioredis';
import type { Presence, SendSlot } from './types';

/**
 * Slow-mode check-and-set in one step on Redis's clock (nodes' clocks may differ): KEYS[1] holds the last
 * accepted send (ms); ARGV interval and keep (ms). Answers {waitMs, at, previous}.
 */
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local previous = tonumber(redis.call('GET', KEYS[1]) or '0')
local interval = tonumber(ARGV[1])
if previous > 0 and now - previous < interval then
  return {interval - (now - previous), 0, previous}
end
redis.call('SET', KEYS[1], now, 'PX', ARGV[2])
return {0, now, previous}`;

/** Puts the previous time back (or deletes) if KEYS[1] still holds ARGV[1]; ARGV[2] previous, ARGV[3] keep. */
const RETURN_SLOT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(ARGV[2]) > 0 then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
else
  redis.call('DEL', KEYS[1])
end
return 1`;

/**
 * A live room's member list: KEYS[1] the room's members (sorted set, scored by when each first came), KEYS[2] the
 * member's connections in the room (set); ARGV[1] user, ARGV[2] connection. A member enters with their first
 * connection and leaves with their last, whatever node holds them; both scripts are idempotent.
 */
const JOIN_MEMBER = `
redis.call('SADD', KEYS[2], ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false then
  local t = redis.call('TIME')
  redis.call('ZADD', KEYS[1], tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000), ARGV[1])
end
return 1`;
const LEAVE_MEMBER = `
redis.call('SREM', KEYS[2], ARGV[2])
if redis.call('SCARD', KEYS[2]) == 0 then redis.call('ZREM', KEYS[1], ARGV[1]) end
return 1`;

/**
 * Redis presence: a set per user (`<prefix>u:<id>`) and per live room (`<prefix>r:<id>`) of connection keys,
 * a live room's logged-in members (`<prefix>rm:<id>`, with each one's connections in `<prefix>rmc:<id>:<user>`),
 * a counter per live room for its broadcast sequence (`<prefix>bs:<id>`), and slow-mode times per room and
 * user (`<prefix>sm:<group>:<user>`, expiring).
 * Connection keys carry the node ID, so a restarted node can clear its own stale entries (`clearNode`).
 */
export class RedisPresence implements Presence {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix = 'im:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
  }

  async setOnline(userID: string, connKey: string): Promise<void> {
    await this.redis.sadd(`${this.prefix}u:${userID}`, connKey);
  }
  async setOffline(userID: string, connKey: string): Promise<void> {
    await this.redis.srem(`${this.prefix}u:${userID}`, connKey);
  }
  async onlineUsers(userIDs: string[]): Promise<Set<string>> {
    if (!userIDs.length) return new Set();
    const pipe = this.redis.pipeline();
    for (const id of userIDs) pipe.scard(`${this.prefix}u:${id}`);
    const res = (await pipe.exec()) ?? [];
    return new Set(userIDs.filter((_, i) => Number(res[i]?.[1] ?? 0) > 0));
  }
  async joinRoom(groupID: string, connKey: string, userID?: string): Promise<void> {
    await this.redis.sadd(`${this.prefix}r:${groupID}`, connKey);
    if (userID) await this.redis.eval(JOIN_MEMBER, 2, ...this.memberKeys(groupID, userID), userID, connKey);
  }
  async leaveRoom(groupID: string, connKey: string, userID?: string): Promise<void> {
    await this.redis.srem(`${this.prefix}r:${groupID}`, connKey);
    if (userID) await this.redis.eval(LEAVE_MEMBER, 2, ...this.memberKeys(groupID, userID), userID, connKey);
  }
  async roomUsers(groupID: string, offset: number, count: number) {
    const key = `${this.prefix}rm:${groupID}`;
    const total = await this.redis.zcard(key);
    const userIDs =
      count > 0 && offset < total
        ? await this.redis.zrange(key, String(offset), String(offset + count - 1))
        : [];
    return { userIDs, total };
  }
  private memberKeys(groupID: string, userID: string): [string, string] {
    return [`${this.prefix}rm:${groupID}`, `${this.prefix}rmc:${groupID}:${userID}`];
  }
  async roomCount(groupID: string): Promise<number> {
    return this.redis.scard(`${this.prefix}r:${groupID}`);
  }
  async takeBroadcastSeq(groupID: string): Promise<number> {
    return this.redis.incr(`${this.prefix}bs:${groupID}`);
  }
  async lastBroadcastSeq(groupID: string): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}bs:${groupID}`)) ?? 0);
  }
  async takeSendSlot(groupID: string, userID: string, intervalMs: number, keepMs: number): Promise<SendSlot> {
    const key = `${this.prefix}sm:${groupID}:${userID}`;
    const [waitMs, at, previous] = (await this.redis.eval(TAKE_SLOT, 1, key, intervalMs, keepMs)) as number[];
    return { waitMs: Number(waitMs), at: Number(at), previous: Number(previous) };
  }
  async returnSendSlot(groupID: string, userID: string, slot: SendSlot, keepMs: number): Promise<void> {
    if (!slot.at) return;
    const key = `${this.prefix}sm:${groupID}:${userID}`;
    await this.redis.eval(RETURN_SLOT, 1, key, slot.at, slot.previous, keepMs);
  }
  /** Deletes every key under the prefix (tests and node shutdown of a dedicated prefix). */
  async clearPrefix(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await this.redis.del(...keys);
    } while (cursor !== '0');
  }
  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
