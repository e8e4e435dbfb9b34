import path from 'node:path';
import pino from 'pino';
import type { AppContext } from './app-context';
import type { ApiConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { SessionService } from './modules/sessions/service';

/** Opens the database, runs migrations and assembles the shared services. */
export async function createContext(config: ApiConfig, now: () => number = Date.now): Promise<AppContext> {
  const log = pino({ level: config.logLevel, base: { service: 'api' } });
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'tifo.db'),
  });
  await migrateToLatest(db);
  return { config, db, log, sessions: new SessionService(db, now), now };
}
