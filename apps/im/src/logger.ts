import { pino, type Logger, type LoggerOptions } from 'pino';

/** Query and body field names whose values never reach a log line (signatures, tokens, passwords, codes). */
const SECRET_NAME = /sig|token|secret|passw|pwd|auth|sms|captcha|^code$|^key$/i;

/** Paths pino censors in any log record (a field logged by mistake, an error carrying request data). */
const REDACT_PATHS = [
  'usersig',
  'userSig',
  'token',
  'password',
  'secret',
  'authorization',
  '*.usersig',
  '*.userSig',
  '*.token',
  '*.password',
  '*.secret',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
];

/** A URL with the value of every secret-looking query parameter replaced (the path and other parameters stay). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_NAME.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** The request fields a log line may carry: no query secrets, no headers. */
export function requestForLog(req: { method?: string; url?: string; ip?: string }): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip };
}

/** Options of every service logger: secrets censored, requests reduced to method, redacted URL and address. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    name: 'im',
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog },
  };
}

/** Creates the service logger (JSON lines on stdout), with secrets censored. */
export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
export type { Logger };
