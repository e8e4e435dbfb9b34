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
}

/**
 * The message-send writes on SQLite: sends arriving in the same turn of the event loop are stored in one
 * synchronous transaction (group commit: one WAL commit for the lot). Kysely prepares and awaits every
 * statement, which costs ~10x on this path, so only PostgreSQL keeps the Kysely path.
 *
 * (Running these transactions on a writer thread was measured and was slower: the thread's SQLite work per
 * message was no cheaper, and the round trips and copies between threads added latency.)
 */
export function createFastSqlite(options: FastOptions) {
  const statements = createFastStatements(options.database);
  const run = <K extends FastKind>(kind: K, inputs: FastKinds[K]['input'][]) =>
    options.withLock(async () => statements.runBatch(kind, inputs));
  return {
    c2c: batched('c2c', run) as (input: C2CInput) => Promise<StoredC2C>,
    group: batched('group', run) as (input: GroupInput) => Promise<StoredGroup>,
  };
}

/** The fast paths of one SQLite database. */
export type FastSqlite = ReturnType<typeof createFastSqlite>;

/**
 * Queues inputs of one kind and runs them in batches: one batch at a time, and everything that arrived while a
 * batch was being written goes into the next one (so a slow commit makes the next batch bigger, not the queue
 * longer).
 */
function batched<K extends FastKind>(
  kind: K,
  runBatch: (kind: K, inputs: FastKinds[K]['input'][]) => Promise<Outcome<FastKinds[K]['output']>[]>,
): (input: FastKinds[K]['input']) => Promise<FastKinds[K]['output']> {
  type Item = {
    input: FastKinds[K]['input'];
    resolve: (o: FastKinds[K]['output']) => void;
    reject: (e: unknown) => void;
  };
  let queue: Item[] = [];
  let writing = false;
  const flush = async () => {
    writing = true;
    while (queue.length) {
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
    }
    writing = false;
  };
  return (input) =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject });
      // The first send of a turn schedules the write; the rest of the turn's sends join its batch.
      if (queue.length === 1 && !writing) setImmediate(() => void flush());
    });
}
