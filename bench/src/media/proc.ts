// Process facts from /proc (Linux): CPU time of a process and the processes started under another one. The
// bench measures the services it started, never anything else on the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux almost everywhere). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** user + system CPU seconds of the process itself (all its threads, not its children). */
  cpuSeconds: number;
}

function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may contain spaces: parse after the last ')'.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return {
    pid,
    ppid: Number(rest[1]),
    cpuSeconds: (Number(rest[11]) + Number(rest[12])) / TICKS,
  };
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Every live descendant of `root` (children, grandchildren...). */
export function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) parentOf.set(stat.pid, stat.ppid);
  }
  const out: number[] = [];
  const frontier = [root];
  while (frontier.length) {
    const parent = frontier.pop()!;
    for (const [pid, ppid] of parentOf) {
      if (ppid === parent) {
        out.push(pid);
        frontier.push(pid);
      }
    }
  }
  return out;
}

/** The descendant of `root` whose command line contains `needle` (e.g. the media service's entry file). */
export function findDescendant(root: number, needle: string): number | null {
  return descendants(root).find((pid) => cmdline(pid).includes(needle)) ?? null;
}

/** CPU seconds (user + system) used so far by the given processes together. */
export function cpuSecondsOf(pids: number[]): number {
  let total = 0;
  for (const pid of pids) total += readStat(pid)?.cpuSeconds ?? 0;
  return total;
}

/**
 * Share of one core the processes used over `windowMs`: CPU seconds over wall seconds (1.0 = one core). The
 * processes are looked up again by `pids()` at both ends, so one that was restarted meanwhile is noticed.
 */
export async function measureCores(pids: () => number[], windowMs: number): Promise<number> {
  const before = pids();
  const cpu0 = cpuSecondsOf(before);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, windowMs));
  const after = pids();
  const cpu1 = cpuSecondsOf(after);
  const wall = (performance.now() - t0) / 1000;
  if (before.join() !== after.join()) throw new Error(`measured processes changed: ${before} -> ${after}`);
  return (cpu1 - cpu0) / wall;
}
