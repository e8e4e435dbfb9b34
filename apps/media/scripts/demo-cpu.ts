// Measures the idle CPU of the demo anchors (npm run demo-cpu -w @tifo/media -- [streams] [seconds]):
// a media service with a stand-in API plan of N demo matches and no viewer, then the CPU-seconds consumed by
// the service and its whole process tree over the window (utime + stime from /proc/<pid>/stat, with cutime +
// cstime for children that ended in between), per role and in total, beside the load average. CPU-seconds
// over a fixed window depend far less on other load than wall-clock percentages do.
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMediaServer } from '../src/server';
import { FakeApi } from '../test/fake-api';

const streams = Number(process.argv[2] ?? 1);
const seconds = Number(process.argv[3] ?? 30);
const TICKS = 100; // USER_HZ on Linux

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime */
  own: number;
  /** cutime + cstime: children that ended and were reaped */
  reaped: number;
}

function stat(pid: number): ProcStat | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      ppid: Number(f[1]),
      own: Number(f[11]) + Number(f[12]),
      reaped: Number(f[13]) + Number(f[14]),
    };
  } catch {
    return null;
  }
}

/** This process and every live descendant. */
function tree(): ProcStat[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => stat(Number(d)))
    .filter((s): s is ProcStat => s !== null);
  const out = [stat(process.pid)!];
  for (let i = 0; i < out.length; i++) out.push(...all.filter((s) => s.ppid === out[i]!.pid));
  return out;
}

/** Ticks consumed by the tree so far: its live members, plus what its ended children left in their parents. */
function treeTicks(): number {
  return tree().reduce((sum, s) => sum + s.own + s.reaped, 0);
}

const dataDir = await mkdtemp(join(tmpdir(), 'tifo-demo-cpu-'));
const api = new FakeApi('cpu-secret');
const apiUrl = await api.start();
api.demoPlan = Array.from({ length: streams }, (_, i) => {
  const key = `demo-cpu-key-${String(i).padStart(6, '0')}`;
  api.keys.set(key, { streamName: `room-${i + 1}`, roomId: i + 1, record: true });
  return {
    anchorUid: 100 + i,
    streamKey: key,
    kind: 'match',
    title: 'CPU',
    match: {
      id: i,
      sportId: 1,
      home: 'Home United',
      away: 'Away City',
      homeScore: 1,
      awayScore: 2,
      clock: 67,
      period: '2H',
      status: 'live',
      events: [],
    },
  };
});
const mediaDir = join(dataDir, 'media');
const server = await startMediaServer({
  httpPort: 0,
  rtmpPort: 0,
  rtmpHost: '127.0.0.1',
  secret: 'cpu-secret',
  apiUrl,
  dataDir,
  mediaDir,
  recordingsDir: join(mediaDir, 'recordings'),
  hlsDir: join(mediaDir, 'hls'),
  coversDir: join(mediaDir, 'covers'),
  demoPollMs: 2000,
  demoMaxStreams: streams,
  logLevel: 'warn',
});
// Wait until every push is live in the hub (keys authorised), then let it settle.
for (let waited = 0; server.hub.list().length < streams; waited += 500) {
  if (waited > 120_000) throw new Error(`demo pushes did not all go live within 120 s`);
  await new Promise((r) => setTimeout(r, 500));
}
await new Promise((r) => setTimeout(r, 5000));
const roles = () => new Map(server.runner.list().map((c) => [c.pid!, c.role]));
const load = loadavg();
const before = treeTicks();
const beforeByPid = new Map(tree().map((s) => [s.pid, s.own]));
const started = Date.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
const after = treeTicks();
const elapsed = (Date.now() - started) / 1000;
const byRole = new Map<string, number>();
const roleOf = roles();
for (const s of tree()) {
  const start = beforeByPid.get(s.pid);
  if (start === undefined) continue;
  const role = s.pid === process.pid ? 'node (service + stand-in API)' : (roleOf.get(s.pid) ?? 'other');
  byRole.set(role, (byRole.get(role) ?? 0) + (s.own - start) / TICKS);
}
const total = (after - before) / TICKS;
console.log(
  `${streams} demo stream(s), no viewer, ${elapsed.toFixed(1)} s window; load average ${load.map((l) => l.toFixed(2)).join(' ')} at the start, ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end`,
);
console.log(
  `  whole process tree: ${total.toFixed(2)} CPU-s = ${((total / elapsed) * 100).toFixed(1)}% of one core`,
);
for (const [role, cpu] of byRole) console.log(`  ${role}: ${cpu.toFixed(2)} CPU-s`);
await server.close();
await api.stop();
await rm(dataDir, { recursive: true, force: true });
