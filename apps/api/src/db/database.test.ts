import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite files', () => {
  it('are created readable by the owner only (db, -wal, -shm), whatever the umask', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-perm-'));
    const file = path.join(dir, 'data', 'tifo.db');
    const umask = process.umask(0o022);
    try {
      const db = openDatabase({ sqliteFile: file });
      await migrateToLatest(db);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe(0o600);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      await db.close();
    } finally {
      process.umask(umask);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tightens files an older version left world-readable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-perm-'));
    const file = path.join(dir, 'tifo.db');
    try {
      fs.writeFileSync(file, '', { mode: 0o644 });
      fs.chmodSync(file, 0o644);
      const db = openDatabase({ sqliteFile: file });
      await migrateToLatest(db);
      expect(modeOf(file)).toBe(0o600);
      await db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
