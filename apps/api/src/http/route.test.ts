import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { testDatabases } from '../../test/databases';
import { ApiError } from './api-error';
import { defineRoute } from './route';

/**
 * Routes still without an output schema: the modules being converted now. Remove a path when its route declares
 * its output; an empty set means `output` can become required in RouteSpec.
 */
const NOT_YET_CONVERTED = new Set<string>([
  // The live module's own calls.
  '/api/live/getRealLives',
  '/api/live/getNoMatchLiveList',
  '/webapi/live/getLivePageData',
  '/api/anchor/getRecAnchors',
  '/api/football/getMatchAnchors',
  '/api/basketball/getMatchAnchors',
  '/api/home/getHomeData',
  '/api/live/addOperateFriend',
  '/webapi/user/getLiveLog',
  '/api/live/goLive',
  '/api/live/getPushInfo',
  '/api/live/resetStreamKey',
  // The media service's calls to the API (their bodies are packages/media-contract's).
  '/internal/media/publish',
  '/internal/media/unpublish',
  '/internal/media/recording',
  '/internal/media/heartbeat',
  '/internal/media/demo-plan',
]);

describe.each(testDatabases)('route helper and envelope on $name', (database) => {
  let app: FastifyInstance;
  let ctx: AppContext;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    ctx = await createContext(
      // VITEST: the output check runs under tests (the app's config says so).
      loadConfig({
        DATA_DIR: created.dataDir,
        DATABASE_URL: created.databaseUrl,
        LOG_LEVEL: 'silent',
        VITEST: '1',
      }),
    );
    app = await buildApp(ctx, { serveWeb: false, proxyIm: false });
    defineRoute(app, ctx, {
      method: ['GET', 'POST'],
      path: '/api/Test/echo',
      summary: 'echo for tests',
      auth: 'none',
      input: z.object({ name: z.string().min(1), count: z.coerce.number().int().optional() }),
      handler: async ({ input }) => ({ hello: input.name, count: input.count ?? 0 }),
    });
    defineRoute(app, ctx, {
      method: 'POST',
      path: '/api/test/private',
      summary: 'needs login',
      auth: 'required',
      input: z.object({}),
      handler: async ({ user }) => ({ userId: user.userId }),
    });
    defineRoute(app, ctx, {
      method: 'POST',
      path: '/api/test/fails',
      summary: 'throws',
      auth: 'none',
      input: z.object({}),
      handler: async () => {
        throw new ApiError('FORBIDDEN', 'not yours');
      },
    });
    // Answers outside a declared output: a field the schema does not name, and a wrong type.
    const output = z.object({ count: z.number() });
    defineRoute(app, ctx, {
      method: 'POST',
      path: '/api/test/extraField',
      summary: 'answers a field its output does not declare',
      auth: 'none',
      input: z.object({}),
      output,
      handler: async () => ({ count: 1, secret: 'x' }),
    });
    defineRoute(app, ctx, {
      method: 'POST',
      path: '/api/test/wrongType',
      summary: 'answers a string where its output says number',
      auth: 'none',
      input: z.object({}),
      output,
      handler: async () => ({ count: '1' }) as unknown as { count: number },
    });
    defineRoute(app, ctx, {
      method: 'POST',
      path: '/api/test/trueOutput',
      summary: 'answers its output',
      auth: 'none',
      input: z.object({}),
      output,
      handler: async () => ({ count: 2 }),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await ctx.db.close();
    await drop();
  });

  it('wraps data in the envelope and matches paths case-insensitively', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/ECHO',
      payload: { name: 'ana', count: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, msg: 'ok', data: { hello: 'ana', count: 2 } });
    const viaGet = await app.inject({ method: 'GET', url: '/api/test/echo?name=bo&count=3' });
    expect(viaGet.json().data).toEqual({ hello: 'bo', count: 3 });
  });

  it('answers bad bodies with status 1, a code and the failing field, never a 5xx', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
    expect(missing.json().msg).toContain('name');
    const wrongType = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 5 } });
    expect(wrongType.json()).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ status: 1, code: 'INVALID_JSON' });
    const array = await app.inject({ method: 'POST', url: '/api/test/echo', payload: [1, 2] });
    expect(array.json()).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
  });

  it('speaks Portuguese when asked', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo?lang=pt-br', payload: {} });
    expect(res.json().msg).toMatch(/^Parâmetros inválidos/);
  });

  it('maps a missing or unknown token to status 2 and a valid one to the user', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/test/private', payload: {} })).json(),
    ).toMatchObject({
      status: 2,
      code: 'LOGIN_REQUIRED',
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/test/private', payload: { token: 'nope' } })).json()
        .status,
    ).toBe(2);
    const now = Date.now();
    const inserted = await ctx.db.kysely
      .insertInto('users')
      .values({ account: 'u1', password_hash: 'x', nick_name: 'u1', invite_code: 'ABC123', regist_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await ctx.sessions.create(inserted.id, 3);
    const res = await app.inject({ method: 'POST', url: '/api/test/private', payload: { token } });
    expect(res.json()).toEqual({ status: 0, msg: 'ok', data: { userId: inserted.id } });
    await ctx.sessions.revoke(token);
    expect(
      (await app.inject({ method: 'POST', url: '/api/test/private', payload: { token } })).json().status,
    ).toBe(2);
  });

  it('turns ApiError into its code and unknown paths into NOT_FOUND', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test/fails', payload: {} })).json()).toMatchObject({
      status: 1,
      code: 'FORBIDDEN',
    });
    const missing = await app.inject({ method: 'POST', url: '/api/nowhere', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 1, code: 'NOT_FOUND' });
  });

  it('fails a call whose answer drifts from its output schema under tests, naming where', async () => {
    const extra = (await app.inject({ method: 'POST', url: '/api/test/extraField', payload: {} })).json();
    expect(extra).toMatchObject({ status: 1, code: 'INTERNAL' });
    expect(extra.msg).toContain('data.secret');
    const wrong = (await app.inject({ method: 'POST', url: '/api/test/wrongType', payload: {} })).json();
    expect(wrong).toMatchObject({ status: 1, code: 'INTERNAL' });
    expect(wrong.msg).toContain('data.count');
    expect((await app.inject({ method: 'POST', url: '/api/test/trueOutput', payload: {} })).json()).toEqual({
      status: 0,
      msg: 'ok',
      data: { count: 2 },
    });
  });

  it('has an output schema on every route that answers the envelope (raw routes write their own reply)', () => {
    const missing = app.tifoRoutes
      .filter((spec) => !spec.raw && !spec.output)
      .flatMap((spec) => (Array.isArray(spec.path) ? spec.path : [spec.path]))
      // This file's own test routes, and the calls whose conversion to packages/api-contract is under way.
      .filter((path) => !path.toLowerCase().startsWith('/api/test/') && !NOT_YET_CONVERTED.has(path));
    expect(missing).toEqual([]);
  });

  it('serves health and Prometheus metrics', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json().status).toBe(0);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('tifo_api_request_seconds');
  });
});
