import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSpec } from '../src/http/route';
import { API_ERROR_CODES } from '../src/http/error-codes';
import { testDatabases } from './databases';
import { sampleObject, takesText } from './sample-input';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';

// Walks every route registered through defineRoute (app.tifoRoutes, so new modules are covered as they land)
// and sends bad input: non-object JSON bodies, a wrong type for every declared field, and each required field
// missing. Every answer must be an envelope with status 1 (or 2 for a login-only route called without a
// token), never a 5xx and never a success. Then inherited property names (`constructor`, `__proto__`, ...) as
// every text field and path parameter: answered like any unknown name (issue 8 item 1).

type Kind = 'scalar' | 'container' | 'skip';

/** What sort of value a field expects, looking through optional/default/pipe wrappers. */
function kindOf(schema: z.ZodType): Kind {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return kindOf(def.innerType as z.ZodType);
    case 'pipe':
      return kindOf(def.in as z.ZodType);
    case 'union': {
      const kinds = (def.options as z.ZodType[]).map(kindOf);
      return kinds.includes('skip') ? 'skip' : kinds.includes('container') ? 'container' : 'scalar';
    }
    case 'object':
    case 'record':
    case 'array':
    case 'tuple':
      return 'container';
    case 'any':
    case 'unknown':
      return 'skip';
    case 'boolean':
      // z.coerce.boolean() accepts anything; a plain boolean rejects objects.
      return def.coerce ? 'skip' : 'scalar';
    default:
      return 'scalar';
  }
}

/** A value of the wrong type for a field. */
function wrongValue(kind: Kind): unknown {
  return kind === 'container' ? 'not-a-container' : { wrong: true };
}

function methodsOf(spec: RouteSpec): Array<'GET' | 'POST'> {
  return Array.isArray(spec.method) ? spec.method : [spec.method];
}

function concretePaths(spec: RouteSpec): string[] {
  const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
  return paths.map((p) => p.replace(/:[A-Za-z_]+/g, 'zz-bad'));
}

/** Names every plain object inherits: a lookup by client text that is not own-property-only finds them. */
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** Each path of a route with every parameter set to `value`. */
function pathsWith(spec: RouteSpec, value: string): string[] {
  const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
  return paths.map((p) => p.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)));
}

function shapeOf(spec: RouteSpec): Record<string, z.ZodType> | null {
  return spec.input instanceof z.ZodObject ? (spec.input.shape as Record<string, z.ZodType>) : null;
}

