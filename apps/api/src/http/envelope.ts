import type { FastifyRequest } from 'fastify';
import type { ApiError } from './api-error';
import { messageFor } from './error-codes';
import type { ApiErrorCode, Lang } from './error-codes';

/** Every response body: status 0 success, 1 error, 2 login timeout; `code` names the error. */
export interface Envelope<T = unknown> {
  status: 0 | 1 | 2;
  msg: string;
  data: T;
  code?: ApiErrorCode;
}

/** A success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { status: 0, msg: 'ok', data };
}

/** The failure envelope for an error, with the message in the caller's language. */
export function failure(error: ApiError, lang: Lang): Envelope<unknown> {
  const base = messageFor(error.code, lang);
  return {
    status: error.status,
    msg: error.detail ? `${base}: ${error.detail}` : base,
    data: error.data ?? null,
    code: error.code,
  };
}

/** The language of a request: `lang=pt-br` (query or body) asks for Portuguese, anything else is Chinese. */
export function requestLang(request: FastifyRequest): Lang {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  const body = request.body;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).lang : undefined;
  const lang = String(fromQuery ?? fromBody ?? '').toLowerCase();
  return lang.startsWith('pt') ? 'pt' : 'zh';
}
