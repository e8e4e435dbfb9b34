import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { io as ioClient } from 'socket.io-client';
import type { WebSocket } from 'ws';
import { inBatches } from './stats';
import { BenchClient } from './ws-client';

// A separate process holding the bulk of the viewers, which only count what they receive, so the process that
// measures latency (sampled viewers and the sender) is not slowed down by thousands of sockets.

/** Viewers running in another process. */
export interface ViewerFleet {
  deliveries(): Promise<number>;
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
  const child = fork(fileURLToPath(import.meta.url), [system, String(port), String(count), groupID], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (niceness && child.pid) setPriority(child.pid, niceness);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () =>
      resolve({
        deliveries: () =>
          new Promise((res) => {
            child.once('message', (n: number) => res(n));
            child.send('count');
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

const MARK = Buffer.from('"broadcastSequence":');
function countMarks(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(MARK); i !== -1; i = buf.indexOf(MARK, i + MARK.length)) n++;
  return n;
}

async function runChild(system: string, port: number, count: number, groupID: string): Promise<void> {
  let deliveries = 0;
  if (system === 'ours') {
    await inBatches(count, 100, async () => {
      const c = await BenchClient.connect(port);
      await c.call('group.join', { groupID });
      c.ws.removeAllListeners('message');
      c.ws.on('message', (data: Buffer) => (deliveries += countMarks(data)));
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
      // Count raw frames without decoding, as the other fleet does.
      s.io.engine.off('data');
      (s.io.engine.transport as unknown as { ws: WebSocket }).ws.on('message', () => deliveries++);
    });
  }
  process.on('message', () => process.send?.(deliveries));
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  process.send?.('ready');
}

if (process.send && process.argv[2]) {
  const [system, port, count, groupID] = process.argv.slice(2);
  void runChild(system!, Number(port), Number(count), groupID ?? '');
}