describe.each(testDatabases)(
  'every route answers bad input with status 1 on $name',
  { timeout: 120_000 },
  (database) => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = await startTestApp(database);
      const user = await t.ctx.db.kysely
        .insertInto('users')
        .values({
          account: 'walker',
          password_hash: 'x',
          nick_name: 'walker',
          invite_code: 'WALK01',
          regist_time: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      token = await t.ctx.sessions.create(user.id, 3);
    });
    afterAll(async () => t.close());

    async function send(
      spec: RouteSpec,
      url: string,
      method: 'GET' | 'POST',
      payload: unknown,
      withToken: boolean,
      label: string,
    ): Promise<void> {
      const headers: Record<string, string> = withToken ? { authorization: `Bearer ${token}` } : {};
      const res =
        method === 'POST'
          ? await t.app.inject({
              method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            })
          : await t.app.inject({ method, url: `${url}?${payload as string}`, headers });
      const where = `${method} ${url} ${label}${withToken ? ' (token)' : ''}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      const body = res.json() as { status: number };
      const allowed = spec.auth === 'required' && !withToken ? [1, 2] : [1];
      expect(allowed, where).toContain(body.status);
    }

    it('has routes to walk', () => {
      expect(t.app.tifoRoutes.length).toBeGreaterThan(20);
    });

    it('refuses non-object JSON bodies on every POST route', async () => {
      for (const spec of t.app.tifoRoutes) {
        if (!methodsOf(spec).includes('POST')) continue;
        for (const url of concretePaths(spec)) {
          for (const payload of [[1, 2], 'text', 42]) {
            for (const withToken of spec.auth === 'required' ? [false, true] : [false]) {
              await send(spec, url, 'POST', payload, withToken, `body ${JSON.stringify(payload)}`);
            }
          }
        }
      }
    });

    it('refuses a wrong type for every declared field and every missing required field', async () => {
      let checked = 0;
      for (const spec of t.app.tifoRoutes) {
        const shape = shapeOf(spec);
        if (!shape) continue;
        const post = methodsOf(spec).includes('POST');
        for (const [field, schema] of Object.entries(shape)) {
          const kind = kindOf(schema);
          if (kind === 'skip' || (!post && kind === 'container')) continue;
          // The schema itself must blame this field for the wrong value...
          const value = post ? wrongValue(kind) : ['a', 'b'];
          const parsed = spec.input.safeParse({ [field]: value });
          const route = `${concretePaths(spec)[0]} ${field}`;
          expect(parsed.success, route).toBe(false);
          expect(
            parsed.error?.issues.some((i) => i.path[0] === field),
            route,
          ).toBe(true);
          // ...and the server must answer it with status 1.
          for (const url of concretePaths(spec)) {
            for (const withToken of spec.auth === 'required' ? [false, true] : [false]) {
              if (post)
                await send(
                  spec,
                  url,
                  'POST',
                  { [field]: value },
                  withToken,
                  `${field}=${JSON.stringify(value)}`,
                );
              else await send(spec, url, 'GET', `${field}=a&${field}=b`, withToken, `${field} twice`);
            }
          }
          checked += 1;

          const required = !schema.safeParse(undefined).success;
          if (!required) continue;
          const missing = spec.input.safeParse({});
          expect(
            missing.error?.issues.some((i) => i.path[0] === field),
            `${route} required`,
          ).toBe(true);
          for (const url of concretePaths(spec)) {
            for (const withToken of spec.auth === 'required' ? [false, true] : [false]) {
              await send(spec, url, post ? 'POST' : 'GET', post ? {} : '', withToken, `without ${field}`);
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
    });

    // Inherited property names as path parameters and as the value of every text or enum field (the other
    // fields filled with plausible values, so the handlers run): a code every time, never a 5xx, and exactly
    // the answer a never-seen name gets. A plain-object lookup of `constructor` finds Object and answers
    // differently (often still status 0), which only the comparison catches.
    it('answers inherited property names like any unknown name, with a code, never a 5xx', async () => {
      let checked = 0;
      // The control is an unknown name of the same shape (length, case, underscores), so a field's length or
      // pattern rule answers both alike and only an inherited-name lookup can tell them apart.
      const unknownLike = (name: string) =>
        name.replace(/[a-z]/g, 'q').replace(/[A-Z]/g, 'Q').replace(/[0-9]/g, '7');
      const call = async (
        spec: RouteSpec,
        method: 'GET' | 'POST',
        url: string,
        input: Record<string, unknown>,
      ) => {
        const headers = spec.auth === 'none' ? {} : { authorization: `Bearer ${token}` };
        const res =
          method === 'POST'
            ? await t.app.inject({ method, url, headers, payload: input })
            : await t.app.inject({
                method,
                url,
                headers,
                query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
              });
        return res;
      };
      // The answer with the name itself and the running numbers (ids, times) taken out.
      const normalise = (body: string, name: string) =>
        body.split(name).join('<name>').split(encodeURIComponent(name)).join('<name>').replace(/\d+/g, '0');
      for (const spec of t.app.tifoRoutes) {
        if (spec.raw) continue;
        const shape = shapeOf(spec);
        const base = spec.input instanceof z.ZodObject ? sampleObject(spec.input) : {};
        const textFields = shape ? Object.keys(shape).filter((field) => takesText(shape[field]!)) : [];
        const cases: Array<(name: string) => { url: string; input: Record<string, unknown> }> = [];
        const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
        for (const index of paths.keys()) {
          if (paths[index]!.includes(':'))
            cases.push((name) => ({ url: pathsWith(spec, name)[index]!, input: base }));
          for (const field of textFields) {
            cases.push((name) => ({ url: concretePaths(spec)[index]!, input: { ...base, [field]: name } }));
          }
        }
        for (const name of INHERITED_NAMES) {
          for (const make of cases) {
            for (const method of methodsOf(spec)) {
              const probe = make(name);
              const unknown = unknownLike(name);
              const control = make(unknown);
              const res = await call(spec, method, probe.url, probe.input);
              const where = `${method} ${probe.url} ${JSON.stringify(probe.input)}: ${res.body.slice(0, 200)}`;
              expect(res.statusCode, where).toBeLessThan(500);
              const parsed = JSON.parse(res.body) as { status: number; code?: string };
              expect([0, 1, 2], where).toContain(parsed.status);
              if (parsed.status !== 0) {
                expect(parsed.code !== undefined && Object.hasOwn(API_ERROR_CODES, parsed.code), where).toBe(
                  true,
                );
                expect(parsed.code, where).not.toBe('INTERNAL');
              }
              const expected = await call(spec, method, control.url, control.input);
              const wanted = JSON.parse(expected.body) as { status: number; code?: string };
              // A throttle tripped by this walk says nothing about the lookup.
              if (parsed.code === 'TOO_MANY_REQUESTS' || wanted.code === 'TOO_MANY_REQUESTS') continue;
              expect([parsed.status, parsed.code], where).toEqual([wanted.status, wanted.code]);
              expect(normalise(res.body, name), where).toBe(normalise(expected.body, unknown));
              checked += 1;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(200);
    });
  },
);
