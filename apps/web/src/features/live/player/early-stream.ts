// The FLV stream of a room asked for before the player exists. On a cold visit the player mounts once the
// screen's chunks and mpegts.js have arrived, and bench:media measured the stream's request going out 300 ms after
// that; the room's data says where the stream is long before. early-room.ts starts the fetch as soon as the data
// is in, and the FLV engine claims it (flv-loader.ts) instead of asking again. In the main bundle on purpose: a
// few hundred bytes.

/** An unclaimed fetch is dropped after this long (a pre-roll or a login wall came first, or the viewer left). */
export const EARLY_STREAM_TTL_MS = 5000;

interface EarlyStream {
  response: Promise<Response>;
  abort: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

const streams = new Map<string, EarlyStream>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Starts fetching `url` (once; a second call for the same URL while one waits does nothing). */
export function startEarlyStream(url: string): void {
  const key = absolute(url);
  if (streams.has(key) || typeof AbortController === 'undefined') return;
  const abort = new AbortController();
  const response = fetch(key, { signal: abort.signal, mode: 'cors', cache: 'default' });
  // An unclaimed fetch that fails must not surface as an unhandled rejection.
  response.catch(() => undefined);
  const timer = setTimeout(() => {
    if (streams.get(key)?.abort !== abort) return;
    streams.delete(key);
    abort.abort();
  }, EARLY_STREAM_TTL_MS);
  streams.set(key, { response, abort, timer });
}

/** Takes the early fetch of `url`, if one is waiting; the caller then owns it (and aborts it when done). */
export function claimEarlyStream(
  url: string,
): { response: Promise<Response>; abort: AbortController } | null {
  const key = absolute(url);
  const early = streams.get(key);
  if (!early) return null;
  streams.delete(key);
  clearTimeout(early.timer);
  return { response: early.response, abort: early.abort };
}
