/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** What one phase measured. */
export interface PhaseResult {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Every latency (ms), sorted. */
  latencies: number[];
}

function summarize(latencies: number[], seconds: number): PhaseResult {
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    latencies,
  };
}

/** Runs `count` operations with `inFlight` at a time; latency of each in ms, throughput over the whole phase. */
export async function runPhase(
  count: number,
  inFlight: number,
  op: (i: number) => Promise<void>,
): Promise<PhaseResult> {
  const latencies: number[] = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(inFlight, count) }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await op(i);
        latencies[i] = performance.now() - t0;
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000);
}

/** Joins the alternated rounds of one kind into one figure (throughput over their summed time). */
export function combine(phases: PhaseResult[]): PhaseResult {
  return summarize(
    phases.flatMap((p) => p.latencies),
    phases.reduce((s, p) => s + p.seconds, 0),
  );
}
