// Measures the CPU of demo anchor pushes (npm run demo-cpu -w @tifo/media -- [streams] [seconds]):
// a media service with a stand-in API plan of N demo matches, then utime+stime of each process from
// /proc/<pid>/stat over the window, as a percentage of one core.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMediaServer } from '../src/server';
import { FakeApi } from '../test/fake-api';

const streams = Number(process.argv[2] ?? 1);
const seconds = Number(process.argv[3] ?? 30);
const TICKS = 100; // USER_HZ on Linux

function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
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
  logLevel: 'warn',
});
// Wait until every push is live in the hub (backgrounds rendered, keys authorised), then let it settle.
for (let waited = 0; server.hub.list().length < streams; waited += 500) {
  if (waited > 60_000) throw new Error('demo pushes did not all go live within 60 s');
  await new Promise((r) => setTimeout(r, 500));
}
await new Promise((r) => setTimeout(r, 3000));
const procs = () => [
  ...server.runner.list().map((c) => ({ role: c.role, pid: c.pid! })),
  { role: 'node (media service)', pid: process.pid },
];
const before = new Map(procs().map((p) => [p.pid, cpuTicks(p.pid)]));
await new Promise((r) => setTimeout(r, seconds * 1000));
const byRole = new Map<string, number[]>();
for (const p of procs()) {
  const start = before.get(p.pid);
  if (start === undefined) continue;
  const pct = ((cpuTicks(p.pid) - start) / TICKS / seconds) * 100;
  byRole.set(p.role, [...(byRole.get(p.role) ?? []), pct]);
}
console.log(`${streams} demo stream(s), ${seconds} s window, % of one core:`);
for (const [role, values] of byRole) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `  ${role}: ${values.length} process(es), mean ${mean.toFixed(1)}%, each ${values.map((v) => v.toFixed(1)).join(', ')}`,
  );
}
await server.close();
await api.stop();
await rm(dataDir, { recursive: true, force: true });
