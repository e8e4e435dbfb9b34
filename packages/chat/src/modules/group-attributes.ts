import { CMD, ERROR_CODES, type GroupAdminPush, type GroupAttributesResponse } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import { ChatError, chatError } from '../core/errors';

/** Spec 9: attribute and counter caches expire after 30 s. */
const CACHE_MS = 30_000;

interface AttrCache {
  attrs: Record<string, string>;
  mainSequence: number;
  at: number;
}

function groupIDOf(options: { groupID?: unknown } | undefined): string {
  if (typeof options?.groupID !== 'string' || !options.groupID) throw chatError('ILLEGAL_GROUP_ID');
  return options.groupID;
}

function stringMap(value: unknown, what: string): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw chatError('INVALID_PARAMETER', `${what} must be an object`);
  const entries = Object.entries(value);
  for (const [, v] of entries)
    if (typeof v !== 'string') throw chatError('INVALID_PARAMETER', `${what}: values must be strings`);
  // fromEntries defines own properties: a key such as `__proto__` stays a key, never the prototype.
  return Object.fromEntries(entries) as Record<string, string>;
}

function keyListOf(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((k) => typeof k === 'string'))
    throw chatError('INVALID_PARAMETER', 'keyList must be an array of strings');
  return value as string[];
}

/**
 * Group attributes and counters (spec 4 "attribute sync", 7, 9): a per-group cache of the attribute set with its
 * mainSequence. Writes name the mainSequence they are based on; when another member wrote first (2480) the set
 * is fetched again and the write retried once on it. Pushes newer than the cache replace it and raise
 * GROUP_ATTRIBUTES_UPDATED; counter pushes older than the last seen counter sequence are ignored.
 */
export class GroupAttributesModule {
  private readonly attrs = new Map<string, AttrCache>();
  private readonly counterSeq = new Map<string, number>();

  constructor(private readonly ctx: ChatContext) {}

  /**
   * Keeps the newer of the cached set and `res`: an answer read before a push that overtook it (a write by
   * another member) must not bring back what that write removed.
   */
  private store(groupID: string, res: GroupAttributesResponse): void {
    const cached = this.attrs.get(groupID);
    if (cached && res.mainSequence < cached.mainSequence) return;
    this.attrs.set(groupID, { attrs: res.groupAttributes, mainSequence: res.mainSequence, at: Date.now() });
  }

