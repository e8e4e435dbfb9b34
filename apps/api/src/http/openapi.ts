import { z } from 'zod';
import { API_ERROR_CODES } from './error-codes';
import type { RouteSpec } from './route';

/** The parts of an OpenAPI 3.1 document this API produces. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: 'query'; required: boolean; schema: unknown }[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

type JsonSchema = {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  $schema?: string;
};

/** The input schema as JSON Schema (what a client sends; transforms show their input side). */
function inputSchema(spec: RouteSpec): JsonSchema {
  const schema = z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete schema.$schema;
  return schema;
}

/**
 * What a route answers: with an output schema, a success envelope whose `data` is that schema, or the failure
 * envelope; without one (routes not yet converted to the contract), the generic envelope.
 */
function responseSchema(spec: RouteSpec): unknown {
  if (!spec.output) return { $ref: '#/components/schemas/Envelope' };
  const data = z.toJSONSchema(spec.output, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete data.$schema;
  return {
    oneOf: [
      {
        type: 'object',
        required: ['status', 'msg', 'data'],
        properties: { status: { const: 0 }, msg: { type: 'string' }, data },
      },
      { $ref: '#/components/schemas/Failure' },
    ],
  };
}

/** The feature a path belongs to, for grouping: /api/race/getDateMatch -> race, /webapi/search/x -> search. */
function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const start = parts[0] === 'api' || parts[0] === 'webapi' ? 1 : 0;
  return parts[start] ?? 'root';
}

/** Fastify's `:id` path parameters in OpenAPI's `{id}` form. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operation(spec: RouteSpec, method: string, path: string): OpenApiOperation {
  const schema = inputSchema(spec);
  const op: OpenApiOperation = {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: spec.summary,
    tags: [tagOf(path)],
    responses: {
      '200': {
        description:
          'The envelope: status 0 with data on success; status 1 (error) or 2 (login needed) with a code ' +
          'from the ErrorCode table and a message in the caller language (lang=pt-br for Portuguese).',
        content: spec.raw ? undefined : { 'application/json': { schema: responseSchema(spec) } },
      },
    },
  };
  if (spec.auth !== 'none') {
    // Optional routes answer anonymous callers too, with less (no follow flags, no balances).
    op.security = spec.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}];
  }
  const pathParams = new Set([...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!));
  if (method === 'get') {
    const required = new Set(schema.required ?? []);
    op.parameters = Object.entries(schema.properties ?? {})
      .filter(([name]) => !pathParams.has(name))
      .map(([name, property]) => ({
        name,
        in: 'query' as const,
        required: required.has(name),
        schema: property,
      }));
  } else if (Object.keys(schema.properties ?? {}).length) {
    op.requestBody = {
      required: (schema.required ?? []).length > 0,
      content: { 'application/json': { schema } },
    };
  }
  return op;
}

/** Builds the OpenAPI document of every route defined through `defineRoute`. */
export function buildOpenApi(routes: RouteSpec[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const spec of routes) {
    const methods = (Array.isArray(spec.method) ? spec.method : [spec.method]).map((m) => m.toLowerCase());
    for (const path of Array.isArray(spec.path) ? spec.path : [spec.path]) {
      const entry = (paths[openApiPath(path)] ??= {});
      for (const method of methods) entry[method] = operation(spec, method, path);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tifo sports API',
      version,
      description:
        'Every call answers HTTP 200 with an envelope {status, msg, data, code?}. Inputs may come as query ' +
        'parameters or a JSON (or form) body; both are merged and validated. Logged-in calls send ' +
        '`Authorization: Bearer <token>` (or `token` in the input).',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['status', 'msg', 'data'],
          properties: {
            status: { type: 'integer', enum: [0, 1, 2], description: '0 ok, 1 error, 2 login needed' },
            msg: { type: 'string' },
            data: {},
            code: { $ref: '#/components/schemas/ErrorCode' },
          },
        },
        Failure: {
          type: 'object',
          required: ['status', 'msg', 'data', 'code'],
          properties: {
            status: { type: 'integer', enum: [1, 2], description: '1 error, 2 login needed' },
            msg: { type: 'string' },
            data: {
              description: "null, or the refusal's details ({field} names the input that failed validation)",
            },
            code: { $ref: '#/components/schemas/ErrorCode' },
          },
        },
        ErrorCode: { type: 'string', enum: Object.keys(API_ERROR_CODES) },
      },
    },
  };
}
