import type BetterSqlite3 from 'better-sqlite3';
import {
  createFastStatements,
  type C2CInput,
  type FastKind,
  type FastKinds,
  type GroupInput,
  type Outcome,
  type StoredC2C,
  type StoredGroup,
} from './fast-statements';

export type { C2CInput, GroupInput, StoredC2C, StoredGroup } from './fast-statements';

/** Options of the SQLite hot paths. */
export interface FastOptions {
  /** The service's connection. */
  database: BetterSqlite3.Database;
  /** Holds Kysely's connection while a batch runs, so its transactions never interleave with one. */
  withLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Least time between the starts of two commits of one kind, ms (COMMIT_GAP_MS; tests set their own). */
  commitGapMs?: number;
}

/**
 * Least time between two commits of one kind while sends keep coming. A commit has a cost of its own (the write
 * lock, the log's header and index, the log frames of pages several sends share) besides each send's rows: with
 * the C2C statements alone, a send cost about 1.6x as much CPU in batches of 1 as in batches of 20, 1.1x in
 * batches of 5. Batching only the sends of one event-loop turn made that cost depend on how much a turn gathers,
 * which is least when the service is not busy: the service was dearest per message exactly when it had CPU to
 * spare. Pacing gathers about 13 sends per commit at 3,300 msg/s and 20 at 5,000, for at most 4 ms more
 * latency; a send that finds no commit in the last 4 ms still goes at the end of its turn, as before.
 */
export const COMMIT_GAP_MS = 4;

/**
 * The message-send writes on SQLite: sends arriving together (in one turn of the event loop, or, while sends keep
 * coming, within COMMIT_GAP_MS) are stored in one synchronous transaction (group commit: one WAL commit for the
 * lot). Kysely prepares and awaits every
 * statement, which costs ~10x on this path, so only PostgreSQL keeps the Kysely path.
 *
 * (Running these transactions on a writer thread was measured and was slower: the thread's SQLite work per
 * message was no cheaper, and the round trips and copies between threads added latency.)
 */
export function createFastSqlite(options: FastOptions) {
  const statements = createFastStatements(options.database);
  const run = <K extends FastKind>(kind: K, inputs: FastKinds[K]['input'][]) =>
    options.withLock(async () => statements.runBatch(kind, inputs));
  const gap = options.commitGapMs ?? COMMIT_GAP_MS;
  return {
    c2c: batched('c2c', run, gap) as (input: C2CInput) => Promise<StoredC2C>,
    group: batched('group', run, gap) as (input: GroupInput) => Promise<StoredGroup>,
  };
}

/** The fast paths of one SQLite database. */
export type FastSqlite = ReturnType<typeof createFastSqlite>;

/**
 * Queues inputs of one kind and runs them in batches: one batch at a time, at most one commit start per `gapMs`,
 * and everything that arrived meanwhile goes into the next one (so a slow commit or a busy second makes the next
 * batch bigger, not the queue longer). After a quiet spell the first input is written at the end of its turn.
 */
export function batched<K extends FastKind>(
  kind: K,
  runBatch: (kind: K, inputs: FastKinds[K]['input'][]) => Promise<Outcome<FastKinds[K]['output']>[]>,
  gapMs: number,
): (input: FastKinds[K]['input']) => Promise<FastKinds[K]['output']> {
  type Item = {
    input: FastKinds[K]['input'];
    resolve: (o: FastKinds[K]['output']) => void;
    reject: (e: unknown) => void;
  };
  let queue: Item[] = [];
  let writing = false;
  let scheduled = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  const schedule = () => {
    if (writing || scheduled || !queue.length) return;
    scheduled = true;
    const wait = lastStart + gapMs - performance.now();
    // The first send of a turn schedules the write; the rest of the turn's sends (and, under load, of the turns
    // until the gap is over) join its batch.
    if (wait <= 0) setImmediate(() => void flush());
    else setTimeout(() => void flush(), wait);
  };
  const flush = async () => {
    scheduled = false;
    writing = true;
    lastStart = performance.now();
    const items = queue;
    queue = [];
    try {
      const outcomes = await runBatch(
        kind,
        items.map((x) => x.input),
      );
      items.forEach((x, i) => {
        const o = outcomes[i]!;
        if (o.ok) x.resolve(o.value);
        else x.reject(o.error);
      });
    } catch (error) {
      for (const x of items) x.reject(error);
    }
    writing = false;
    schedule();
  };
  return (input) =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}
