import type { FastifyRequest } from 'fastify';

// Query strings can carry secrets: login works by GET, and the web app's GET calls carry the session token.
const SECRET_KEYS = new Set([
  'password',
  'old_password',
  'new_password',
  'token',
  'token_web',
  'sms_code',
  'captcha',
]);

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the values of secret query parameters replaced by `***`. */
export function redactUrl(url: string): string {
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
