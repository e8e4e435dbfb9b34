import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { io as ioClient } from 'socket.io-client';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { forkPinned, runPlan } from './pinning';
import { lagMonitor, type Lag } from './run-health';
import { inBatches } from './stats';
import { BenchClient } from './ws-client';

// A separate process holding the bulk of the viewers, which only count what they receive, so the process that
// measures latency (sampled viewers and the sender) is not slowed down by thousands of sockets.

/** Viewers running in another process. */
export interface ViewerFleet {
  pid: number;
  deliveries(): Promise<number>;
  /** Starts the fleet's event-loop lag measurement over (the start of a measurement). */
  resetLag(): void;
  /** The fleet's event-loop lag since `resetLag`. */
  lag(): Promise<Lag>;
  stop(): Promise<void>;
}

/** Starts `count` counting viewers of `system` ('ours' with a groupID, or 'sio') in a child process. */
export function startViewers(
  system: 'ours' | 'sio',
  port: number,
  count: number,
  groupID = '',
  niceness = 0,
): Promise<ViewerFleet> {
  // On the load generators' cores (pinning.ts), below the service's priority.
  const child = forkPinned(
    fileURLToPath(import.meta.url),
    [system, String(port), String(count), groupID],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    runPlan().fleet,
  );
  if (niceness && child.pid) setPriority(child.pid, niceness);
  const ask = <T>(what: 'count' | 'lag') =>
    new Promise<T>((res) => {
      child.once('message', (answer: T) => res(answer));
      child.send(what);
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () =>
      resolve({
        pid: child.pid!,
        deliveries: () => ask<number>('count'),
        resetLag: () => void child.send('reset-lag'),
        lag: () => ask<Lag>('lag'),
        stop: () =>
          new Promise((res) => {
            child.once('exit', () => res());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

function countMarks(buf: Buffer, mark: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(mark); i !== -1; i = buf.indexOf(mark, i + mark.length)) n++;
  return n;
}

/**
 * Counts what a connected WebSocket receives by reading its TCP socket directly: `mark` occurs once per message
 * delivered. WebSocket framing, text decoding and an event per frame would cost this process about as much CPU as
 * the server spends writing (the fleet and the server share the machine's cores), so the counting viewers only
 * scan bytes. A mark split between two reads is found by keeping the previous read's last bytes.
 */
function countRaw(ws: WebSocket, mark: Buffer, onCount: (n: number) => void): void {
  const socket = (ws as unknown as { _socket: Socket })._socket;
  socket.removeAllListeners('data');
  let tail = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    const buf = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    onCount(countMarks(buf, mark));
    tail = Buffer.from(buf.subarray(Math.max(0, buf.length - (mark.length - 1))));
  });
}

async function runChild(system: string, port: number, count: number, groupID: string): Promise<void> {
  let deliveries = 0;
  if (system === 'ours') {
    await inBatches(count, 100, async () => {
      const c = await BenchClient.connect(port);
      await c.call('group.join', { groupID });
      countRaw(c.ws, Buffer.from('"broadcastSequence":'), (n) => (deliveries += n));
    });
  } else {
    await inBatches(count, 100, async () => {
      const s = ioClient(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      s.emit('join', 'room');
      // Count raw bytes without decoding, as the other fleet does (sio-server.ts sends {text, at}).
      s.io.engine.off('data');
      const { ws } = s.io.engine.transport as unknown as { ws: WebSocket };
      countRaw(ws, Buffer.from('"at":'), (n) => (deliveries += n));
    });
  }
  // Its own event-loop lag says whether it kept up with reading (run-health.ts).
  const lag = lagMonitor();
  process.on('message', (m) => {
    if (m === 'reset-lag') lag.reset();
    else if (m === 'lag') process.send?.(lag.read());
    else process.send?.(deliveries);
  });
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  process.send?.('ready');
}

if (process.send && process.argv[2]) {
  const [system, port, count, groupID] = process.argv.slice(2);
  void runChild(system!, Number(port), Number(count), groupID ?? '');
}
