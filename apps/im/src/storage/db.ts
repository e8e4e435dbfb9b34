import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { createFastSqlite, type FastSqlite } from './fast-sqlite';
import { startCheckpointer } from './checkpointer';
import { tuneSqlite } from './sqlite-tuning';

/**
 * How often the background checkpointer runs. A short log keeps the writer's page lookups and each checkpoint
 * small: in the C2C benchmark (3,000 msg/s) p99 was 160-170 ms at 100-200 ms, 250-360 ms at 1 s and 380 ms at
 * 5 s, for about 10% more CPU than at 1 s.
 */
const CHECKPOINT_EVERY_MS = 200;

/** The database handle plus its dialect (a few queries differ). */
export interface Db {
  kysely: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** Accounts known to be stored (filled after commits; lets hot paths skip the account insert). */
  knownUsers: Set<string>;
  /** SQLite only: the synchronous hot paths (created after migrations by `prepareFast`). */
  fast: FastSqlite | null;
  /** Builds `fast` once the tables exist (SQLite); no-op on PostgreSQL. */
  prepareFast(): void;
  close(): Promise<void>;
}

/**
 * Opens the database named by `url`: `postgres://...` (or `postgresql://`) for PostgreSQL, otherwise SQLite
 * (`sqlite:<file>`, a plain file path, or `:memory:`).
 */
export function openDb(url: string, onBackgroundError?: (error: Error) => void): Db {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection can be cut by the server (restart, failover, admin termination). pg reports that on
    // the pool, and an unhandled 'error' event would crash the service; the pool reconnects on next use.
    pool.on('error', (error) => onBackgroundError?.(error));
    // int8 columns (message random) hold values below 2^53: read them as numbers.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      knownUsers: new Set(),
      fast: null,
      prepareFast: () => undefined,
      close: () => kysely.destroy(),
    };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  tuneSqlite(database);
  // Checkpoints run on a worker (checkpointer.ts); 20,000 pages (80 MB of log) is only the backstop.
  const checkpointer =
    file === ':memory:'
      ? undefined
      : startCheckpointer(file, CHECKPOINT_EVERY_MS, (message) =>
          onBackgroundError?.(new Error(`checkpoint: ${message}`)),
        );
  if (checkpointer) database.pragma('wal_autocheckpoint = 20000');
  // Kysely prepares every query anew; hot paths repeat the same SQL, so keep prepared statements.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const cached = {
    close: () => database.close(),
    prepare(sql: string) {
      let stmt = statements.get(sql);
      if (!stmt) {
        stmt = database.prepare(sql);
        if (statements.size > 2000) statements.clear();
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cached as unknown as BetterSqlite3.Database }),
  });
  const db: Db = {
    kysely,
    dialect: 'sqlite',
    knownUsers: new Set(),
    fast: null,
    prepareFast: () => {
      db.fast = createFastSqlite({ database, withLock: (fn) => kysely.connection().execute(fn) });
    },
    close: async () => {
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
  return db;
}
