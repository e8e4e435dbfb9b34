import type SQLite from 'better-sqlite3';

/**
 * Makes `prepare` reuse compiled statements by SQL text (the last `max` texts). Kysely prepares every query anew,
 * and SQLite's compile (parse, plan, constraint and RETURNING code) costs 5-15 times the run of a short indexed
 * statement: a ledger transfer's four statements spent most of their time being compiled. Reusing is safe here:
 * Kysely runs each statement to completion (`all`/`run`; nothing streams through `iterate`), and SQLite
 * recompiles a statement by itself when the schema changed since.
 */
export function cacheStatements(db: SQLite.Database, max = 256): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, SQLite.Statement>();
  db.prepare = ((source: string) => {
    const hit = cache.get(source);
    if (hit) {
      // Most recently used last, so the first key is the one to drop.
      cache.delete(source);
      cache.set(source, hit);
      return hit;
    }
    const statement = prepare(source);
    cache.set(source, statement);
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    return statement;
  }) as SQLite.Database['prepare'];
}
