import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPgDatabase } from '../../../test-support/pg-database';

/** A database a test suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Creates a fresh, empty database and returns how to reach it. */
  create(): Promise<{ databaseUrl: string; dataDir: string; drop(): Promise<void> }>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-test-'));
    return {
      databaseUrl: '',
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const db = await freshPgDatabase('tifo_test', adminUrl);
      if (!db) throw new Error('no PostgreSQL admin URL');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-test-'));
      return {
        databaseUrl: db.url,
        dataDir,
        drop: async () => {
          await db.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** The databases to run repository and HTTP tests on in this environment. */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite];
