import { Redis } from 'ioredis';
import type { Presence } from './types';

/**
 * Redis presence: a set per user (`<prefix>u:<id>`) and per live room (`<prefix>r:<id>`) of connection keys,
 * and a counter per live room for its broadcast sequence (`<prefix>bs:<id>`).
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
  async joinRoom(groupID: string, connKey: string): Promise<void> {
    await this.redis.sadd(`${this.prefix}r:${groupID}`, connKey);
  }
  async leaveRoom(groupID: string, connKey: string): Promise<void> {
    await this.redis.srem(`${this.prefix}r:${groupID}`, connKey);
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
