import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

describe('cacheStatements', () => {
  it('reuses a statement per SQL text, keeps the most recent ones, and follows schema changes', () => {
    const db = new SQLite(':memory:');
    cacheStatements(db, 2);
    db.exec('CREATE TABLE t (a INTEGER)');
    const insert = db.prepare('INSERT INTO t (a) VALUES (?)');
    expect(db.prepare('INSERT INTO t (a) VALUES (?)')).toBe(insert);
    insert.run(1);
    const select = db.prepare('SELECT * FROM t');
    expect(select.all()).toEqual([{ a: 1 }]);
    // A third text evicts the least recently used (the insert).
    db.prepare('SELECT count(*) AS n FROM t');
    expect(db.prepare('SELECT * FROM t')).toBe(select);
    expect(db.prepare('INSERT INTO t (a) VALUES (?)')).not.toBe(insert);
    db.exec('ALTER TABLE t ADD COLUMN b TEXT DEFAULT NULL');
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ a: 1, b: null }]);
    db.close();
  });
});
