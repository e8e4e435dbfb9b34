import { pino, type Logger } from 'pino';

/**
 * Stream keys, signatures and bearer tokens are secrets: pino censors them wherever they appear as fields.
 * Messages never interpolate them (streams are named by their public `streamName`).
 */
const REDACT = [
  'streamKey',
  '*.streamKey',
  'key',
  '*.key',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers["x-tifo-signature"]',
  'signature',
];

/** Creates the service logger (JSON lines on stdout). */
export function createLogger(level: string): Logger {
  return pino({ name: 'media', level, redact: { paths: REDACT, censor: '[redacted]' } });
}
export type { Logger };