  private async write(
    cmd: typeof CMD.GROUP_ATTR_INIT | typeof CMD.GROUP_ATTR_SET | typeof CMD.GROUP_ATTR_DELETE,
    groupID: string,
    body: { groupAttributes?: Record<string, string>; keyList?: string[] },
  ): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (!this.attrs.has(groupID)) await this.fetch(groupID);
      const mainSequence = this.attrs.get(groupID)?.mainSequence;
      try {
        this.store(groupID, await this.ctx.request(cmd, { groupID, mainSequence, ...body }));
        return;
      } catch (e) {
        if (!(e instanceof ChatError) || e.code !== 2480 || attempt > 0) throw e;
        this.attrs.delete(groupID);
      }
    }
  }

  private async fetch(groupID: string): Promise<AttrCache> {
    this.store(groupID, await this.ctx.request(CMD.GROUP_ATTR_GET, { groupID }));
    return this.attrs.get(groupID)!;
  }

  /** initGroupAttributes: replaces the whole set. */
  async init(options: { groupID: string; groupAttributes: Record<string, string> }) {
    const groupID = groupIDOf(options);
    const groupAttributes = stringMap(options.groupAttributes, 'groupAttributes');
    await this.write(CMD.GROUP_ATTR_INIT, groupID, { groupAttributes });
    return { groupAttributes };
  }

  /** setGroupAttributes: upserts keys. */
  async set(options: { groupID: string; groupAttributes: Record<string, string> }) {
    const groupID = groupIDOf(options);
    const groupAttributes = stringMap(options.groupAttributes, 'groupAttributes');
    if (!Object.keys(groupAttributes).length)
      throw chatError('INVALID_PARAMETER', 'groupAttributes is empty');
    await this.write(CMD.GROUP_ATTR_SET, groupID, { groupAttributes });
    return { groupAttributes };
  }

  /** deleteGroupAttributes: the keys listed, or all when keyList is empty. */
  async delete(options: { groupID: string; keyList: string[] }) {
    const groupID = groupIDOf(options);
    const keyList = keyListOf(options.keyList);
    await this.write(CMD.GROUP_ATTR_DELETE, groupID, { keyList });
    return { keyList };
  }

  /**
   * getGroupAttributes: the keys listed, or all, read from the service. The cache cannot answer: a write by
   * another member that resolved before this call may still have its push on the way, and the cache would give
   * back what it removed. The service's answer comes on the socket that carries the pushes, behind
   * any push written before it, so it is never older than a change the caller could know of. The cache (30 s)
   * answers only when the service refuses for frequency (2996): it is then the newest set this client knows.
   */
  async get(options: { groupID: string; keyList?: string[] }) {
    const groupID = groupIDOf(options);
    const keyList = keyListOf(options.keyList);
    let c: AttrCache;
    try {
      c = await this.fetch(groupID);
    } catch (e) {
      const cached = this.attrs.get(groupID);
      const throttled = e instanceof ChatError && e.code === ERROR_CODES.OVER_FREQUENCY.code;
      if (!throttled || !cached || Date.now() - cached.at >= CACHE_MS) throw e;
      c = cached;
    }
    const keys = keyList.length ? keyList.filter((k) => Object.hasOwn(c.attrs, k)) : Object.keys(c.attrs);
    return { groupAttributes: Object.fromEntries(keys.map((k) => [k, c.attrs[k]!])) };
  }

  private noteCounterSeq(groupID: string, seq: number): void {
    if (seq > (this.counterSeq.get(groupID) ?? 0)) this.counterSeq.set(groupID, seq);
  }

  private async updateCounters(
    groupID: string,
    mode: 'Set' | 'Increase' | 'Decrease',
    counterList: { key: string; value: number }[],
  ) {
    for (const c of counterList)
      if (!c.key || !Number.isSafeInteger(c.value))
        throw chatError('INVALID_PARAMETER', 'counters: keys are strings, values integers');
    const res = await this.ctx.request(CMD.GROUP_COUNTER_UPDATE, { groupID, mode, counterList });
    this.noteCounterSeq(groupID, res.groupCounterSeq);
    return res.counters;
  }

  /** setGroupCounters. */
  async setCounters(options: { groupID: string; counters: Record<string, number> }) {
    const groupID = groupIDOf(options);
    if (typeof options.counters !== 'object' || options.counters === null)
      throw chatError('INVALID_PARAMETER', 'counters must be an object');
    const list = Object.entries(options.counters).map(([key, value]) => ({ key, value }));
    return { groupID, counters: await this.updateCounters(groupID, 'Set', list) };
  }

  /** increaseGroupCounter / decreaseGroupCounter: resolves the counter's new value. */
  async step(options: { groupID: string; key: string; value: number }, mode: 'Increase' | 'Decrease') {
    const groupID = groupIDOf(options);
    if (typeof options.value !== 'number' || options.value < 0)
      throw chatError('INVALID_PARAMETER', 'value must be 0 or more');
    const counters = await this.updateCounters(groupID, mode, [{ key: options.key, value: options.value }]);
    // tim-js-sdk resolves {counters}; key and value are kept for callers that read the one counter.
    return { groupID, key: options.key, value: counters[options.key] ?? 0, counters };
  }

  /** getGroupCounters: the keys listed, or all. */
  async getCounters(options: { groupID: string; keyList?: string[] }) {
    const groupID = groupIDOf(options);
    const keyList = keyListOf(options.keyList);
    const res = await this.ctx.request(CMD.GROUP_COUNTER_GET, {
      groupID,
      ...(keyList.length ? { keyList } : {}),
    });
    this.noteCounterSeq(groupID, res.groupCounterSeq);
    return { groupID, counters: res.counters };
  }

  /** Attribute and counter pushes. */
  onPush(body: GroupAdminPush): void {
    if (body.kind === 'attributes') {
      const cached = this.attrs.get(body.groupID);
      if (cached && body.mainSequence <= cached.mainSequence) return;
      this.store(body.groupID, body);
      this.ctx.emit('groupAttributesUpdated', {
        groupID: body.groupID,
        groupAttributes: body.groupAttributes,
      });
    } else if (body.kind === 'counters') {
      if (body.groupCounterSeq <= (this.counterSeq.get(body.groupID) ?? 0)) return;
      this.counterSeq.set(body.groupID, body.groupCounterSeq);
      for (const [key, value] of Object.entries(body.counters))
        this.ctx.emit('onGroupCounterUpdated', { groupID: body.groupID, key, value });
    }
  }

  /** Logout. */
  reset(): void {
    this.attrs.clear();
    this.counterSeq.clear();
  }
}
