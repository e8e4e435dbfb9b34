import { writeFileSync } from 'node:fs';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { LiveMessagesPush, PushFrame } from '@tifo/protocol';
import { startChild, type ChildServer } from './child';
import { benchSig, BENCH_APP } from './sig';
import { lagMonitor, watchRun, type Health } from './run-health';
import { inBatches, percentile, sleep } from './stats';
import { BenchClient } from './ws-client';
import { startViewers, type ViewerFleet } from './viewers';

/** Result of one live-room run. */
export interface LiveResult {
  system: string;
  viewers: number;
  sent: number;
  deliveries: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  serverCpuSeconds: number;
  /** The kernel's part of serverCpuSeconds (socket writes). */
  serverSystemSeconds: number;
  cpuCores: number;
  deliveriesPerCpuSecond: number;
  /** Load, foreign CPU and lags over the measurement, and whether it is valid (run-health.ts). */
  health: Health;
}

/** The measuring process's event-loop lag (its sampled viewers record latency). */
const lag = lagMonitor();

/** Viewers that parse frames and measure latency in this process; the rest only count, in another process. */
const SAMPLED = 100;
/**
 * CPU priority of the counting viewers' process, for both systems alike (`BENCH_FLEET_NICENESS`, default 10; 0 is
 * the method before 2026-11-25). Reading 10,000 viewers' batches takes that process about a core; at the service's
 * priority it took the CPU from the service under test on a 2-core machine, and the p99 measured the wait for a
 * core. As in the flood scenario (flood.ts), the load generator runs below the service it loads.
 */
const FLEET_NICENESS = Number(process.env.BENCH_FLEET_NICENESS ?? 10);
async function measure(
  system: string,
  server: ChildServer,
  viewers: number,
  rate: number,
  seconds: number,
  send: (sentAt: number) => void,
  counters: { deliveries: number; latencies: number[] },
  fleet: ViewerFleet,
): Promise<LiveResult> {
  await sleep(500);
  fleet.resetLag();
  const watch = watchRun([process.pid, server.pid, fleet.pid], lag);
  const cpu0 = await server.cpu();
  const fleet0 = await fleet.deliveries();
  const local0 = counters.deliveries;
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) send(performance.now());
    await sleep(5);
  }
  const total = async () => counters.deliveries - local0 + (await fleet.deliveries()) - fleet0;
  for (let i = 0; i < 50 && (await total()) < sent * viewers; i++) await sleep(100);
  const cpu1 = await server.cpu();
  const cpu = cpu1.total - cpu0.total;
  const deliveries = await total();
  const health = watch.finish(await fleet.lag());
  // Taken once the server has answered: a server still working through a backlog answers only when it gets to
  // the request (Socket.IO, tens of seconds late), and its cores and deliveries per second must count that time.
  const elapsed = (performance.now() - started) / 1000;
  return {
    system,
    viewers,
    sent,
    deliveries,
    deliveriesPerSecond: Math.round(deliveries / elapsed),
    p50: percentile(counters.latencies, 50),
    p99: percentile(counters.latencies, 99),
    serverCpuSeconds: cpu,
    serverSystemSeconds: cpu1.system - cpu0.system,
    cpuCores: cpu / elapsed,
    deliveriesPerCpuSecond: Math.round(deliveries / cpu),
    health,
  };
}

/** Our live room: anonymous WebSocket viewers, one logged-in sender. */
export async function benchLiveOurs(viewers: number, rate: number, seconds: number): Promise<LiveResult> {
  const server = await startChild('./im-server.ts');
  const host = await BenchClient.connect(server.port);
  await host.call('session.login', { SDKAppID: BENCH_APP, userID: 'host', userSig: benchSig('host') });
  const { group } = (await host.call('group.create', { type: 'AVChatRoom', name: 'bench' })) as {
    group: { groupID: string };
  };
  await host.call('group.join', { groupID: group.groupID });
  const counters = { deliveries: 0, latencies: [] as number[] };
  // When each sampled delivery's message was sent (BENCH_LIVE_SAMPLES: where in the run the slow ones were).
  const sentAt: number[] = [];
  const fleet = await startViewers('ours', server.port, viewers - SAMPLED, group.groupID, FLEET_NICENESS);
  const sockets = await inBatches(SAMPLED, 100, async () => {
    const c = await BenchClient.connect(server.port);
    await c.call('group.join', { groupID: group.groupID });
    c.ws.removeAllListeners('message');
    c.ws.on('message', (data: Buffer) => {
      const f = JSON.parse(data.toString()) as PushFrame<string, LiveMessagesPush>;
      if (f.push !== 'liveMessages') return;
      const now = performance.now();
      for (const m of f.body.messageList) {
        counters.latencies.push(now - Number(m.cloudCustomData));
        sentAt.push(Number(m.cloudCustomData));
      }
      counters.deliveries += f.body.messageList.length;
    });
    return c;
  });
  let n = 0;
  const result = await measure(
    'tifo im (batched)',
    server,
    viewers,
    rate,
    seconds,
    (at) => {
      void host.call('msg.sendGroup', {
        groupID: group.groupID,
        elements: [{ type: 'TIMTextElem', content: { text: `goal ${n}` } }],
        random: ++n,
        cloudCustomData: String(at),
      });
    },
    counters,
    fleet,
  );
  const dump = process.env.BENCH_LIVE_SAMPLES;
  if (dump) {
    const start = Math.min(...sentAt);
    const rows = counters.latencies.map((l, i) => `${(sentAt[i]! - start).toFixed(1)}\t${l.toFixed(1)}`);
    writeFileSync(dump, `sent_ms\tlatency_ms\n${rows.join('\n')}\n`);
  }
  for (const s of sockets) s.close();
  await fleet.stop();
  host.close();
  await server.stop();
  return result;
}

/** The baseline: a plain Socket.IO room broadcast of the same load. */
export async function benchLiveSocketIO(viewers: number, rate: number, seconds: number): Promise<LiveResult> {
  const server = await startChild('./sio-server.ts');
  const url = `http://127.0.0.1:${server.port}`;
  const connect = () =>
    new Promise<Socket>((resolve, reject) => {
      const s = ioClient(url, { transports: ['websocket'], forceNew: true, reconnection: false });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  const counters = { deliveries: 0, latencies: [] as number[] };
  const fleet = await startViewers('sio', server.port, viewers - SAMPLED, '', FLEET_NICENESS);
  const sockets = await inBatches(SAMPLED, 100, async () => {
    const s = await connect();
    s.emit('join', 'room');
    s.on('msg', (payload: { at: number }) => {
      counters.latencies.push(performance.now() - payload.at);
      counters.deliveries++;
    });
    return s;
  });
  const sender = await connect();
  await sleep(300);
  let n = 0;
  const result = await measure(
    'socket.io room',
    server,
    viewers,
    rate,
    seconds,
    (at) => {
      sender.emit('msg', 'room', { text: `goal ${n++}`, at });
    },
    counters,
    fleet,
  );
  for (const s of sockets) s.disconnect();
  await fleet.stop();
  sender.disconnect();
  await server.stop();
  return result;
}
