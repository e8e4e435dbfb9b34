import { execFileSync, fork, spawnSync, type ChildProcess, type ForkOptions } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Which cores the service under test and the load generators run on. On a 2-core machine
 * the service and the 10,000-viewer fleet used to share both cores, so p99 measured their contention as much as
 * the service. With pinning, the server process (every thread: the event loop, SQLite's checkpointer, libuv's
 * pool) runs on `service` and every load-generating process (this measuring process, the counting viewers, the
 * flooders) on `fleet`.
 *
 * `BENCH_PIN=0` turns it off (the method before 2026-11-27); `BENCH_SERVICE_CPUS` and `BENCH_FLEET_CPUS` take
 * taskset CPU lists (`0`, `2-3`, `0,2`). By default the first half of the cores (at least one) is the service's
 * and the rest the fleet's; with a single core, or without `taskset` (util-linux), nothing is pinned and the
 * plan says why.
 */
export interface CpuPlan {
  service: string | null;
  fleet: string | null;
  /** One line for the report: what is pinned where, or why nothing is. */
  describe: string;
}

function tasksetWorks(): boolean {
  return spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/** The pinning plan from the environment and the machine. */
export function cpuPlan(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): CpuPlan {
  if (env.BENCH_PIN === '0') return { service: null, fleet: null, describe: 'not pinned (BENCH_PIN=0)' };
  const half = Math.max(1, Math.floor(cores / 2));
  const service = env.BENCH_SERVICE_CPUS ?? (cores >= 2 ? (half === 1 ? '0' : `0-${half - 1}`) : null);
  const fleet =
    env.BENCH_FLEET_CPUS ?? (cores >= 2 ? (cores - half === 1 ? `${half}` : `${half}-${cores - 1}`) : null);
  if (!service || !fleet) return { service: null, fleet: null, describe: 'not pinned (one CPU)' };
  if (!tasksetWorks()) return { service: null, fleet: null, describe: 'not pinned (taskset not available)' };
  return { service, fleet, describe: `service on CPU ${service}, load generators on CPU ${fleet}` };
}

/** The plan of this run, decided once. */
let plan: CpuPlan | undefined;
export function runPlan(): CpuPlan {
  plan ??= cpuPlan();
  return plan;
}

/**
 * `fork` under `taskset -c cpus` when `cpus` is set: taskset execs Node in the same process, so the IPC channel
 * and the pid stay those of the child, and every thread Node starts inherits the affinity.
 */
export function forkPinned(
  script: string,
  args: string[],
  options: ForkOptions & { execArgv: string[] },
  cpus: string | null,
): ChildProcess {
  if (!cpus) return fork(script, args, options);
  return fork(script, args, {
    ...options,
    execPath: 'taskset',
    execArgv: ['-c', cpus, process.execPath, ...options.execArgv],
  });
}

/** Pins every thread of this process (the measuring process: sampled viewers, senders) to `cpus`. */
export function pinSelf(cpus: string | null): void {
  if (cpus) execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}
