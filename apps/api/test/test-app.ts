import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import type { TestDatabase } from './databases';

/** A running app on a fresh database, with helpers to call it like a client. */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** POSTs a JSON body and returns the parsed envelope. */
  post<T = unknown>(
    url: string,
    body?: Record<string, unknown>,
  ): Promise<{ status: number; msg: string; data: T; code?: string }>;
  /** GETs with a query and returns the parsed envelope. */
  get<T = unknown>(
    url: string,
    query?: Record<string, string>,
  ): Promise<{ status: number; msg: string; data: T; code?: string }>;
  close(): Promise<void>;
}

/** Starts the API on a fresh database of the given kind (migrated, not seeded unless asked). */
export async function startTestApp(
  database: TestDatabase,
  options: { env?: Record<string, string>; now?: () => number } = {},
): Promise<TestApp> {
  const created = await database.create();
  const config = loadConfig({
    DATA_DIR: created.dataDir,
    DATABASE_URL: created.databaseUrl,
    IM_SECRET: 'test-secret',
    // No messaging service in these tests: admin calls (logout's revoke) fail at once and are only logged.
    IM_URL: 'http://127.0.0.1:1',
    IM_ADMIN_URL: 'http://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    VITEST: '1',
    ...options.env,
  });
  const ctx = await createContext(config, options.now);
  const app = await buildApp(ctx, { serveWeb: false, proxyIm: false });
  await app.ready();
  return {
    app,
    ctx,
    async post(url, body = {}) {
      const res = await app.inject({ method: 'POST', url, payload: body });
      return res.json();
    },
    async get(url, query = {}) {
      const res = await app.inject({ method: 'GET', url, query });
      return res.json();
    },
    async close() {
      await app.close();
      await ctx.db.close();
      await created.drop();
    },
  };
}
