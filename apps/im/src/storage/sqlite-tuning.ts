import type BetterSqlite3 from 'better-sqlite3';

/**
 * Settings of every connection to the service's SQLite file: write-ahead log (readers never wait for the
 * writer), commits without fsync (the log is synced at checkpoints: a power cut can lose the last moments but
 * never corrupts), a wait instead of an error when another connection writes, and a 64 MB page cache so the
 * hot B-tree pages of a busy server are not re-read from the OS.
 */
export function tuneSqlite(database: BetterSqlite3.Database): void {
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('cache_size = -65536');
}
