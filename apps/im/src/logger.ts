import { pino, type Logger } from 'pino';

/** Creates the service logger (JSON lines on stdout). */
export function createLogger(level: string): Logger {
  return pino({ name: 'im', level });
}
export type { Logger };
