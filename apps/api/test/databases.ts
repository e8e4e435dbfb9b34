import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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
      const name = `tifo_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-test-'));
      return {
        databaseUrl: url.toString(),
        dataDir,
        drop: async () => {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
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
