import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite in WAL mode copies the log back into the database file ("checkpoint") and syncs it to disk. By default
 * the connection that commits past 1,000 log pages does that itself, inside the commit: on the messaging service
 * that is the event loop, which then stalls for the copy and the fsync while thousands of sockets wait. This
 * runs checkpoints on a worker thread with its own connection instead (PASSIVE: never blocks the writer), every
 * `everyMs`; the main connection keeps a high automatic threshold only as a backstop.
 *
 * The worker is plain JavaScript evaluated from a string, so it runs the same under tsx, vitest and a build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    // Under steady writes a PASSIVE checkpoint rarely catches the log's end between two commits, and the log only
    // starts over after one that does: past restartPages, RESTART (which makes the writer wait for the few
    // frames PASSIVE left, then starts the log over) keeps it short.
    if (r && r.log > workerData.restartPages) db.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } finally {
    db.close();
    parentPort.postMessage({ stopped: true });
  }
});
`;

/** A running background checkpointer. */
export interface Checkpointer {
  /** Runs a last checkpoint and ends the worker. */
  stop(): Promise<void>;
}

/** When and how the worker checkpoints. */
export interface CheckpointOptions {
  everyMs: number;
  /** Log size (pages) past which it restarts the log. */
  restartPages: number;
}

/**
 * Starts checkpointing `file` on a worker thread; `onError` hears failed checkpoints. The log restarts take the
 * write lock for a moment, so every write transaction on the file must begin IMMEDIATE (db.ts, fast-statements.ts).
 */
export function startCheckpointer(
  file: string,
  { everyMs, restartPages }: CheckpointOptions,
  onError: (message: string) => void,
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, everyMs, driver, restartPages },
  });
  worker.unref();
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(m.error);
  });
  worker.on('error', (error) => onError(String(error)));
  let exited = false;
  worker.once('exit', () => (exited = true));
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      if (exited) return Promise.resolve();
      stopping ??= new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.on('message', (m: { stopped?: boolean }) => {
          if (m.stopped) void worker.terminate();
        });
        worker.postMessage('stop');
      });
      return stopping;
    },
  };
}
