import type { ChildProcess } from 'node:child_process';

/** One supervised service: a name for the logs and how to start a fresh process of it. */
export interface ServiceSpec {
  name: string;
  start(): ChildProcess;
  /** Called each time a process of the service ends unasked (how: "exited with code 1", "was stopped by signal SIGKILL"...). */
  onExit?(how: string): void;
}

/** Backoff and stop timings (defaults: 1 s doubling to 30 s, reset after a 60 s run, SIGKILL after 5 s). */
export interface SupervisorOptions {
  log(message: string): void;
  initialDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  killAfterMs?: number;
}

/** Runs services and restarts each one that exits, until stop(). */
export interface Supervisor {
  add(spec: ServiceSpec): void;
  /** The pid of the service's current process, if one runs. */
  pidOf(name: string): number | undefined;
  /** How many times the service was restarted. */
  restartsOf(name: string): number;
  /** Stops every service (SIGTERM, SIGKILL after the grace period) and restarts none; resolves when all exited. */
  stop(): Promise<void>;
}

export function createSupervisor(options: SupervisorOptions): Supervisor;
