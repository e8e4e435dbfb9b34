import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { cacheStatements } from './statement-cache';

/** Which SQL engine a database handle talks to; a few queries differ by dialect. */
export type Dialect = 'sqlite' | 'postgres';

/** A Kysely handle plus the facts about it the repositories need. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (int8) as strings by default; our ids and amounts fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * Makes sure the database file exists readable by its owner only (0600), in a folder created 0700 when new:
 * it holds password hashes and private data. SQLite gives its -wal and -shm files the database file's mode;
 * ones left by an older version are tightened too. Existing folders keep their mode (DATA_DIR may be shared).
 */
export function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file (created with its folder). */
export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile: string;
  onPoolError?: (error: Error) => void;
}): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be cut by the server (restart, failover, admin termination). pg reports that on
    // the pool, and an unhandled 'error' event would crash the API; the pool reconnects on next use.
    pool.on('error', (error) => options.onPoolError?.(error));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (options.sqliteFile !== ':memory:') createPrivateFile(options.sqliteFile);
  const sqlite = new SQLite(options.sqliteFile);
  // WAL lets readers run while the live engine writes; NORMAL sync is durable enough with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  cacheStatements(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
