import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor } from '../../../scripts/supervisor.mjs';
import type { Supervisor } from '../../../scripts/supervisor.d.mts';

// The supervisor of `npm start` (scripts/supervisor.mjs) with real child processes and short backoffs.

function nodeService(name: string, code: string, starts: number[] = []) {
  return {
    name,
    start: () => {
      starts.push(Date.now());
      return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
    },
  };
}

const LIVES = 'setInterval(() => {}, 1000)';
const IGNORES_SIGTERM = "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)";

async function until(check: () => boolean, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(20);
  }
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('supervisor', () => {
  let supervisor: Supervisor | undefined;
  afterEach(async () => {
    await supervisor?.stop();
    supervisor = undefined;
  });

  it('restarts a service that is killed, says why, and leaves the other running', async () => {
    const lines: string[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), initialDelayMs: 50 });
    supervisor.add(nodeService('chat', LIVES));
    supervisor.add(nodeService('api', LIVES));
    const chatPid = supervisor.pidOf('chat');
    const apiPid = supervisor.pidOf('api');
    process.kill(chatPid!, 'SIGKILL');
    await until(() => supervisor!.pidOf('chat') !== undefined && supervisor!.pidOf('chat') !== chatPid);
    expect(alive(supervisor.pidOf('chat'))).toBe(true);
    expect(supervisor.pidOf('api')).toBe(apiPid);
    expect(alive(apiPid)).toBe(true);
    expect(lines).toContain('chat was stopped by signal SIGKILL; restarting in 0.1 s (restart 1)');
  });

  it('backs off a service that keeps exiting, doubling the delay, and logs its exit code', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), initialDelayMs: 100, maxDelayMs: 400 });
    supervisor.add(nodeService('flaky', 'process.exit(3)', starts));
    await until(() => starts.length >= 5, 10000);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    // 100, 200, 400, 400 (capped), plus each run's own start-up time.
    expect(gaps[0]).toBeGreaterThanOrEqual(100);
    expect(gaps[1]).toBeGreaterThanOrEqual(200);
    expect(gaps[2]).toBeGreaterThanOrEqual(400);
    expect(gaps[3]).toBeLessThan(400 + 1500);
    expect(lines).toContain('flaky exited with code 3; restarting in 0.1 s (restart 1)');
    expect(lines).toContain('flaky exited with code 3; restarting in 0.4 s (restart 4)');
  });

  it('tells the service spec how each unasked end happened, before the restart', async () => {
    const lines: string[] = [];
    const ends: string[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), initialDelayMs: 50 });
    supervisor.add({ ...nodeService('crashy', 'process.exit(4)'), onExit: (how) => ends.push(how) });
    await until(() => ends.length >= 2);
    expect(ends.slice(0, 2)).toEqual(['exited with code 4', 'exited with code 4']);
    await supervisor.stop();
  });

  it('restarts nothing when onExit stops the supervisor (npm start giving up on a service that never listened)', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    const s = createSupervisor({ log: (line) => lines.push(line), initialDelayMs: 50 });
    supervisor = s;
    s.add({ ...nodeService('doomed', 'process.exit(5)', starts), onExit: () => void s.stop() });
    await until(() => s.pidOf('doomed') === undefined);
    await sleep(300);
    expect(starts).toHaveLength(1);
    expect(lines.filter((line) => line.includes('restarting'))).toEqual([]);
  });

  it('stop() ends every service, SIGKILLs one that ignores SIGTERM, and restarts none', async () => {
    const lines: string[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), initialDelayMs: 50, killAfterMs: 300 });
    supervisor.add(nodeService('polite', LIVES));
    supervisor.add(nodeService('stubborn', IGNORES_SIGTERM));
    await sleep(200); // let the stubborn child install its handler
    const pids = [supervisor.pidOf('polite'), supervisor.pidOf('stubborn')];
    await supervisor.stop();
    expect(pids.map(alive)).toEqual([false, false]);
    await sleep(150);
    expect(supervisor.pidOf('polite')).toBeUndefined();
    expect(lines.filter((line) => line.includes('restarting'))).toEqual([]);
  });
});
