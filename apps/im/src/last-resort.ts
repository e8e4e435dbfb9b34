import type { Logger } from './logger';

/** The part of `process` the handlers use (tests pass an EventEmitter). */
export interface ProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
}

/**
 * Last-resort handlers of the service process. A rejected promise nobody awaited comes from one piece of async
 * work (a connection's request, a background publish): its failure is contained in that work, so it is logged
 * and the service keeps serving everyone else; Node's default would end the process. An uncaught exception
 * is different: it unwound a synchronous stack at an unknown point, possibly half-way through updating shared
 * state (registries, batches), so resuming is not safe: it is logged and the process exits with 1 for the
 * supervisor (scripts/start.mjs) to restart it.
 */
export function installLastResortHandlers(
  proc: ProcessEvents,
  log: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  proc.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled rejection (contained; still serving)');
  });
  proc.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: exiting for a clean restart');
    exit(1);
  });
}
