import { signUserSig } from '@tifo/protocol/node';

/** Secret and app of the benchmarked service. */
export const BENCH_SECRET = 'bench-secret';
export const BENCH_APP = 1400000001;

/** A signature for a benchmark user. */
export function benchSig(userID: string): string {
  return signUserSig({ secret: BENCH_SECRET, sdkAppID: BENCH_APP, userID, expireSeconds: 3600 });
}
