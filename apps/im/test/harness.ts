import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImServer, type ImServer } from '../src/server';
import type { ImConfig } from '../src/config';
import { TEST_APP, TEST_SECRET, TestClient } from './client';

/** A service on a random port with a fresh SQLite file (PostgreSQL when TEST_DATABASE_URL is set: a new db). */
export interface Harness {
  server: ImServer;
  dir: string;
  client(userID?: string): Promise<TestClient>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a test service. */
export async function startHarness(config: Partial<ImConfig> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'im-test-'));
  const base: Partial<ImConfig> = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: `sqlite:${join(dir, 'im.db')}`,
    secret: TEST_SECRET,
    sdkAppID: TEST_APP,
    redisUrl: undefined,
    logLevel: 'silent',
    profanityWords: ['badword'],
    profanityMode: 'replace',
    sendRatePerSecond: 1000,
    ...config,
  };
  let server = await startImServer({ config: base });
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
    async restart() {
      const port = server.port;
      await server.close();
      server = await startImServer({ config: { ...base, port } });
    },
    async close() {
      for (const c of clients) c.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}
