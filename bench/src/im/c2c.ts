import type { PushFrame, TimelineItem } from '@tifo/protocol';
import { startChild } from './child';
import { benchSig, BENCH_APP } from './sig';
import { lagMonitor, watchRun, type Health } from './run-health';
import { inBatches, percentile, sleep } from './stats';
import { BenchClient } from './ws-client';

/** Result of the C2C benchmark. */
export interface C2CResult {
  clients: number;
  targetRate: number;
  sent: number;
  delivered: number;
  failed: number;
  msgsPerSecond: number;
  p50: number;
  p99: number;
  serverCpuSeconds: number;
  /** The kernel's part of serverCpuSeconds. */
  serverSystemSeconds: number;
  /** CPU used by this process (the load generator with all clients) over the same time. */
  generatorCpuSeconds: number;
  /** Load, foreign CPU and the load generator's lag over the send phase (run-health.ts). */
  health: Health;
}

/**
 * C2C with `clients` online users: an open loop sends `rate` messages per second from random users to random
 * users for `seconds`; latency is send to the recipient's push (cloudCustomData carries the send time).
 */
export async function benchC2C(clients: number, rate: number, seconds: number): Promise<C2CResult> {
  const server = await startChild('./im-server.ts');
  const latencies: number[] = [];
  let delivered = 0;
  let lastDelivery = 0;
  const conns = await inBatches(clients, 50, async (i) => {
    const c = await BenchClient.connect(server.port);
    const userID = `c2c${i}`;
    await c.call('session.login', { SDKAppID: BENCH_APP, userID, userSig: benchSig(userID) });
    c.onPush = (p: PushFrame) => {
      if (p.push !== 'timeline') return;
      const m = (p.body as TimelineItem).message;
      if (!m || m.from === userID) return;
      const now = performance.now();
      latencies.push(now - Number(m.cloudCustomData));
      delivered++;
      lastDelivery = now;
    };
    return c;
  });
  const lag = lagMonitor();
  const watch = watchRun([process.pid, server.pid], lag);
  const cpu0 = await server.cpu();
  const generator0 = process.cpuUsage();
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      const from = Math.floor(Math.random() * clients);
      const to = (from + 1 + Math.floor(Math.random() * (clients - 1))) % clients;
      sent++;
      conns[from]!.call('msg.sendC2C', {
        to: `c2c${to}`,
        elements: [{ type: 'TIMTextElem', content: { text: 'bench message' } }],
        random: sent,
        cloudCustomData: String(performance.now()),
      }).catch(() => failed++);
    }
    await sleep(5);
  }
  for (let i = 0; i < 50 && delivered + failed < sent; i++) await sleep(100);
  const cpu1 = await server.cpu();
  const health = watch.finish(null);
  const generator = process.cpuUsage(generator0);
  const cpu = cpu1.total - cpu0.total;
  const cpuSystem = cpu1.system - cpu0.system;
  for (const c of conns) c.close();
  await server.stop();
  const elapsed = (Math.max(lastDelivery, started + 1) - started) / 1000;
  return {
    clients,
    targetRate: rate,
    sent,
    delivered,
    failed,
    msgsPerSecond: Math.round(delivered / elapsed),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    serverCpuSeconds: cpu,
    serverSystemSeconds: cpuSystem,
    generatorCpuSeconds: (generator.user + generator.system) / 1e6,
    health,
  };
}
