import type { Logger } from 'pino';
import type { ApiConfig } from './config';
import type { Db } from './db/database';
import type { SessionService } from './modules/sessions';

/**
 * The shared services every feature module receives. Modules add what they need to share here; anything
 * used by one module only stays inside that module.
 */
export interface AppContext {
  config: ApiConfig;
  db: Db;
  log: Logger;
  sessions: SessionService;
  /** The clock; tests pass a fixed one. */
  now: () => number;
}
