import type { LiveMessagesPush, PushFrame } from '@tifo/protocol';
import { startChild } from './child';
import { startFlooders } from './flooders';
import { benchSig, BENCH_APP } from './sig';
import { inBatches, percentile, sleep } from './stats';
import { BenchClient } from './ws-client';
import { startViewers } from './viewers';

/** Result of the flood scenario: room B's latency with room A quiet, then with room A flooded, same run. */
export interface FloodResult {
  quietP99: number;
  floodP99: number;
  quietP50: number;
  floodP50: number;
  ratio: number;
  bSent: [number, number];
  bReceived: [number, number];
  flood: { sent: number; accepted: number; refused: number };
  serverCores: [number, number];
}

/**
 * Two live rooms on one node, with the service's default limits (per-user send limit, shedding). Room B: one
 * host sending `bRate` msgs/s, `bViewers` viewers measured here. Room A: `aViewers` viewers in another process,
 * and `senders` logged-in users (another process) who, in the second phase, each try `senderRate` msgs/s of
 * `bytes` bytes. B's p99 is measured for `seconds` with A quiet, then for `seconds` with A flooded.
 */
export async function benchFlood(options: {
  aViewers: number;
  bViewers: number;
  bRate: number;
  senders: number;
  senderRate: number;
  bytes: number;
  seconds: number;
}): Promise<FloodResult> {
  const server = await startChild('./im-server.ts', { BENCH_SERVICE_LIMITS: '1' });
  const create = async (userID: string) => {
    const c = await BenchClient.connect(server.port);
    await c.call('session.login', { SDKAppID: BENCH_APP, userID, userSig: benchSig(userID) });
    const { group } = (await c.call('group.create', { type: 'AVChatRoom', name: userID })) as {
      group: { groupID: string };
    };
    await c.call('group.join', { groupID: group.groupID });
    return { c, groupID: group.groupID };
  };
  const a = await create('host-a');
  const b = await create('host-b');
  // Room A's viewers only count; like the flooders they run below the service's priority (flooders.ts).
  const aFleet = await startViewers('ours', server.port, options.aViewers, a.groupID, 10);
  const latencies: number[] = [];
  let received = 0;
  const bViewers = await inBatches(options.bViewers, 50, async () => {
    const c = await BenchClient.connect(server.port);
    await c.call('group.join', { groupID: b.groupID });
    c.onPush = (p: PushFrame) => {
      if (p.push !== 'liveMessages') return;
      const now = performance.now();
      for (const m of (p as PushFrame<string, LiveMessagesPush>).body.messageList) {
        latencies.push(now - Number(m.cloudCustomData));
        received++;
      }
    };
    return c;
  });
  const flooders = await startFlooders(
    server.port,
    a.groupID,
    options.senders,
    options.senderRate,
    options.bytes,
  );
  let n = 0;
  const phase = async () => {
    latencies.length = 0;
    received = 0;
    const cpu0 = await server.cpu();
    const started = performance.now();
    let sent = 0;
    while (performance.now() - started < options.seconds * 1000) {
      const due = Math.floor(((performance.now() - started) / 1000) * options.bRate);
      for (; sent < due; sent++)
        void b.c
          .call('msg.sendGroup', {
            groupID: b.groupID,
            random: ++n,
            elements: [{ type: 'TIMTextElem', content: { text: `b ${n}` } }],
            cloudCustomData: String(performance.now()),
          })
          .catch(() => undefined);
      await sleep(5);
    }
    for (let i = 0; i < 30 && received < sent * options.bViewers; i++) await sleep(100);
    const cpu = (await server.cpu()).total - cpu0.total;
    return {
      p99: percentile(latencies, 99),
      p50: percentile(latencies, 50),
      sent,
      received: Math.round(received / options.bViewers),
      cores: cpu / ((performance.now() - started) / 1000),
    };
  };
  await sleep(500);
  const quiet = await phase();
  await flooders.start();
  await sleep(1000);
  const flooded = await phase();
  const flood = await flooders.stop();
  await flooders.close();
  for (const c of bViewers) c.close();
  await aFleet.stop();
  a.c.close();
  b.c.close();
  await server.stop();
  return {
    quietP99: quiet.p99,
    floodP99: flooded.p99,
    quietP50: quiet.p50,
    floodP50: flooded.p50,
    ratio: flooded.p99 / quiet.p99,
    bSent: [quiet.sent, flooded.sent],
    bReceived: [quiet.received, flooded.received],
    flood,
    serverCores: [quiet.cores, flooded.cores],
  };
}
