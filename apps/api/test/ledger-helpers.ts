import path from 'node:path';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { Ledger } from '../src/modules/ledger';
import type { TestDatabase } from './databases';

/** A migrated, empty database of the given kind with a ledger on it (no HTTP app). */
export interface LedgerFixture {
  db: Db;
  ledger: Ledger;
  /** How to reach the same database (the check command opens it itself). */
  env: { DATA_DIR: string; DATABASE_URL: string };
  close(): Promise<void>;
}

/** Opens a fresh database (PostgreSQL pool of 10, as the API). */
export async function openLedgerFixture(
  database: TestDatabase,
  now: () => number = Date.now,
): Promise<LedgerFixture> {
  const created = await database.create();
  const db = openDatabase({
    databaseUrl: created.databaseUrl || undefined,
    sqliteFile: path.join(created.dataDir, 'tifo.db'),
  });
  await migrateToLatest(db);
  return {
    db,
    ledger: new Ledger(db, now),
    env: { DATA_DIR: created.dataDir, DATABASE_URL: created.databaseUrl },
    async close() {
      await db.close();
      await created.drop();
    },
  };
}
