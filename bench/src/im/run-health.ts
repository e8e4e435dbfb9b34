import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Whether a measurement says something about the service: a figure taken while other
 * processes used the cores, or while the load generators themselves fell behind, measures them. Each run prints
 * the load average, the CPU that processes outside the benchmark used during the measurement, and the event-loop
 * lag of the measuring process and of the counting viewers, and is marked NOT VALID when one of them is over its
 * bound (env `BENCH_MAX_FOREIGN_CORES`, `BENCH_MAX_LAG_MS`, `BENCH_MAX_FLEET_LAG_MS`).
 */
export const BOUNDS = {
  /** Cores used by processes outside the benchmark, on average over the measurement. */
  foreignCores: Number(process.env.BENCH_MAX_FOREIGN_CORES ?? 0.25),
  /** p99 event-loop lag of the measuring process: it adds directly to every latency it records. */
  lagMs: Number(process.env.BENCH_MAX_LAG_MS ?? 50),
  /**
   * p99 event-loop lag of the counting viewers: past a batch interval (250 ms at 10,000 viewers) they read their
   * sockets late, the service's socket buffers fill, and it works against back-pressure real viewers would not put
   * up.
   */
  fleetLagMs: Number(process.env.BENCH_MAX_FLEET_LAG_MS ?? 250),
};

/** Event-loop lag over a stretch, ms. */
export interface Lag {
  p99: number;
  max: number;
}

/** Sampling interval of the lag monitors, ms. */
const LAG_RESOLUTION_MS = 10;

/**
 * A lag monitor; `read` gives the lag since the last `reset`. Node's histogram holds the whole time between two
 * samples (an idle loop reads 10 ms at a 10 ms resolution), so the resolution is taken off: an idle loop reads 0.
 */
export function lagMonitor(): { reset(): void; read(): Lag } {
  const h: IntervalHistogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  h.enable();
  const lag = (ns: number) => (h.count ? Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS) : 0);
  return {
    reset: () => h.reset(),
    read: () => ({ p99: lag(h.percentile(99)), max: lag(h.max) }),
  };
}

/** Busy clock ticks of the whole machine (user, nice, system, steal; interrupts are nobody's process). */
function machineTicks(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , , , steal = 0] = cpu;
  return user + nice + system + steal;
}

/** CPU clock ticks of a process, all its threads (utime + stime); 0 once it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** What a run's health report holds. */
export interface Health {
  loadBefore: number[];
  loadAfter: number[];
  /** Cores used by processes outside the benchmark over the measurement; null where /proc is not readable. */
  foreignCores: number | null;
  lag: Lag;
  fleetLag: Lag | null;
  reasons: string[];
}

/**
 * Starts watching a measurement. `pids` are the benchmark's own processes (this one, the server, the fleet):
 * everything else the machine did meanwhile is foreign.
 */
export function watchRun(pids: number[], lag: { reset(): void; read(): Lag }) {
  const loadBefore = loadavg();
  const readable = (() => {
    try {
      machineTicks();
      return true;
    } catch {
      return false;
    }
  })();
  const ours0 = readable ? pids.reduce((s, p) => s + processTicks(p), 0) : 0;
  const machine0 = readable ? machineTicks() : 0;
  const started = performance.now();
  lag.reset();
  return {
    /** Ends the watch; `fleetLag` is what the counting viewers reported for the same stretch. */
    finish(fleetLag: Lag | null): Health {
      const seconds = (performance.now() - started) / 1000;
      let foreignCores: number | null = null;
      if (readable) {
        const ours = pids.reduce((s, p) => s + processTicks(p), 0) - ours0;
        // /proc counts in USER_HZ, 100 a second on Linux.
        foreignCores = Math.max(0, (machineTicks() - machine0 - ours) / 100 / seconds);
      }
      const h: Health = {
        loadBefore,
        loadAfter: loadavg(),
        foreignCores,
        lag: lag.read(),
        fleetLag,
        reasons: [],
      };
      h.reasons = verdict(h);
      return h;
    },
  };
}

/** Why a run is not valid (empty when it is). */
export function verdict(h: Health, bounds = BOUNDS): string[] {
  const reasons: string[] = [];
  if (h.foreignCores !== null && h.foreignCores > bounds.foreignCores)
    reasons.push(`other processes used ${h.foreignCores.toFixed(2)} cores (bound ${bounds.foreignCores})`);
  if (h.lag.p99 > bounds.lagMs)
    reasons.push(`measuring process lag p99 ${h.lag.p99.toFixed(0)} ms (bound ${bounds.lagMs})`);
  if (h.fleetLag && h.fleetLag.p99 > bounds.fleetLagMs)
    reasons.push(`counting viewers' lag p99 ${h.fleetLag.p99.toFixed(0)} ms (bound ${bounds.fleetLagMs})`);
  return reasons;
}

/** The health part of a result line: load, foreign CPU, lags, and VALID or NOT VALID with the reasons. */
export function describeHealth(h: Health): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join('/');
  const parts = [
    `load ${load(h.loadBefore)} -> ${load(h.loadAfter)} (1/5/15 min, ${cpus().length} cores)`,
    h.foreignCores === null
      ? 'other processes: unknown'
      : `other processes ${h.foreignCores.toFixed(2)} cores`,
    `measuring lag p99 ${h.lag.p99.toFixed(0)} ms (max ${h.lag.max.toFixed(0)})`,
  ];
  if (h.fleetLag)
    parts.push(`fleet lag p99 ${h.fleetLag.p99.toFixed(0)} ms (max ${h.fleetLag.max.toFixed(0)})`);
  const v = h.reasons.length ? `NOT VALID: ${h.reasons.join('; ')}` : 'VALID';
  return `[${parts.join(', ')}] ${v}`;
}
