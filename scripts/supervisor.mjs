// Keeps the product's processes running: a service that exits is started again after a backoff (1 s, 2 s,
// 4 s ... up to 30 s; back to 1 s once a run lasted a minute), with a log line saying how it ended, while the
// others keep serving. stop() ends them all (SIGTERM, then SIGKILL after a grace period) and restarts none.
// Plain JavaScript with only Node's own modules, because start.mjs runs before dependencies are installed.

/**
 * @typedef {object} ServiceState
 * @property {import('./supervisor.d.mts').ServiceSpec} spec
 * @property {import('node:child_process').ChildProcess | null} child
 * @property {number} startedAt
 * @property {number} failures consecutive short runs, for the backoff
 * @property {number} restarts
 * @property {NodeJS.Timeout | null} timer a pending restart
 */

/** @param {import('./supervisor.d.mts').SupervisorOptions} options */
export function createSupervisor(options) {
  const {
    log,
    initialDelayMs = 1000,
    maxDelayMs = 30000,
    stableAfterMs = 60000,
    killAfterMs = 5000,
  } = options;
  /** @type {Map<string, ServiceState>} */
  const services = new Map();
  let stopping = false;

  /** @param {ServiceState} state */
  function launch(state) {
    state.timer = null;
    const child = state.spec.start();
    state.child = child;
    state.startedAt = Date.now();
    log(`${state.spec.name} started (pid ${child.pid ?? 'none'})`);
    let ended = false;
    /** @param {string} how */
    const onEnd = (how) => {
      // A failed spawn emits 'error' and maybe 'exit': count the end once.
      if (ended) return;
      ended = true;
      state.child = null;
      if (stopping) return;
      // Told before the restart is planned: `npm start` stops everything when a service ends before it listened.
      state.spec.onExit?.(how);
      if (stopping) return;
      if (Date.now() - state.startedAt >= stableAfterMs) state.failures = 0;
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** state.failures);
      state.failures += 1;
      state.restarts += 1;
      log(
        `${state.spec.name} ${how}; restarting in ${(delay / 1000).toFixed(1)} s (restart ${state.restarts})`,
      );
      state.timer = setTimeout(() => launch(state), delay);
    };
    child.once('exit', (code, signal) =>
      onEnd(signal ? `was stopped by signal ${signal}` : `exited with code ${code}`),
    );
    child.once('error', (error) => onEnd(`could not run (${error.message})`));
  }

  return {
    /** @param {import('./supervisor.d.mts').ServiceSpec} spec */
    add(spec) {
      if (services.has(spec.name)) throw new Error(`service ${spec.name} added twice`);
      /** @type {ServiceState} */
      const state = { spec, child: null, startedAt: 0, failures: 0, restarts: 0, timer: null };
      services.set(spec.name, state);
      if (!stopping) launch(state);
    },

    /** @param {string} name */
    pidOf(name) {
      return services.get(name)?.child?.pid;
    },

    /** @param {string} name */
    restartsOf(name) {
      return services.get(name)?.restarts ?? 0;
    },

    stop() {
      stopping = true;
      const alive = [];
      for (const state of services.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
        const child = state.child;
        if (child && child.exitCode === null && child.signalCode === null) alive.push(child);
      }
      return Promise.all(
        alive.map(
          (child) =>
            new Promise((resolve) => {
              // A service that ignores SIGTERM must not keep the terminal hostage.
              const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
              child.once('exit', () => {
                clearTimeout(killer);
                resolve(undefined);
              });
              child.kill('SIGTERM');
            }),
        ),
      ).then(() => undefined);
    },
  };
}
