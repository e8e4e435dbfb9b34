// Room events arrive in bursts (a live room's batches, a guest's long poll); applying each burst as it comes made
// a flooded room re-render the list, the danmaku and the screen around them several times a second, each with
// its style, layout and paint. The batcher hands them over at most once per interval, in arrival order, so a
// flood costs one state change per interval whatever its rate. A timer rather than requestAnimationFrame: it
// also runs in a background tab, so the queue never grows while nobody looks.

import type { RoomChatEvent } from './chat-reducer';

/** Milliseconds between two flushes: 5 list updates a second still read as live. */
export const FLUSH_MS = 200;

/** A queue of events flushed in batches. */
export interface EventBatcher<E> {
  /** Queues events; they are flushed within `intervalMs` of the previous flush. */
  push(events: readonly E[]): void;
  /** Flushes what is queued now (before a local change that must come after them, like the user's own send). */
  flush(): void;
  /** Drops what is queued and the pending timer. */
  cancel(): void;
}

/** A batcher calling `deliver` with the events queued since the last call (never with none). */
export function createEventBatcher<E>(
  deliver: (events: E[]) => void,
  intervalMs = FLUSH_MS,
  now: () => number = () => performance.now(),
): EventBatcher<E> {
  let queue: E[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = -Infinity;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    lastFlush = now();
    deliver(events);
  };
  return {
    push(events) {
      if (!events.length) return;
      queue.push(...events);
      if (timer !== undefined) return;
      timer = setTimeout(flush, Math.max(0, lastFlush + intervalMs - now()));
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}

/**
 * A room setting or a manager's action (slow mode, mute all, a ban, a clear, a revoke, a title...): rare, and the
 * next send depends on it (slow mode arms the user's countdown), so it is applied at once, together with what was
 * queued before it. Texts and the frequent enter and exit lines wait for the next flush.
 */
export function appliesAtOnce(event: RoomChatEvent): boolean {
  return (
    event.type !== 'text' &&
    !(event.type === 'room' && (event.action.action === 'EnterRoom' || event.action.action === 'ExitRoom'))
  );
}
