// The order gift animations play in, so a burst of gifts never stacks up on the picture: big effects one at a
// time, small ones up to two at once, a combo's next send updating its running item (x2, x3 ...) instead of
// queueing, and a bounded wait (the oldest small gifts of others are dropped first; the viewer's own are kept).
import type { GiftAnimation } from './gift-types';

/** An animation waiting or playing. */
export interface QueuedGift {
  key: string;
  gift: GiftAnimation;
  own: boolean;
}

/** The queue's state. */
export interface GiftQueueState {
  playing: QueuedGift[];
  waiting: QueuedGift[];
}

/** Small animations shown at once. */
export const SMALL_SLOTS = 2;
/** Animations allowed to wait; beyond, the oldest others' small gift is dropped. */
export const MAX_WAITING = 12;

export const emptyQueue: GiftQueueState = { playing: [], waiting: [] };

const comboKey = (g: GiftAnimation) => `${g.uid}:${g.comboId || g.sendId}`;

/** Adds an arrived animation (a repeated send id is ignored: the message came twice). */
export function enqueue(state: GiftQueueState, gift: GiftAnimation, own: boolean): GiftQueueState {
  const key = comboKey(gift);
  const same = (q: QueuedGift) => q.key === key;
  // The combo's latest send shows; a late message never lowers the count shown.
  const merged = (q: QueuedGift): QueuedGift => ({
    ...q,
    gift: gift.combo >= q.gift.combo ? gift : q.gift,
  });
  if ([...state.playing, ...state.waiting].some((q) => q.gift.sendId === gift.sendId && q.key === key))
    return state;
  if (state.playing.some(same))
    return { ...state, playing: state.playing.map((q) => (same(q) ? merged(q) : q)) };
  if (state.waiting.some(same))
    return { ...state, waiting: state.waiting.map((q) => (same(q) ? merged(q) : q)) };
  let waiting = [...state.waiting, { key, gift, own }];
  while (waiting.length > MAX_WAITING) {
    const drop = waiting.findIndex((q) => !q.own && q.gift.effect === 'small');
    if (drop < 0) break;
    waiting = waiting.filter((_, i) => i !== drop);
  }
  return promote({ ...state, waiting });
}

/** Ends a playing animation and starts what may start next. */
export function finish(state: GiftQueueState, key: string): GiftQueueState {
  return promote({ ...state, playing: state.playing.filter((q) => q.key !== key) });
}

/** Starts waiting animations while slots are free: one big at a time (alone), small ones up to SMALL_SLOTS. */
function promote(state: GiftQueueState): GiftQueueState {
  const playing = [...state.playing];
  const waiting = [...state.waiting];
  while (waiting.length > 0) {
    const next = waiting[0]!;
    const bigPlaying = playing.some((q) => q.gift.effect === 'big');
    if (next.gift.effect === 'big') {
      if (playing.length > 0) break;
    } else if (bigPlaying || playing.length >= SMALL_SLOTS) break;
    playing.push(waiting.shift()!);
  }
  return { playing, waiting };
}
