import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';

// Query strings can carry secrets: login works by GET, the web app's GET calls carry the session token (and
// pages read `token` from their own query), and messaging signatures travel as `usersig`.
const SECRET_KEYS = new Set([
  'password',
  'old_password',
  'new_password',
  'token',
  'token_web',
  'access_token',
  'authorization',
  'sms_code',
  'code',
  'captcha',
  'usersig',
  'user_sig',
  'txim_sign',
  'sig',
  'signature',
  'secret',
]);

/** A path with its %-escapes decoded (so `/%77hip/<key>` is seen as WHIP), or as it is when malformed. */
function decodePath(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

// A WHIP path carries the stream key (/whip/<key>, also under /media) or the session that ends a live
// (/whip/session/<id>): both are secrets, whatever the letter case or encoding of "whip".
const WHIP_SECRET_PATH = /(\/whip\/(?:session\/)?)[^/?#]+/gi;

/** The URL with WHIP keys in the path and the values of secret query parameters replaced by `***`. */
export function redactUrl(url: string): string {
  const q0 = url.indexOf('?');
  const path = q0 < 0 ? url : url.slice(0, q0);
  const decoded = decodePath(path);
  // Only a path that names a WHIP key is rewritten (decoded); every other path is logged as it came.
  const maskedPath = /\/whip\/[^/?#]/i.test(decoded) ? decoded.replace(WHIP_SECRET_PATH, '$1***') : path;
  url = q0 < 0 ? maskedPath : `${maskedPath}${url.slice(q0)}`;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0 || !SECRET_KEYS.has(decodeKey(part.slice(0, eq)))) return part;
      return `${part.slice(0, eq)}=***`;
    });
  return `${url.slice(0, q + 1)}${parts.join('&')}`;
}

/** Fastify's request log fields, with secrets in the query masked. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

// A key=value or "key": value pair whose key is a secret, in any text (error messages, stacks).
const SECRET_PAIR = new RegExp(
  `(["']?(?:${[...SECRET_KEYS].join('|')})["']?\\s*[:=]\\s*)("[^"]*"?|'[^']*'?|[^\\s&,;}"']+)`,
  'gi',
);

/** Text with the values of secret key=value / "key": value pairs replaced by `***`. */
export function redactText(text: string): string {
  return text.replace(SECRET_PAIR, '$1***');
}

/**
 * Errors as logs show them. A body that fails to parse is described without its text: V8 quotes the start of
 * the input ("password=h"... is not valid JSON), and a body is where passwords, codes and tokens travel. Any
 * other message and stack has its secret pairs masked.
 */
export function errorLogSerializer(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const code = (error as { code?: unknown }).code;
  const fromBody =
    error instanceof SyntaxError || (typeof code === 'string' && code.startsWith('FST_ERR_CTP'));
  const message = fromBody
    ? 'request body could not be parsed (content not logged)'
    : redactText(error.message);
  const stack = typeof serialized.stack === 'string' ? serialized.stack.split('\n').slice(1).join('\n') : '';
  return {
    ...serialized,
    message,
    stack: `${error.name}: ${message}\n${fromBody ? stack : redactText(stack)}`,
  };
}

/** The serializers every API logger uses: requests with masked query strings, errors without secrets. */
export const logSerializers = { req: requestLogSerializer, err: errorLogSerializer };

/** The API's root logger (children, such as Fastify's request loggers, inherit its serializers). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'api' }, serializers: logSerializers };
  return destination ? pino(options, destination) : pino(options);
}
