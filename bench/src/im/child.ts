import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forkPinned, runPlan } from './pinning';

/** CPU time of a process, seconds. */
export interface CpuSeconds {
  total: number;
  system: number;
}

/** A server under test in its own process, so its CPU time is measured apart from the load generator. */
export interface ChildServer {
  port: number;
  pid: number;
  /** CPU seconds used by the server process so far (user + system), and the system part alone. */
  cpu(): Promise<CpuSeconds>;
  stop(): Promise<void>;
}

/**
 * Forks `script` (next to this file) with tsx, on the service's cores (pinning.ts); the child sends {port} when
 * listening and answers 'cpu'.
 */
export function startChild(script: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const child: ChildProcess = forkPinned(
    path,
    [],
    {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      ],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
    runPlan().service,
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (m: { port: number }) => {
      resolve({
        port: m.port,
        pid: child.pid!,
        cpu: () =>
          new Promise((res) => {
            child.once('message', (u: { user: number; system: number }) =>
              res({ total: (u.user + u.system) / 1e6, system: u.system / 1e6 }),
            );
            child.send('cpu');
          }),
        stop: () =>
          new Promise((res) => {
            child.once('exit', () => res());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** In a child: report the port, then answer CPU usage requests. */
export function serveChild(port: number, onStop: () => Promise<void>): void {
  process.send?.({ port });
  process.on('message', (m) => {
    if (m === 'cpu' && process.connected) process.send?.(process.cpuUsage());
  });
  // The benchmark died: do not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => {
    onStop().finally(() => process.exit(0));
  });
}
