import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { forkPinned, runPlan } from './pinning';
import { benchSig, BENCH_APP } from './sig';
import { inBatches, sleep } from './stats';
import { BenchClient } from './ws-client';

// A separate process of logged-in users who flood one live room, so the process that measures the other room's
// latency does not share their CPU.

/** Flooding senders in another process: idle until `start`. */
export interface FloodFleet {
  start(): Promise<void>;
  /** Stops sending; resolves with {sent, refused} counts (refused: OVER_FREQUENCY over the per-user limit, or others). */
  stop(): Promise<{ sent: number; accepted: number; refused: number }>;
  close(): Promise<void>;
}

/** Starts `count` users in `groupID`, each sending `rate` msgs/s of about `bytes` bytes when started. */
export function startFlooders(
  port: number,
  groupID: string,
  count: number,
  rate: number,
  bytes: number,
): Promise<FloodFleet> {
  const child = forkPinned(
    fileURLToPath(import.meta.url),
    ['flood', String(port), groupID, String(count), String(rate), String(bytes)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    runPlan().fleet,
  );
  // The generator runs at a lower priority than the service on a shared machine: the scenario measures the
  // service under a flood, not the flood's own process competing with it for the CPU.
  if (child.pid) setPriority(child.pid, 10);
  const ask = <T>(m: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (r) => resolve(r as T));
      child.send(m);
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () =>
      resolve({
        start: () => ask('start'),
        stop: () => ask('stop'),
        close: () =>
          new Promise((res) => {
            child.once('exit', () => res());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

async function runChild(port: number, groupID: string, count: number, rate: number, bytes: number) {
  const text = 'f'.repeat(bytes);
  const clients = await inBatches(count, 50, async (i) => {
    const c = await BenchClient.connect(port);
    const userID = `flooder-${i}`;
    await c.call('session.login', { SDKAppID: BENCH_APP, userID, userSig: benchSig(userID) });
    await c.call('group.join', { groupID });
    // Flooders do not read the room's batches: drop them unparsed (answers are still parsed).
    return c;
  });
  let running = false;
  const counts = { sent: 0, accepted: 0, refused: 0 };
  let n = 0;
  const loop = async () => {
    const started = performance.now();
    let due = 0;
    while (running) {
      const target = Math.floor(((performance.now() - started) / 1000) * rate);
      for (; due < target; due++)
        for (const c of clients) {
          counts.sent++;
          c.call('msg.sendGroup', {
            groupID,
            random: ++n,
            priority: 'Normal',
            elements: [{ type: 'TIMTextElem', content: { text } }],
          }).then(
            () => counts.accepted++,
            () => counts.refused++,
          );
        }
      await sleep(10);
    }
  };
  process.on('message', (m) => {
    if (m === 'start') {
      running = true;
      void loop();
      process.send?.('started');
    } else if (m === 'stop') {
      running = false;
      void sleep(500).then(() => process.send?.({ ...counts }));
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  process.send?.('ready');
}

if (process.send && process.argv[2] === 'flood') {
  const [port, groupID, count, rate, bytes] = process.argv.slice(3);
  void runChild(Number(port), groupID!, Number(count), Number(rate), Number(bytes));
}
