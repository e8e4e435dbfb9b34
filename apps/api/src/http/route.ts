import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { SessionUser } from '../modules/sessions';
import { ApiError } from './api-error';
import { API_ERROR_CODES } from './error-codes';
import type { ApiErrorCode, Lang } from './error-codes';
import { ok, requestLang } from './envelope';
import { routeSourceFile } from './route-source';

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

/** What a handler must return: the output schema's type when the route declares one. */
type HandlerResult<O> = O extends z.ZodType ? z.output<O> : unknown;

/**
 * A route as the registry records it, for documentation and for the test that walks every endpoint. A route of
 * the contract is its endpoint spread with a handler: `{ ...wallet.getBalances, handler }` (packages/api-contract).
 */
export interface RouteSpec<
  S extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
  O extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | Array<'GET' | 'POST'>;
  path: string | string[];
  input: S;
  /**
   * The envelope's `data` (the contract's output schema): the handler's return type is checked against it, the
   * docs describe it, and under tests each answer is parsed with it. Optional until every module is converted.
   */
  output?: O;
  auth: A;
  /** One line for the generated API docs. */
  summary: string;
  /** Set when the handler writes its own reply (an image, a redirect) instead of returning envelope data. */
  raw?: boolean;
  /** The src-relative file that defined the route; the registry records it (the route index, ROUTES.md). */
  source?: string;
  handler: (call: RouteCall<z.infer<S>, A>) => Promise<HandlerResult<O>>;
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

/** A path in the data where the answer differs from what its output schema reads (for the drift message). */
function firstDifference(sent: unknown, read: unknown, where = 'data'): string {
  if (typeof sent !== 'object' || sent === null || typeof read !== 'object' || read === null) return where;
  for (const key of Object.keys(sent)) {
    if (!Object.hasOwn(read, key)) return `${where}.${key} (not in the output schema)`;
    const inner = firstDifference(
      (sent as Record<string, unknown>)[key],
      (read as Record<string, unknown>)[key],
      `${where}.${key}`,
    );
    if (!isDeepStrictEqual((sent as Record<string, unknown>)[key], (read as Record<string, unknown>)[key]))
      return inner;
  }
  return where;
}

/**
 * Under tests, an answer must be exactly what its output schema describes: it parses, and parsing drops nothing
 * (a field the schema does not declare would reach clients that are not typed for it). Compared as JSON, as
 * clients get it. Fails the call with INTERNAL and the path that drifted, so the test that made the call fails.
 */
function checkOutput(output: z.ZodType, data: unknown, path: string): void {
  const sent: unknown = JSON.parse(JSON.stringify(data ?? null));
  const parsed = output.safeParse(sent);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = ['data', ...(issue?.path ?? [])].join('.');
    throw new ApiError(
      'INTERNAL',
      `${path} answered outside its output schema at ${where}: ${issue?.message}`,
    );
  }
  if (!isDeepStrictEqual(parsed.data, sent)) {
    throw new ApiError(
      'INTERNAL',
      `${path} answered outside its output schema at ${firstDifference(sent, parsed.data)}`,
    );
  }
}

/** Registers a route with validation, authentication and the envelope; records it in the registry. */
export function defineRoute<
  S extends z.ZodType,
  A extends AuthMode,
  O extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, ctx: AppContext, spec: RouteSpec<S, A, O>): void {
  const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
  const output = ctx.config.isTest && !spec.raw ? spec.output : undefined;
  app.tifoRoutes.push({ ...spec, source: routeSourceFile() } as unknown as RouteSpec);
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
        if (output) checkOutput(output, data, url);
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
