import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImServer } from '@tifo/im';
import { WebSocketServer } from 'ws';
import { BENCH_APP, BENCH_SECRET } from './sig';

// The server side of the memory part, in its own process (run with --expose-gc), so its memory is the
// server's alone: `im` is the messaging service as deployed by default; `ws` is the baseline, a plain `ws`
// server that answers each client's one frame (the login's stand-in) and then holds the socket.
// IPC: sends {port} when listening; answers 'mem' with process.memoryUsage() after full collections.

const kind = process.argv[2];
let port: number;
let stop: () => Promise<void>;

if (kind === 'im') {
  const dir = mkdtempSync(join(tmpdir(), 'im-bench-memory-'));
  const server = await startImServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${join(dir, 'im.db')}`,
      secret: BENCH_SECRET,
      sdkAppID: BENCH_APP,
      redisUrl: undefined,
      logLevel: 'warn',
    },
  });
  port = server.port;
  stop = () => server.close();
} else {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (socket) => {
    socket.on('message', () => socket.send('{"seq":1,"code":0,"message":"ok","body":{}}'));
  });
  port = (wss.address() as { port: number }).port;
  stop = () => new Promise((resolve) => wss.close(() => resolve()));
}

const gc = (globalThis as { gc?: () => void }).gc;

process.send?.({ port });
process.on('message', (m) => {
  if (m !== 'mem' || !process.connected) return;
  // Twice: the first collection's finalizers free more for the second.
  gc?.();
  gc?.();
  process.send?.(process.memoryUsage());
});
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  stop().finally(() => process.exit(0));
});
