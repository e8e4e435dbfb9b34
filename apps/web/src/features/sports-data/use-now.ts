// One shared 1-second ticker for every clock on screen: a single interval, however many rows show a clock,
// and it stops when nothing listens (no timer left behind on pages without live matches).
import { useSyncExternalStore } from 'react';

import { engineNow } from './server-clock';

const listeners = new Set<() => void>();
let now = engineNow();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = engineNow();
    timer = setInterval(() => {
      now = engineNow();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The engine time in epoch ms (see server-clock), re-rendering the caller once a second. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
