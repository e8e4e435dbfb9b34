// The typed call of the HTTP contract (packages/api-contract): a path's input and result types come from the
// server's declaration, so a changed output breaks the code that reads it at compile time. Types only cross
// over (eslint.config.js): zod never reaches the browser bundle.
import type { ApiPath, ApiRoutes } from '@tifo/api-contract';
import { request } from './client';
import type { RequestOptions } from './request';

/** What a contract route takes (fields the server defaults may be left out). */
export type ApiInput<P extends ApiPath> = ApiRoutes[P]['input'];
/** What a contract route answers as the envelope's `data`. */
export type ApiOutput<P extends ApiPath> = ApiRoutes[P]['output'];

/** The request helper's options, with the methods the route answers (GET sends the input as query parameters). */
export type ApiOptions<P extends ApiPath> = Omit<RequestOptions, 'method'> & {
  method?: ApiRoutes[P]['method'];
};

/** The input argument: optional when the route needs no field. */
type InputArgs<P extends ApiPath> =
  Record<string, never> extends ApiInput<P>
    ? [input?: ApiInput<P>, options?: ApiOptions<P>]
    : [input: ApiInput<P>, options?: ApiOptions<P>];

/** Calls a route of the contract through the one request helper (POST unless `options.method` says GET). */
export function api<P extends ApiPath>(path: P, ...[input, options]: InputArgs<P>): Promise<ApiOutput<P>> {
  return request<ApiOutput<P>>(path, input ?? {}, options);
}
