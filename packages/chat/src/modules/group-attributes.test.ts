import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/context';
import { ChatError } from '../core/errors';
import { GroupAttributesModule } from './group-attributes';

/** A fake context answering attribute commands from a script, recording requests and events. */
function fake(answers: ((body: Record<string, unknown>) => unknown)[]) {
  const requests: [string, Record<string, unknown>][] = [];
  const events: [string, unknown][] = [];
  const ctx = {
    userID: 'me',
    request: (cmd: string, body: Record<string, unknown>) => {
      requests.push([cmd, body]);
      const next = answers.shift();
      if (!next) return Promise.reject(new Error(`unexpected ${cmd}`));
      try {
        return Promise.resolve(next(body));
      } catch (e) {
        return Promise.reject(e);
      }
    },
    emit: (name: string, data: unknown) => events.push([name, data]),
    httpBase: () => '',
  } as unknown as ChatContext;
  return { ctx, requests, events };
}

describe('group attributes cache', () => {
  it('a write refused for a stale mainSequence (2480) fetches the set again and retries once on it', async () => {
    const { ctx, requests } = fake([
      () => ({ groupAttributes: { a: '1' }, mainSequence: 1 }),
      () => {
        throw new ChatError(2480, 'stale', { mainSequence: 2 });
      },
      () => ({ groupAttributes: { a: '1', b: '2' }, mainSequence: 2 }),
      () => ({ groupAttributes: { a: '1', b: '2', c: '3' }, mainSequence: 3 }),
      () => ({ groupAttributes: { a: '1', b: '2', c: '3' }, mainSequence: 3 }),
    ]);
    const m = new GroupAttributesModule(ctx);
    expect(await m.set({ groupID: 'g', groupAttributes: { c: '3' } })).toEqual({
      groupAttributes: { c: '3' },
    });
    expect(requests.map(([cmd, b]) => [cmd, b.mainSequence])).toEqual([
      ['group.attrGet', undefined],
      ['group.attrSet', 1],
      ['group.attrGet', undefined],
      ['group.attrSet', 2],
    ]);
    expect(await m.get({ groupID: 'g' })).toEqual({ groupAttributes: { a: '1', b: '2', c: '3' } });
  });

  it('an answer read before a newer push does not bring back what the push removed', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { ctx } = fake([() => new Promise((resolve) => (answer = resolve))]);
    const m = new GroupAttributesModule(ctx);
    const reading = m.get({ groupID: 'g' });
    // Another member deleted b (mainSequence 3) while the read (taken at 2) was on its way.
    m.onPush({ kind: 'attributes', groupID: 'g', groupAttributes: { a: '1' }, mainSequence: 3 });
    answer({ groupAttributes: { a: '1', b: '2' }, mainSequence: 2 });
    expect(await reading).toEqual({ groupAttributes: { a: '1' } });
  });

  it('reads from the service every time; the cache answers only a refusal for frequency (2996)', async () => {
    const { ctx, requests } = fake([
      () => ({ groupAttributes: { a: '1' }, mainSequence: 1 }),
      () => ({ groupAttributes: {}, mainSequence: 2 }),
      () => {
        throw new ChatError(2996, 'over frequency limit');
      },
      () => {
        throw new ChatError(10007, 'no permission');
      },
    ]);
    const m = new GroupAttributesModule(ctx);
    expect(await m.get({ groupID: 'g' })).toEqual({ groupAttributes: { a: '1' } });
    expect(await m.get({ groupID: 'g' })).toEqual({ groupAttributes: {} });
    expect(await m.get({ groupID: 'g' })).toEqual({ groupAttributes: {} });
    await expect(m.get({ groupID: 'g' })).rejects.toMatchObject({ code: 10007 });
    expect(requests).toHaveLength(4);
  });

  it('gives up after one retry, and rejects non-string values before any request', async () => {
    const stale = () => {
      throw new ChatError(2480, 'stale');
    };
    const seq = () => ({ groupAttributes: {}, mainSequence: 1 });
    const { ctx } = fake([seq, stale, seq, stale]);
    const m = new GroupAttributesModule(ctx);
    await expect(m.set({ groupID: 'g', groupAttributes: { a: 'x' } })).rejects.toMatchObject({ code: 2480 });
    await expect(
      m.set({ groupID: 'g', groupAttributes: { a: 1 as unknown as string } }),
    ).rejects.toMatchObject({
      code: 60003,
    });
  });

  it('pushes: newer sets replace the cache and raise the event, older ones and stale counters are ignored', () => {
    const { ctx, events } = fake([]);
    const m = new GroupAttributesModule(ctx);
    m.onPush({ kind: 'attributes', groupID: 'g', groupAttributes: { a: '2' }, mainSequence: 2 });
    m.onPush({ kind: 'attributes', groupID: 'g', groupAttributes: { a: '1' }, mainSequence: 1 });
    m.onPush({ kind: 'counters', groupID: 'g', counters: { n: 5 }, groupCounterSeq: 4 });
    m.onPush({ kind: 'counters', groupID: 'g', counters: { n: 3 }, groupCounterSeq: 3 });
    expect(events).toEqual([
      ['groupAttributesUpdated', { groupID: 'g', groupAttributes: { a: '2' } }],
      ['onGroupCounterUpdated', { groupID: 'g', key: 'n', value: 5 }],
    ]);
  });
});
