import { describe, expect, it } from 'vitest';
import { emptyQueue, enqueue, finish, MAX_WAITING, type GiftQueueState } from './gift-queue';
import type { GiftAnimation } from './gift-types';

let nextSend = 1;
function gift(over: Partial<GiftAnimation> = {}): GiftAnimation {
  const sendId = nextSend++;
  return {
    sendId,
    uid: '7',
    nick: 'Ana',
    avatar: '',
    level: 3,
    giftId: 1,
    code: 'rose',
    nameZh: '玫瑰',
    namePt: 'Rosa',
    count: 1,
    comboId: `c${sendId}`,
    combo: 1,
    effect: 'small',
    ...over,
  };
}
const keys = (s: GiftQueueState) => ({
  playing: s.playing.map((q) => q.gift.sendId),
  waiting: s.waiting.map((q) => q.gift.sendId),
});

describe('gift queue', () => {
  it('plays two small gifts at once and queues the third', () => {
    const a = gift();
    const b = gift({ uid: '8' });
    const c = gift({ uid: '9' });
    let s = enqueue(emptyQueue, a, false);
    s = enqueue(s, b, false);
    s = enqueue(s, c, false);
    expect(keys(s)).toEqual({ playing: [a.sendId, b.sendId], waiting: [c.sendId] });
    s = finish(s, s.playing[0]!.key);
    expect(keys(s)).toEqual({ playing: [b.sendId, c.sendId], waiting: [] });
  });

  it('plays a big effect alone, after what is playing', () => {
    const small = gift();
    const big = gift({ uid: '8', effect: 'big', code: 'rocket' });
    const after = gift({ uid: '9' });
    let s = enqueue(enqueue(enqueue(emptyQueue, small, false), big, false), after, false);
    expect(keys(s)).toEqual({ playing: [small.sendId], waiting: [big.sendId, after.sendId] });
    s = finish(s, s.playing[0]!.key);
    expect(keys(s)).toEqual({ playing: [big.sendId], waiting: [after.sendId] });
    s = finish(s, s.playing[0]!.key);
    expect(keys(s)).toEqual({ playing: [after.sendId], waiting: [] });
  });

  it("updates a running combo's count instead of queueing it, and ignores a message seen twice", () => {
    const first = gift({ comboId: 'k', combo: 1 });
    let s = enqueue(emptyQueue, first, false);
    s = enqueue(s, first, false);
    expect(s.playing).toHaveLength(1);
    s = enqueue(s, gift({ comboId: 'k', combo: 2 }), false);
    s = enqueue(s, gift({ comboId: 'k', combo: 3 }), false);
    expect(s.playing).toHaveLength(1);
    expect(s.waiting).toHaveLength(0);
    expect(s.playing[0]!.gift.combo).toBe(3);
    // A late message of the combo never lowers the count shown.
    s = enqueue(s, gift({ comboId: 'k', combo: 2 }), false);
    expect(s.playing[0]!.gift.combo).toBe(3);
  });

  it("bounds the wait by dropping others' oldest small gifts, never the viewer's own", () => {
    let s = enqueue(emptyQueue, gift({ uid: 'x', effect: 'big' }), false);
    const own = gift({ uid: 'me' });
    s = enqueue(s, own, true);
    for (let i = 0; i < MAX_WAITING + 5; i += 1) s = enqueue(s, gift({ uid: `u${i}` }), false);
    expect(s.waiting).toHaveLength(MAX_WAITING);
    expect(s.waiting[0]!.gift.sendId).toBe(own.sendId);
  });
});
