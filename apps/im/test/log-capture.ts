import { pino } from 'pino';
import { loggerOptions, type Logger } from '../src/logger';

/** A service logger (the service's own options) whose JSON lines are kept in memory, to check what it writes. */
export function captureLog(level = 'debug'): { logger: Logger; lines: string[]; records(): LogRecord[] } {
  const lines: string[] = [];
  const logger = pino(loggerOptions(level), { write: (line: string) => void lines.push(line) });
  return { logger, lines, records: () => lines.map((l) => JSON.parse(l) as LogRecord) };
}

/** One parsed log line. */
export interface LogRecord {
  level: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}
