import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { createFastSqlite, type FastSqlite } from './fast-sqlite';
import { startCheckpointer, type CheckpointOptions } from './checkpointer';
import { tuneSqlite } from './sqlite-tuning';
import { preparePrivateDatabase, privateSidecars } from './file-modes';

/**
 * The background checkpointer's schedule. A short log keeps the writer's page lookups and each checkpoint small:
 * in the C2C benchmark (3,000 msg/s) p99 was 160-170 ms at 100-200 ms, 250-360 ms at 1 s and 380 ms at 5 s.
 * Under steady writes the log never ends between two commits, so it only starts over through a RESTART, which
 * holds the write lock for one fsync (about 50 ms on the benchmark machine's disk). Before, that happened in the
 * writer's own automatic checkpoint on the event loop; now the worker restarts the log past 24,000 pages (96 MB,
 * about every second at 3,000 msg/s): C2C p99 53-126 ms, against 103 ms at 12,000 pages, 114-133 ms at 4,000.
 */
const CHECKPOINTS: CheckpointOptions = { everyMs: 200, restartPages: 24_000 };

/**
 * SQLite through Kysely with every transaction begun IMMEDIATE (the write lock at BEGIN, waiting out the
 * checkpointer's log restarts) instead of deferred, where a restart between a transaction's first read and its
 * first write fails it with SQLITE_BUSY_SNAPSHOT.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

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
export function openDb(
  url: string,
  onBackgroundError?: (error: Error) => void,
  checkpoints: CheckpointOptions = CHECKPOINTS,
): Db {
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
  if (file !== ':memory:') preparePrivateDatabase(file);
  const database = new BetterSqlite3(file);
  tuneSqlite(database);
  if (file !== ':memory:') privateSidecars(file);
  // Checkpoints run on a worker (checkpointer.ts); 100,000 pages (400 MB of log) is only the backstop.
  const checkpointer =
    file === ':memory:'
      ? undefined
      : startCheckpointer(file, checkpoints, (message) =>
          onBackgroundError?.(new Error(`checkpoint: ${message}`)),
        );
  if (checkpointer) database.pragma('wal_autocheckpoint = 100000');
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
    dialect: new ImmediateSqliteDialect({ database: cached as unknown as BetterSqlite3.Database }),
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
