import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { benchSig, BENCH_APP } from './sig';
import { inBatches, sleep } from './stats';
import { BenchClient } from './ws-client';

// npm run bench:im, part `memory`: the server's memory per idle signed-in connection. The service runs in
// its own process; N clients connect and log in (each its own user), sit idle, and the growth of the
// server's memory over a warmed-up baseline, divided by N, is the cost of one connection. The baseline
// system is a plain `ws` server holding the same N connections in the same run.

/** One system's figures. */
export interface MemoryResult {
  system: 'ours' | 'plain ws';
  connections: number;
  /** Growth per connection, bytes: resident set, and JS heap + external (Buffers) as V8 sees them. */
  rssPerConnection: number;
  heapPerConnection: number;
  rssMiB: number;
}

interface Mem {
  rss: number;
  heapUsed: number;
  external: number;
}

interface MemoryServer {
  port: number;
  memory(): Promise<Mem>;
  stop(): Promise<void>;
}

function startServer(kind: 'im' | 'ws'): Promise<MemoryServer> {
  const child = fork(fileURLToPath(new URL('./memory-server.ts', import.meta.url)), [kind], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (m: { port: number }) =>
      resolve({
        port: m.port,
        memory: () =>
          new Promise((res) => {
            child.once('message', (u: Mem) => res(u));
            child.send('mem');
          }),
        stop: () =>
          new Promise((res) => {
            child.once('exit', () => res());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

async function loginClients(port: number, count: number, prefix: string): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  await inBatches(count, 100, async (i) => {
    const c = await BenchClient.connect(port);
    const userID = `${prefix}${i}`;
    await c.call('session.login', {
      SDKAppID: BENCH_APP,
      userID,
      userSig: benchSig(userID),
      platform: 'bench',
    });
    clients.push(c);
  });
  return clients;
}

async function plainClients(port: number, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  await inBatches(count, 100, async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await new Promise<void>((resolve) => {
      ws.once('message', () => resolve());
      ws.send('{"cmd":"session.login","seq":1,"body":{}}');
    });
    sockets.push(ws);
  });
  return sockets;
}

/** Idle time before measuring, so in-flight work (login writes, acks) has settled. */
const SETTLE_MS = 2000;

async function measure(
  kind: 'im' | 'ws',
  connections: number,
  open: (port: number, count: number, prefix: string) => Promise<{ close(): void }[]>,
): Promise<MemoryResult> {
  const server = await startServer(kind);
  try {
    // Warm-up: the first connections pay for lazy initialisation, JIT and caches, not for holding sockets.
    const warm = await open(server.port, 50, 'warm');
    for (const c of warm) c.close();
    await sleep(SETTLE_MS);
    const before = await server.memory();
    const clients = await open(server.port, connections, 'idle');
    await sleep(SETTLE_MS);
    const after = await server.memory();
    for (const c of clients) c.close();
    return {
      system: kind === 'im' ? 'ours' : 'plain ws',
      connections,
      rssPerConnection: (after.rss - before.rss) / connections,
      heapPerConnection: (after.heapUsed + after.external - before.heapUsed - before.external) / connections,
      rssMiB: after.rss / 2 ** 20,
    };
  } finally {
    await server.stop();
  }
}

/** Ours, then the plain ws baseline, with the same number of connections. */
export async function benchMemory(connections: number): Promise<[MemoryResult, MemoryResult]> {
  const ours = await measure('im', connections, loginClients);
  const plain = await measure('ws', connections, (port, count) =>
    plainClients(port, count).then((sockets) => sockets.map((ws) => ({ close: () => ws.terminate() }))),
  );
  return [ours, plain];
}
