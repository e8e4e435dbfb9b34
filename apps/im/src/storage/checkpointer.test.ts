import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('background checkpointer', () => {
  it('copies committed log pages into the database file off the writing thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ckpt-'));
    dirs.push(dir);
    const file = join(dir, 'x.db');
    const db = new BetterSqlite3(file);
    db.pragma('journal_mode = WAL');
    // The writer never checkpoints by itself here: only the worker can move pages into the file.
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table t (v text)');
    const insert = db.prepare('insert into t (v) values (?)');
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run('x'.repeat(2000));
    })();
    expect(statSync(file).size).toBeLessThan(100_000);
    const errors: string[] = [];
    const checkpointer = startCheckpointer(file, { everyMs: 20, restartPages: 1_000_000 }, (m) =>
      errors.push(m),
    );
    for (let i = 0; i < 100 && statSync(file).size < 1_000_000; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    await checkpointer.stop();
    await checkpointer.stop();
    expect(errors).toEqual([]);
    expect((db.prepare('select count(*) as n from t').get() as { n: number }).n).toBe(500);
    db.close();
  });
});
