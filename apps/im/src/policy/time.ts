/** Current time in seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A client-supplied time (seconds) kept within [0, now]: a client cannot date anything in the future. */
export function clampTime(time: number | undefined, now: number): number {
  if (time === undefined || !Number.isFinite(time)) return now;
  return Math.min(Math.max(0, Math.floor(time)), now);
}
