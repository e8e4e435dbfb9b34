// The live engine may run on its own clock (ENGINE_START / ENGINE_SPEED on the API): match times are in
// engine time, so clocks must tick in engine time too. Sports responses carry the engine's `server_time`
// (unix seconds); from those samples we keep an offset and estimate the engine's speed. Without samples the
// engine clock is the wall clock.

interface Anchor {
  server: number;
  local: number;
}

let first: Anchor | null = null;
let anchor: Anchor | null = null;
let speed = 1;

/** Speeds this close to 1 are taken as real time (the samples have one-second resolution). */
const REAL_TIME_TOLERANCE = 0.1;
/** Samples must be this far apart (wall ms) before the speed is estimated. */
const MIN_BASELINE_MS = 10_000;

/** The engine's current time in epoch ms, estimated from the samples. */
export function engineNow(localNowMs: number = Date.now()): number {
  if (!anchor) return localNowMs;
  return anchor.server + (localNowMs - anchor.local) * speed;
}

/** Records an engine time the API reported (unix seconds, as in `server_time`). */
export function syncServerTime(
  serverSeconds: number | null | undefined,
  localNowMs: number = Date.now(),
): void {
  if (typeof serverSeconds !== 'number' || !Number.isFinite(serverSeconds) || serverSeconds <= 0) return;
  const server = serverSeconds * 1000;
  first ??= { server, local: localNowMs };
  const baseline = localNowMs - first.local;
  if (baseline >= MIN_BASELINE_MS) {
    const estimate = (server - first.server) / baseline;
    speed = Math.abs(estimate - 1) < REAL_TIME_TOLERANCE ? 1 : Math.max(0.01, estimate);
  }
  // The report is floored to the second: the true time lies in [server, server + 1000). Re-anchor only when
  // the estimate has left that window, so the clocks on screen do not jump back and forth.
  const predicted = engineNow(localNowMs);
  if (!anchor || predicted < server || predicted >= server + 1000 * Math.max(1, speed)) {
    anchor = { server: server + 500 * Math.min(speed, 1), local: localNowMs };
  }
}

/** Forgets every sample (tests). */
export function resetServerClock(): void {
  first = null;
  anchor = null;
  speed = 1;
}
