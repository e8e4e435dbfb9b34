import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { SessionUser } from '../modules/sessions/service';
import { ApiError } from './api-error';
import { API_ERROR_CODES } from './error-codes';
import type { ApiErrorCode, Lang } from './error-codes';
import { ok, requestLang } from './envelope';

/** Whether a route needs a logged-in user. */
export type AuthMode = 'required' | 'optional' | 'none';

type UserFor<A extends AuthMode> = A extends 'required' ? SessionUser : SessionUser | null;

/** What a handler gets: the validated input (query and body merged), the caller and the raw request. */
export interface RouteCall<B, A extends AuthMode> {
  input: B;
  user: UserFor<A>;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A route as the registry records it, for documentation and for the test that walks every endpoint. */
export interface RouteSpec<S extends z.ZodType = z.ZodType, A extends AuthMode = AuthMode> {
  method: 'GET' | 'POST' | Array<'GET' | 'POST'>;
  path: string | string[];
  input: S;
  auth: A;
  /** One line for the generated API docs. */
  summary: string;
  /** Set when the handler writes its own reply (an image, a redirect) instead of returning envelope data. */
  raw?: boolean;
  handler: (call: RouteCall<z.infer<S>, A>) => Promise<unknown>;
}

function isApiErrorCode(text: string): text is ApiErrorCode {
  return Object.hasOwn(API_ERROR_CODES, text);
}

/**
 * The validation failure of the first failing field. A schema may name its refusal's code as the issue's
 * message (`.refine(ok, 'LIVE_TITLE_INVALID')`): the client then gets that code's translated message and the
 * field in `data.field`, so a form can show what is wrong. Otherwise INVALID_INPUT with zod's reason.
 */
function inputError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (!issue) return new ApiError('INVALID_INPUT', 'invalid');
  const where = issue.path.length ? issue.path.join('.') : 'body';
  if (isApiErrorCode(issue.message)) return new ApiError(issue.message, undefined, { field: where });
  return new ApiError('INVALID_INPUT', `${where} ${issue.message}`);
}

function collectInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new ApiError('INVALID_INPUT', 'body must be a JSON object');
  }
  return { ...query, ...((body as Record<string, unknown> | undefined) ?? {}) };
}

function tokenOf(request: FastifyRequest, input: Record<string, unknown>): string {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7);
  return typeof input.token === 'string' ? input.token : '';
}

/** Registers a route with validation, authentication and the envelope; records it in the registry. */
export function defineRoute<S extends z.ZodType, A extends AuthMode>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<S, A>,
): void {
  const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
  app.tifoRoutes.push(spec as unknown as RouteSpec);
  for (const url of paths) {
    app.route({
      method: spec.method,
      url,
      handler: async (request, reply) => {
        const raw = collectInput(request);
        const parsed = spec.input.safeParse(raw);
        if (!parsed.success) throw inputError(parsed.error);
        let user: SessionUser | null = null;
        if (spec.auth !== 'none') {
          const token = tokenOf(request, raw);
          user = token ? await ctx.sessions.resolve(token) : null;
          if (!user && spec.auth === 'required') throw new ApiError('LOGIN_REQUIRED');
        }
        const data = await spec.handler({
          input: parsed.data,
          user: user as UserFor<A>,
          lang: requestLang(request),
          request,
          reply,
        });
        return spec.raw ? reply : ok(data ?? null);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route defined through defineRoute, in registration order. */
    tifoRoutes: RouteSpec[];
  }
}
