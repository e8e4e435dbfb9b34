// Requests a route starts as the navigation begins, before its screen's code has arrived, and that the
// screen's queries then take over instead of asking again. Without this a screen's data waited for its code
// chunk and that chunk's imports (on /live-detail: about 25 files, most of the time to first frame).

/** A started request older than this is not used: the screen asks afresh. */
export const EARLY_FRESH_MS = 5000;

const started = new Map<string, { at: number; promise: Promise<unknown> }>();

/** Starts `load` under `key` unless one is already waiting there; returns the request waiting under `key`. */
export function startEarly<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const waiting = started.get(key);
  if (waiting && now - waiting.at <= EARLY_FRESH_MS) return waiting.promise as Promise<T>;
  const promise = load();
  // Whoever takes it handles a failure; one nobody takes must not be an unhandled rejection.
  promise.catch(() => undefined);
  started.set(key, { at: now, promise });
  return promise;
}

/** The request started under `key`, once (a later call asks afresh), or undefined when none is fresh. */
export function takeEarly<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const waiting = started.get(key);
  started.delete(key);
  if (!waiting || now - waiting.at > EARLY_FRESH_MS) return undefined;
  return waiting.promise as Promise<T>;
}
