import type { z } from 'zod';

/** The HTTP methods a route answers. */
export type HttpMethod = 'GET' | 'POST';

/** Whether a route needs a logged-in user: `optional` answers anonymous callers too, with less. */
export type AuthMode = 'required' | 'optional' | 'none';

/**
 * One HTTP route as both sides see it: the server validates `input` and answers `output` as the envelope's
 * `data`; the web app's calls take their parameter and result types from the same two schemas. Output schemas
 * describe JSON as sent (no transforms, no defaults), so what the server returns is what the client reads.
 */
export interface Endpoint<
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
  M extends HttpMethod | HttpMethod[] = HttpMethod | HttpMethod[],
> {
  path: P;
  method: M;
  auth: A;
  /** One line for the generated API docs. */
  summary: string;
  input: I;
  output: O;
}

/** Declares an endpoint, keeping its path, method and auth as literal types (the web's call map needs them). */
export function endpoint<
  const P extends string,
  I extends z.ZodType,
  O extends z.ZodType,
  A extends AuthMode,
  const M extends HttpMethod | HttpMethod[],
>(spec: Endpoint<P, I, O, A, M>): Endpoint<P, I, O, A, M> {
  return spec;
}

/** The endpoints among a contract module's exports (its schemas and constants are left out). */
export type EndpointsOf<Module> = {
  [K in keyof Module]: Module[K] extends Endpoint ? Module[K] : never;
}[keyof Module];

type MethodsOf<M> = M extends readonly (infer One)[] ? One : M;

/** A route of the call map: what a caller sends, what it gets back, and the methods it may use. */
export interface RouteTypes<E extends Endpoint> {
  input: z.input<E['input']>;
  output: z.output<E['output']>;
  method: MethodsOf<E['method']>;
}

/** The call map of some endpoints: path -> {input, output, method}. */
export type RoutesOf<E extends Endpoint> = { [One in E as One['path']]: RouteTypes<One> };
