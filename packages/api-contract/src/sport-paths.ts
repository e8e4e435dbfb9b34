// Calls the API serves under both sports' paths (/api/football/x and /api/basketball/x): the sport in the path
// must match the match's, so each path is its own endpoint of the call map, with the same schemas.
import type { Endpoint } from './endpoint';

/** A football path with `basketball` in place of `football`. */
export type BasketballPath<P extends string> = P extends `${infer Head}/football/${infer Tail}`
  ? `${Head}/basketball/${Tail}`
  : never;

/** The basketball twin of a football endpoint: same schemas, method and auth, under the basketball path. */
export function basketballTwin<E extends Endpoint>(
  football: E,
): Omit<E, 'path'> & { path: BasketballPath<E['path']> } {
  return {
    ...football,
    path: football.path.replace('/football/', '/basketball/') as BasketballPath<E['path']>,
  };
}
