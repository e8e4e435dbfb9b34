// One shared 1-second ticker for every clock on screen: a single interval, however many rows show a clock.
// A subscriber does not read the time itself but a value derived from it (a clock's text, the minutes to
// kickoff), and React re-renders it only when that value changes: a football minute re-renders its own cell
// once a minute, and a tick that changes no text renders nothing (before, every tick re-rendered every status
// cell of the list, a commit a second). The ticker stops when nothing listens and while the page is hidden.
import { useSyncExternalStore } from 'react';

import { engineNow } from './server-clock';

/** Values a clock may derive: compared with Object.is, so equal values never re-render. */
export type TickValue = string | number | boolean | null;

const listeners = new Set<() => void>();
let now = engineNow();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = engineNow();
  for (const listener of listeners) listener();
}

function hidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function start(): void {
  if (timer || listeners.size === 0 || hidden()) return;
  now = engineNow();
  timer = setInterval(tick, 1000);
}

function stop(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}

// A hidden page paints nothing, so its clocks need not tick; they catch up the moment it shows again.
function onVisibility(): void {
  if (hidden()) {
    stop();
  } else {
    tick();
    start();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibility);
  }
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The time the clocks show: the last tick while ticking, the engine's time itself otherwise (first render). */
function current(): number {
  return timer ? now : engineNow();
}

/**
 * A value derived from the engine time (see server-clock), recomputed every second; the caller re-renders
 * only when the value changes. Derive what is shown (e.g. the minute text), not the time itself.
 */
export function useTicking<T extends TickValue>(derive: (now: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => derive(current()),
    () => derive(current()),
  );
}
