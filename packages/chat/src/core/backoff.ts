/** Options of the reconnect backoff; times in milliseconds. */
export interface BackoffOptions {
  /** Delay floor of the first retry. */
  minDelay: number;
  /** Delay ceiling, never exceeded whatever the attempt. */
  maxDelay: number;
}

/** Defaults: the first retry comes quickly, a long outage settles at 20 s between attempts. */
export const DEFAULT_BACKOFF: BackoffOptions = { minDelay: 500, maxDelay: 20_000 };

/**
 * Full-jitter exponential backoff (as centrifuge-js does): a random delay between the floor and
 * min(max, floor * 2^attempt), so thousands of clients dropped together do not reconnect together.
 * `random` is injectable so tests can pin the jitter.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const step = Math.min(Math.max(attempt, 0), 31);
  const span = Math.min(options.maxDelay, options.minDelay * 2 ** step);
  const jitter = Math.floor(random() * (span - options.minDelay + 1));
  return Math.min(options.maxDelay, options.minDelay + Math.max(0, jitter));
}
