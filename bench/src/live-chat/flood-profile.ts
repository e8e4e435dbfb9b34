// BENCH_FLOOD_PROFILE=<dir>: where the page's main thread spends its time, quiet and flooded. After each
// measured window of a build's first round (so the tracing's own cost is not in the fps), a DevTools trace and a
// V8 CPU profile are recorded for a few seconds, written to <dir> (open the .json in DevTools' Performance panel,
// the .cpuprofile in its JavaScript profiler) and summarised: main-thread self time by trace event (wall, and
// thread CPU time, which on a shared machine leaves out the waits for a core), and JS self time by function and
// by script.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: on a shared machine, wall time also counts the time other processes held the core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'cc',
  'v8',
].join(',');

async function recordTrace(cdp: CDPSession, ms: number): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; Chromium sends numbers for ts, dur, pid and tid.
  const onData = (e: { value: Array<Record<string, unknown>> }) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return events;
}

/**
 * Self time (ms) per event name on the renderer's main thread, each complete event minus its children: wall
 * time, and thread (CPU) time, which leaves out the time the thread waited for a core.
 */
function mainThreadSelfTimes(events: TraceEvent[]): { wall: Map<string, number>; cpu: Map<string, number> } {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const wall = new Map<string, number>();
  const cpu = new Map<string, number>();
  if (!main) return { wall, cpu };
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: Array<{ e: TraceEvent; end: number; child: number; childCpu: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const top = stack.pop()!;
      const tdur = top.e.tdur ?? 0;
      wall.set(top.e.name, (wall.get(top.e.name) ?? 0) + (top.e.dur! - top.child) / 1000);
      cpu.set(top.e.name, (cpu.get(top.e.name) ?? 0) + Math.max(0, tdur - top.childCpu) / 1000);
      const parent = stack[stack.length - 1];
      if (parent) {
        parent.child += top.e.dur!;
        parent.childCpu += tdur;
      }
    }
  };
  for (const e of spans) {
    close(e.ts);
    stack.push({ e, end: e.ts + e.dur!, child: 0, childCpu: 0 });
  }
  close(Infinity);
  return { wall, cpu };
}

/** JS self time (ms) per function (name, script, line) and per script. */
function jsSelfTimes(profile: CpuProfile): {
  byFunction: Map<string, number>;
  byScript: Map<string, number>;
} {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = nodes.get(id)!.callFrame;
    const script = f.url ? path.basename(f.url) : `(${f.functionName || 'native'})`;
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  return { byFunction, byScript };
}

const top = (m: Map<string, number>, n: number, seconds: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `    ${(ms / seconds).toFixed(1).padStart(6)} ms/s  ${k}`)
    .join('\n');

/** Records `seconds` of the page and prints where the main thread's time went. */
export async function profileFlood(cdp: CDPSession, dir: string, label: string, seconds: number) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const events = await recordTrace(cdp, seconds * 1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Profiler.disable');
  writeFileSync(path.join(dir, `${label}.trace.json`), JSON.stringify({ traceEvents: events }));
  writeFileSync(path.join(dir, `${label}.cpuprofile`), JSON.stringify(profile));
  const self = mainThreadSelfTimes(events);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / seconds;
  const js = jsSelfTimes(profile);
  console.log(
    `profile ${label} (${seconds} s, CPU slowed as measured): main thread busy ${sum(self.wall).toFixed(0)} ` +
      `ms/s wall, ${sum(self.cpu).toFixed(0)} ms/s CPU\n` +
      `  by trace event (self CPU):\n${top(self.cpu, 14, seconds)}\n` +
      `  JS by script (self):\n${top(js.byScript, 10, seconds)}\n` +
      `  JS by function (self):\n${top(js.byFunction, 20, seconds)}`,
  );
}
