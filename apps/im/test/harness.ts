import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPgDatabase, type FreshPgDatabase } from '../../../test-support/pg-database';
import { startImServer, type ImServer } from '../src/server';
import type { ImConfig } from '../src/config';
import type { Logger } from '../src/logger';
import { TEST_APP, TEST_SECRET, TestClient } from './client';

/** A service on a random port with a fresh SQLite file (PostgreSQL when TEST_DATABASE_URL is set: a new db). */
export interface Harness {
  server: ImServer;
  dir: string;
  client(userID?: string): Promise<TestClient>;
  /** Restarts the service on the same port and database (with config overrides, if given). */
  restart(config?: Partial<ImConfig>): Promise<void>;
  close(): Promise<void>;
}

/** Starts a test service. */
export async function startHarness(
  config: Partial<ImConfig> = {},
  options: { logger?: Logger } = {},
): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'im-test-'));
  const pgDb = await createPgDatabase();
  const base: Partial<ImConfig> = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: pgDb?.url ?? `sqlite:${join(dir, 'im.db')}`,
    secret: TEST_SECRET,
    sdkAppID: TEST_APP,
    redisUrl: undefined,
    logLevel: 'silent',
    profanityWords: ['badword'],
    profanityMode: 'replace',
    sendRatePerSecond: 1000,
    ...config,
  };
  let server = await startImServer({ config: base, logger: options.logger });
  const clients: TestClient[] = [];
  const h: Harness = {
    get server() {
      return server;
    },
    dir,
    async client(userID) {
      const c = await TestClient.connect(server.port);
      clients.push(c);
      if (userID) await c.login(userID);
      return c;
    },
    async restart(overrides = {}) {
      const port = server.port;
      await server.close();
      server = await startImServer({ config: { ...base, ...overrides, port }, logger: options.logger });
    },
    async close() {
      for (const c of clients) c.close();
      await server.close();
      await pgDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}

/** With TEST_DATABASE_URL: a fresh PostgreSQL database for one harness (or test), dropped afterwards. */
export function createPgDatabase(): Promise<FreshPgDatabase | null> {
  return freshPgDatabase('im_test');
}
