import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { AppContext } from './app-context';
import type { ApiConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './http/log-redaction';
import { SessionService } from './modules/sessions';

/**
 * Opens the database, runs migrations and assembles the shared services. `logTo` sends the logs elsewhere than
 * stdout (tests read them).
 */
export async function createContext(
  config: ApiConfig,
  now: () => number = Date.now,
  logTo?: DestinationStream,
): Promise<AppContext> {
  const log = createLogger(config.logLevel, logTo);
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'tifo.db'),
  });
  await migrateToLatest(db);
  return { config, db, log, sessions: new SessionService(db, now), now };
}
